import { attachCommonWords, commonWordsOf, DEFAULT_STRATEGY_LIMITS, type Dictionary, type DictionaryWord, drawnTiles, drawProbability, letterCount, parseLetterCounts, parsePattern, parseRack, SORT_KEYS, type SortedSearchLimits, type SortOrder, searchAnagramSorted, searchPatternSorted, tileBagOf, wordListFrom, type WordSet } from '@lexicon/engine';
import { fixtureDictionary, oracleAnagramMatches, oraclePatternMatches } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';
import fc from 'fast-check';

/**
 * Every sort order and the common-words filter against a brute-force sort: the oracle's matches (in
 * the search's default order) sorted by keys computed here the plain way, ties kept in default order;
 * then paged with random page sizes, every match must come back once, in that order.
 */

interface Case {
  language: LanguageCode;
  letters: string[];
  extra: string[];
}

const CASES: Case[] = [
  { language: 'en', letters: ['a', 'b', 'c', 'e', 't', 'z'], extra: ['café', 'quiz'] },
  { language: 'es', letters: ['c', 'h', 'l', 'r', 'a', 'o', 'ñ', 'k'], extra: ['calle', 'chico', 'perro', 'kilo'] },
  { language: 'fr', letters: ['e', 't', 'a', 'é', 'o', 'w'], extra: ['été', 'côte', 'cote'] },
  { language: 'pt', letters: ['a', 'ç', 'o', 'r', 'q', 'u'], extra: ['ação'] },
];

// ---- the plain keys ------------------------------------------------------------------------------

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** Draw probability from the metadata, by trying every way of giving blanks to the word's tiles. */
function plainProbability(dictionary: Dictionary, folded: string): number {
  const { metadata } = dictionary.rules;
  const laid = dictionary.tileTable.laidTiles(folded);
  if (laid.some((tile) => metadata.tiles[tile] === undefined)) return 0;
  const wanted = new Map<string, number>();
  for (const tile of laid) wanted.set(tile, (wanted.get(tile) ?? 0) + 1);
  const kinds = [...wanted];
  const ways = (index: number, blanksLeft: number): bigint => {
    if (index === kinds.length) return choose(metadata.blanks, metadata.blanks - blanksLeft);
    const [tile, need] = kinds[index] as [string, number];
    let sum = 0n;
    for (let asBlank = 0; asBlank <= Math.min(need, blanksLeft); asBlank += 1) sum += choose(metadata.tiles[tile]?.count ?? 0, need - asBlank) * ways(index + 1, blanksLeft - asBlank);
    return sum;
  };
  const bag = Object.values(metadata.tiles).reduce((sum, { count }) => sum + count, metadata.blanks);
  return Number(ways(0, metadata.blanks)) / Number(choose(bag, laid.length));
}

/** The order's key of a word: a number, or null for a word without one (no common rank), which sorts last. */
type KeyOf = (word: { folded: string; rank: number; points: number; score?: number }) => number | null;

function plainKey(dictionary: Dictionary, key: SortOrder['key'], commonRanks: Map<string, number>): KeyOf {
  switch (key) {
    case 'alpha':
      return ({ rank }) => rank;
    case 'length':
      return ({ folded }) => letterCount(folded);
    case 'points':
      return ({ points }) => points;
    case 'score':
      // A pattern has no rack: its words score their face value.
      return ({ points, score }) => score ?? points;
    case 'common':
      return ({ folded }) => commonRanks.get(folded) ?? null;
    case 'probability':
      // The documented key: the probability to 1/256 of a bit (words closer than that tie).
      return ({ folded }) => {
        const probability = plainProbability(dictionary, folded);
        return probability === 0 ? -Infinity : -Math.round(-Math.log2(probability) * 256);
      };
  }
}

