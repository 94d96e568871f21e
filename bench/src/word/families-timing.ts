import { type Dictionary, familyTotals, type FamilyTotals, findWordFamilies, letterCount } from '@lexicon/engine';
import { DEFAULT_FAMILY_LIMIT, type LanguageCode } from '@lexicon/shared';
import { ms, out, percentile, sampler, slowest, spread, type TimedWord } from './bench-figures';

/**
 * The families engine in this process, on the complete lists: every two-letter word of each
 * list (their families cover much of it), some three-letter words and random words. Nothing caches
 * families, so the first call of a word is its first computation; the repeated call, after every
 * word has been asked once, shows what warm code and warm memory add.
 */
const RANDOM_WORDS = 100;
const THREE_LETTER_WORDS = 30;

/** Every word of two letters (the shortest words lists hold), found by trying each pair of letters. */
function twoLetterWords(dictionary: Dictionary): string[] {
  const found: string[] = [];
  for (const first of dictionary.rules.alphabet) {
    for (const second of dictionary.rules.alphabet) if (dictionary.lookup(first + second) !== null) found.push(first + second);
  }
  return found;
}

function sampleWords(dictionary: Dictionary): string[] {
  const random = sampler(11);
  const words = new Set(twoLetterWords(dictionary));
  const alphabet = dictionary.rules.alphabet;
  const pick = (): string => alphabet[Math.floor(random() * alphabet.length)] as string;
  let threeLetter = 0;
  for (let tries = 0; tries < 20_000 && threeLetter < THREE_LETTER_WORDS; tries += 1) {
    const candidate = pick() + pick() + pick();
    if (!words.has(candidate) && dictionary.lookup(candidate) !== null) {
      words.add(candidate);
      threeLetter += 1;
    }
  }
  for (let i = 0; i < RANDOM_WORDS; i += 1) words.add(dictionary.wordAt(Math.floor(random() * dictionary.wordCount)).folded);
  return [...words];
}

/** The families' sizes the plain way, word by word over the whole list: the baseline, and a check. */
function scanTotals(dictionary: Dictionary, word: string): FamilyTotals {
  const totals: FamilyTotals = { startsWith: 0, endsWith: 0, contains: 0 };
  for (const { folded } of dictionary.words()) {
    if (folded === word) continue;
    if (folded.startsWith(word)) totals.startsWith += 1;
    else if (folded.endsWith(word)) totals.endsWith += 1;
    else if (folded.includes(word)) totals.contains += 1;
  }
  return totals;
}

/** The two-letter word most words begin with: among the largest families of its list. */
function heaviestTwoLetterWord(dictionary: Dictionary): string | undefined {
  let best: { word: string; count: number } | undefined;
  for (const word of twoLetterWords(dictionary)) {
    const { dawg } = dictionary;
    const node = (dictionary.lettersOf(word) as number[]).reduce((at, letter) => dawg.child(at, letter), dawg.root);
    const count = dawg.countBelow(node);
    if (best === undefined || count > best.count) best = { word, count };
  }
  return best?.word;
}

/**
 * Baseline in the same run: on each list of three million words, one heavy two-letter word counted
 * by scanning every word, against the engine (which must give the same sizes).
 */
export function benchScanBaseline(dictionaries: ReadonlyMap<LanguageCode, Dictionary>, languages: readonly LanguageCode[]): void {
  out('\nbaseline: family sizes by scanning every word of the list vs the engine, same word:');
  for (const code of languages) {
    const dictionary = dictionaries.get(code) as Dictionary;
    const word = heaviestTwoLetterWord(dictionary);
    if (word === undefined) continue;
    let start = performance.now();
    const scanned = scanTotals(dictionary, word);
    const scanMs = performance.now() - start;
    start = performance.now();
    const counted = familyTotals(dictionary, dictionary.lettersOf(word) as number[]);
    const engineMs = performance.now() - start;
    const same = JSON.stringify(scanned) === JSON.stringify(counted);
    out(
      `${code} ${word} (${dictionary.wordCount} words): scan ${ms(scanMs)}, engine totals ${ms(engineMs)}; ` +
        `starts ${counted.startsWith}, ends ${counted.endsWith}, contains ${counted.contains}${same ? ', equal' : `, DIFFERENT from the scan ${JSON.stringify(scanned)}`}`,
    );
  }
}

function timeFamilies(dictionary: Dictionary, word: string): TimedWord {
  const letters = dictionary.lettersOf(word) as number[];
  const start = performance.now();
  findWordFamilies(dictionary, letters, DEFAULT_FAMILY_LIMIT);
  return { word, ms: performance.now() - start };
}

export function benchFamilies(dictionaries: ReadonlyMap<LanguageCode, Dictionary>, languages: readonly LanguageCode[]): void {
  out(`\nfamilies in process (findWordFamilies, limit ${DEFAULT_FAMILY_LIMIT}; no families cache exists: a first call is a first computation), ms:`);
  out('lang  words  first p50 p99       max       | repeat p50 p99       max       | 2 letters first p50 p99         | slowest first calls');
  // Compiles the engine's hot paths on a word no language's sample depends on.
  const warm = dictionaries.get('en');
  if (warm !== undefined) for (const word of ['zymurgy', 'quiz', 'ox']) if (warm.lookup(word) !== null) timeFamilies(warm, word);
  const allFirst: TimedWord[] = [];
  const allShort: TimedWord[] = [];
  for (const code of languages) {
    const dictionary = dictionaries.get(code) as Dictionary;
    const words = sampleWords(dictionary);
    const first = words.map((word) => timeFamilies(dictionary, word));
    const repeated = words.map((word) => timeFamilies(dictionary, word));
    const short = first.filter((timing) => letterCount(timing.word) === 2);
    allFirst.push(...first);
    allShort.push(...short);
    out(
      `${code.padEnd(5)} ${String(words.length).padEnd(6)} ${spread(first)} | ${spread(repeated)} | ${spread(short).slice(0, 19)} | ${slowest(first, 3)}`,
    );
  }
  const values = allFirst.map((timing) => timing.ms);
  const shortValues = allShort.map((timing) => timing.ms);
  out(
    `all   ${String(values.length).padEnd(6)} first p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}; ` +
      `2 letters (${shortValues.length}) p50 ${ms(percentile(shortValues, 50))}, p99 ${ms(percentile(shortValues, 99))}; slowest: ${slowest(allFirst, 5)}`,
  );
}
