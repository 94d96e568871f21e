import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The installed copy of a source package. Dictionary packages export only their entry module, so
 * their folder is found along node's resolution paths rather than through `require.resolve`.
 */
export function packageDirectory(packageName: string): string {
  for (const directory of require.resolve.paths(packageName) ?? []) {
    const candidate = path.join(directory, packageName);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`package ${packageName} is not installed; run npm install`);
}

export function packageVersion(packageName: string): string {
  const { version } = JSON.parse(readFileSync(path.join(packageDirectory(packageName), 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}

/** A file of an installed npm package, refused unless its SHA-256 is the one pinned beside the source that names it. */
export function pinnedPackageFile(pinned: { package: string; file: string; sha256: string }): Buffer {
  const bytes = readFileSync(path.join(packageDirectory(pinned.package), pinned.file));
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== pinned.sha256) throw new Error(`${pinned.package} ${pinned.file}: SHA-256 ${digest} is not the pinned ${pinned.sha256}`);
  return bytes;
}