function plainSort<T extends { folded: string; rank: number; points: number }>(items: T[], keyOf: KeyOf, descending: boolean): T[] {
  const keyed = items.map((item, position) => ({ item, position, key: keyOf(item) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.position - b.position : a.key === null ? 1 : -1;
    const difference = descending ? b.key - a.key : a.key - b.key;
    return difference !== 0 ? difference : a.position - b.position;
  });
  return keyed.map(({ item }) => item);
}

/** A frequency list drawn from the dictionary's words (and a few strangers), most frequent first; its plain ranks by folded word. */
function commonList(dictionary: Dictionary, picks: number[], strangers: string[]): { list: string[]; ranks: Map<string, number> } {
  const words = [...dictionary.words()];
  const list: string[] = [];
  for (const pick of picks) list.push(words.length > 0 ? (words[pick % words.length] as DictionaryWord).word.toUpperCase() : 'zz');
  list.splice(1, 0, ...strangers);
  const ranks = new Map<string, number>();
  list.forEach((entry, index) => {
    const folded = dictionary.rules.fold(entry.toLocaleLowerCase(dictionary.language));
    if (folded !== null && !ranks.has(folded)) ranks.set(folded, index + 1);
  });
  return { list, ranks };
}

// ---- generators ------------------------------------------------------------------------------------

const dictionaryFor = (testCase: Case) =>
  fc
    .tuple(fc.uniqueArray(fc.array(fc.constantFrom(...testCase.letters), { minLength: 2, maxLength: 7 }).map((letters) => letters.join('')), { maxLength: 120 }), fc.subarray(testCase.extra))
    .map(([words, extra]) => fixtureDictionary(testCase.language, [...words, ...extra]));

const patternFor = (testCase: Case) =>
  fc
    .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...testCase.letters) }, { weight: 2, arbitrary: fc.constant('?') }, { weight: 3, arbitrary: fc.constant('*') }), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.join(''));

/**
 * Which way a sorted page is found: tested word by word in the order (key-order-search.ts,
 * anagram-key-order.ts) wherever it can be, or by counting every match (sorted-page.ts). The service
 * picks by the sizes of the lists; these fixtures are tiny, so each way is forced in turn and both
 * are held to the oracle (racks test words only from three blanks up, and never in Spanish).
 */
const PAGE_PATHS: Record<string, SortedSearchLimits> = {
  tested: { maxKeyOrderTests: Number.POSITIVE_INFINITY, testsPerMatch: 0, minMatchesForTests: 0 },
  counted: { maxKeyOrderTests: 0, testsPerMatch: 0, minMatchesForTests: Number.POSITIVE_INFINITY },
};
const pathArbitrary = fc.constantFrom(...Object.values(PAGE_PATHS));

const orderArbitrary = fc.record({ key: fc.constantFrom(...SORT_KEYS), descending: fc.boolean() });
const listArbitrary = fc.tuple(fc.array(fc.nat(), { maxLength: 40 }), fc.subarray(['xyz', 'The', 'qqq']));

/** No filter, the common words (`common=true`), or another list of the dictionary's words (`dict`, e.g. SCOWL's sizes). */
type Filter = 'none' | 'common' | 'other';
const filterArbitrary = fc.constantFrom<Filter>('none', 'common', 'other');

/** The search's word set for a filter, and the oracle's test of a folded word against it. */
function filterFor(dictionary: Dictionary, filter: Filter, commonRanks: Map<string, number>, [picks, strangers]: [number[], string[]]): { within?: WordSet; keeps: (folded: string) => boolean } {
  if (filter === 'none') return { keeps: () => true };
  if (filter === 'common') return { within: commonWordsOf(dictionary), keeps: (folded) => commonRanks.has(folded) };
  const { list, ranks } = commonList(dictionary, picks, strangers);
  return { within: wordListFrom(dictionary, list), keeps: (folded) => ranks.has(folded) };
}

// ---- properties ------------------------------------------------------------------------------------

