import { unzipSync } from 'fflate';
import { MorfologikDictionary } from './morfologik-dictionary';

/** Where a morfologik dictionary's two files sit inside its jar: the automaton and its `.info`. */
export interface MorfologikJarEntries {
  dict: string;
  info: string;
}

/**
 * The dictionary a jar (a zip archive, as morfologik-stemming ships its dictionaries) holds, read
 * from its two entries; only those two are unpacked. `what` names the jar in the error.
 */
export function morfologikJarDictionary(jar: Uint8Array, entries: MorfologikJarEntries, what: string): MorfologikDictionary {
  const files = unzipSync(jar, { filter: (file) => file.name === entries.dict || file.name === entries.info });
  const dict = files[entries.dict];
  const info = files[entries.info];
  if (dict === undefined || info === undefined) throw new Error(`${what}: the jar holds no ${entries.dict} with its ${entries.info}`);
  return MorfologikDictionary.read(dict, new TextDecoder('utf-8').decode(info));
}
