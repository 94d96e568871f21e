import { homedir } from 'node:os';
import path from 'node:path';

/**
 * Where built dictionaries live: `LEXICON_DATA_DIR`, else the user's cache folder, outside any clone,
 * so that every clone on a machine shares one build.
 */
export function dataDirectory(env: Record<string, string | undefined>): string {
  if (env.LEXICON_DATA_DIR) return path.resolve(env.LEXICON_DATA_DIR);
  const cacheRoot = env.XDG_CACHE_HOME ? env.XDG_CACHE_HOME : path.join(homedir(), '.cache');
  return path.join(cacheRoot, 'lexicon', 'dictionaries');
}

/** Where the build keeps the pinned Debian packages it reads, beside the artifacts: fetched once per machine. */
export function sourceCacheDirectory(dataDirectoryPath: string): string {
  return path.join(dataDirectoryPath, 'sources');
}