describe.each(CASES)('sorted search vs a brute-force sort ($language)', (testCase) => {
  it('pattern search: every order, with no list, the common words or another list, contains and excludes, pages of any size give every match once, in order', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), patternFor(testCase), fc.constantFrom('', testCase.letters[0] as string), fc.constantFrom('', testCase.letters[1] as string), orderArbitrary, filterArbitrary, listArbitrary, listArbitrary, fc.integer({ min: 1, max: 9 }), pathArbitrary, (dictionary, pattern, contains, excludes, order, filter, [picks, strangers], otherList, pageSize, path) => {
        const { list, ranks } = commonList(dictionary, picks, strangers);
        attachCommonWords(dictionary, list);
        const { within, keeps } = filterFor(dictionary, filter, ranks, otherList);
        const { tileTable } = dictionary;
        const matches = oraclePatternMatches(dictionary, pattern, contains, excludes).map((word) => ({ ...word, points: tileTable.score(word.folded).points }));
        const filtered = matches.filter(({ folded }) => keeps(folded));
        const expected = plainSort(filtered, plainKey(dictionary, order.key, ranks), order.descending).map(({ word }) => word);
        const query = { pattern: parsePattern(pattern, dictionary.rules), contains: parseLetterCounts(contains, 'contains', dictionary.rules), excludes: parseLetterCounts(excludes, 'excludes', dictionary.rules) };
        const collected: string[] = [];
        for (let offset = 0; ; offset += pageSize) {
          const page = searchPatternSorted(dictionary, { ...query, offset, limit: pageSize }, { sort: order, ...(within === undefined ? {} : { within }) }, DEFAULT_STRATEGY_LIMITS, path);
          expect(page.total).toBe(expected.length);
          collected.push(...page.words.map(({ word }) => word));
          if (offset + pageSize >= page.total) break;
        }
        expect(collected).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('pattern search: one page at a random offset is that slice of the brute-force order', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), patternFor(testCase), orderArbitrary, filterArbitrary, listArbitrary, listArbitrary, fc.nat(60), fc.integer({ min: 0, max: 30 }), pathArbitrary, (dictionary, pattern, order, filter, [picks, strangers], otherList, offset, limit, path) => {
        const { list, ranks } = commonList(dictionary, picks, strangers);
        attachCommonWords(dictionary, list);
        const { within, keeps } = filterFor(dictionary, filter, ranks, otherList);
        const matches = oraclePatternMatches(dictionary, pattern, '', '').map((word) => ({ ...word, points: dictionary.tileTable.score(word.folded).points }));
        const filtered = matches.filter(({ folded }) => keeps(folded));
        const expected = plainSort(filtered, plainKey(dictionary, order.key, ranks), order.descending).map(({ word }) => word);
        const page = searchPatternSorted(dictionary, { pattern: parsePattern(pattern, dictionary.rules), contains: new Map(), excludes: new Map(), offset, limit }, { sort: order, ...(within === undefined ? {} : { within }) }, DEFAULT_STRATEGY_LIMITS, path);
        expect(page.total).toBe(expected.length);
        expect(page.words.map(({ word }) => word)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 300 },
    );
  });

  it('pattern search with a length range (min_length, max_length): every order and list, one page is that slice of the brute-force order of the matches of those lengths', () => {
    fc.assert(
      fc.property(
        dictionaryFor(testCase),
        patternFor(testCase),
        orderArbitrary,
        filterArbitrary,
        listArbitrary,
        listArbitrary,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        fc.nat(60),
        fc.integer({ min: 0, max: 30 }),
        pathArbitrary,
        (dictionary, pattern, order, filter, [picks, strangers], otherList, min, spread, offset, limit, path) => {
          const { list, ranks } = commonList(dictionary, picks, strangers);
          attachCommonWords(dictionary, list);
          const { within, keeps } = filterFor(dictionary, filter, ranks, otherList);
          const max = min + spread;
          const matches = oraclePatternMatches(dictionary, pattern, '', '').map((word) => ({ ...word, points: dictionary.tileTable.score(word.folded).points }));
          const filtered = matches.filter(({ folded }) => keeps(folded) && letterCount(folded) >= min && letterCount(folded) <= max);
          const expected = plainSort(filtered, plainKey(dictionary, order.key, ranks), order.descending).map(({ word }) => word);
          const query = { pattern: parsePattern(pattern, dictionary.rules), contains: new Map(), excludes: new Map(), lengths: { min, max }, offset, limit };
          const page = searchPatternSorted(dictionary, query, { sort: order, ...(within === undefined ? {} : { within }) }, DEFAULT_STRATEGY_LIMITS, path);
          expect(page.total).toBe(expected.length);
          expect(page.words.map(({ word }) => word)).toEqual(expected.slice(offset, offset + limit));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pattern search read in key order: a pattern spelling a word whole, or `*` containing its letters, finds it at the edge of the points and length values it skips', () => {
    // The tested path skips values no match can have (points under those of the letters every match
    // holds, lengths the pattern leaves out) and turns words down by letter set: here the match sits
    // on those bounds, so a bound one too tight loses it.
    fc.assert(
      fc.property(dictionaryFor(testCase), fc.nat(), orderArbitrary, fc.boolean(), (dictionary, pick, order, whole) => {
        const words = [...dictionary.words()];
        fc.pre(words.length > 0);
        const target = words[pick % words.length] as DictionaryWord;
        const letters = [...target.folded];
        const pattern = whole ? target.folded : '*';
        const contains = whole ? '' : [...new Set(letters)].slice(0, 4).join('');
        const matches = oraclePatternMatches(dictionary, pattern, contains, '').map((word) => ({ ...word, points: dictionary.tileTable.score(word.folded).points }));
        const expected = plainSort(matches, plainKey(dictionary, order.key, new Map()), order.descending).map(({ word }) => word);
        const query = { pattern: parsePattern(pattern, dictionary.rules), contains: parseLetterCounts(contains, 'contains', dictionary.rules), excludes: new Map<number, number>(), offset: 0, limit: expected.length + 1 };
        const page = searchPatternSorted(dictionary, query, { sort: order }, DEFAULT_STRATEGY_LIMITS, PAGE_PATHS.tested as SortedSearchLimits);
        expect(page.total).toBe(expected.length);
        expect(page.words.map(({ word }) => word)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('anagram search: every order, with no list, the common words or another list, racks with and without blanks, pages of any size', () => {
    fc.assert(
      fc.property(
        dictionaryFor(testCase),
        fc.array(fc.constantFrom(...testCase.letters), { maxLength: 7 }),
        fc.nat(8),
        fc.integer({ min: 1, max: 4 }),
        fc.option(orderArbitrary, { nil: undefined }),
        filterArbitrary,
        listArbitrary,
        listArbitrary,
        fc.integer({ min: 1, max: 9 }),
        pathArbitrary,
        (dictionary, tiles, blankCount, minLength, order, filter, [picks, strangers], otherList, pageSize, path) => {
          const rackText = tiles.join('') + '?'.repeat(blankCount);
          fc.pre(rackText.length >= minLength);
          const { list, ranks } = commonList(dictionary, picks, strangers);
          attachCommonWords(dictionary, list);
        const { within, keeps } = filterFor(dictionary, filter, ranks, otherList);
          const rack = parseRack(rackText, dictionary.rules);
          const folded = tiles.map((tile) => dictionary.rules.fold(tile) ?? '').join('') + '?'.repeat(blankCount);
          const matches = oracleAnagramMatches(dictionary, folded, minLength, rack.size).map((match) => ({ ...match, folded: dictionary.wordAt(match.rank).folded }));
          const filtered = matches.filter((match) => keeps(match.folded));
          // Ties: the default order (the oracle's, by score as played) for the score orders and -length; the face-value order for the rest.
          const scoreTies = order === undefined || order.key === 'score' || (order.key === 'length' && order.descending);
          const base = scoreTies ? filtered : [...filtered].sort((a, b) => b.length - a.length || b.points - a.points || a.rank - b.rank);
          const expected = (order === undefined ? base : plainSort(base, plainKey(dictionary, order.key, ranks), order.descending)).map(({ word, points, score, blanks }) => ({ word, points, score, blanks }));
          const collected: Array<{ word: string; points: number; score: number; blanks: string[] }> = [];
          for (let offset = 0; ; offset += pageSize) {
            const page = searchAnagramSorted(dictionary, { rack, minLength, maxLength: rack.size, offset, limit: pageSize }, { sort: order, ...(within === undefined ? {} : { within }) }, path);
            expect(page.total).toBe(expected.length);
            collected.push(...page.words.map(({ word, points, score, blanks }) => ({ word, points, score, blanks })));
            if (offset + pageSize >= page.total) break;
          }
          expect(collected).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('draw probability', () => {
  const english = fixtureDictionary('en', ['cat', 'act', 'quiz', 'fizz', 'jazzy']);
  const bag = tileBagOf(english.rules);
  const probabilityOf = (word: string): number => {
    const letters = english.lettersOf(word) as number[];
    const tiles = drawnTiles(bag, english.tileTable, letters);
    return drawProbability(bag, tiles, tiles.length, new Int32Array(bag.counts.length));
  };

  it('en cat: 293 of the C(100, 3) = 161,700 draws of three tiles (108 without a blank, 168 with one, 17 with two)', () => {
    expect(probabilityOf('cat')).toBeCloseTo(293 / 161_700, 15);
  });

  it('a word needing more of a tile than the bag holds uses blanks: fizz (one z, two blanks) is possible, jazzy needs three z', () => {
    // fizz: f (2), i (9), z z from one z and one blank, or two blanks; a blank may also stand for f or i.
    expect(probabilityOf('fizz')).toBeGreaterThan(0);
    expect(probabilityOf('fizz')).toBeCloseTo(plainProbability(english, 'fizz'), 18);
    expect(probabilityOf('jazzy')).toBeCloseTo(plainProbability(english, 'jazzy'), 20);
    expect(probabilityOf('zzz')).toBe(plainProbability(english, 'zzz'));
  });

  it('Spanish ch is one tile: drawn as ch, not c and h', () => {
    const spanish = fixtureDictionary('es', ['chico']);
    const tiles = drawnTiles(tileBagOf(spanish.rules), spanish.tileTable, spanish.lettersOf('chico') as number[]);
    expect(tiles).toHaveLength(4);
    expect(plainProbability(spanish, 'chico')).toBeGreaterThan(0);
  });
});
