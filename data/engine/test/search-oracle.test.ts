import { DEFAULT_STRATEGY_LIMITS, letterCount, parseLetterCounts, parsePattern, parseRack, searchAnagram, searchPattern, type SearchStrategyLimits } from '@lexicon/engine';
import { fixtureDictionary, oracleAnagram, oraclePattern, oraclePatternMatches } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';
import fc from 'fast-check';
import { searchFixedLengthWalk } from '../src/search/fixed-length-walk';

/**
 * The engine against a brute-force oracle: random dictionaries, patterns, filters and racks; every
 * word checked one by one, in the plainest way, then ordered and paged.
 */

interface Case {
  language: LanguageCode;
  /** Letters the random words are made of: few, so that patterns often match. */
  letters: string[];
  /** Spellings the words may take (folding), sampled into the lists too. */
  extra: string[];
}

const CASES: Case[] = [
  { language: 'en', letters: ['a', 'b', 'c', 'e', 't'], extra: ['café'] },
  { language: 'fr', letters: ['e', 't', 'a', 'é', 'è', 'ô', 'o'], extra: ['été', 'eté', 'côte', 'cote', 'coté', 'cœur'] },
  { language: 'es', letters: ['c', 'h', 'l', 'r', 'a', 'o', 'ñ', 'k'], extra: ['calle', 'chico', 'perro', 'kilo'] },
  { language: 'de', letters: ['s', 't', 'a', 'ä', 'e', 'ß'], extra: ['straße', 'strasse'] },
  { language: 'pl', letters: ['z', 'ź', 'd', 'b', 'ł', 'o'], extra: ['źdźbło'] },
];

// ---- generators -----------------------------------------------------------------------------------

const dictionaryFor = (testCase: Case) =>
  fc
    .tuple(fc.uniqueArray(fc.array(fc.constantFrom(...testCase.letters), { minLength: 2, maxLength: 7 }).map((letters) => letters.join('')), { maxLength: 120 }), fc.subarray(testCase.extra))
    .map(([words, extra]) => fixtureDictionary(testCase.language, [...words, ...extra]));

const patternFor = (testCase: Case) =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...testCase.letters, ...testCase.letters.map((letter) => letter.toUpperCase())) },
        { weight: 2, arbitrary: fc.constantFrom('?', '_') },
        { weight: 2, arbitrary: fc.constantFrom('*', '%') },
        { weight: 1, arbitrary: fc.constantFrom('@', '#') },
        // A set holds single letters: ß (played ss) is refused there, as the parser tests show.
        { weight: 1, arbitrary: fc.subarray(testCase.letters.filter((letter) => letter !== 'ß'), { minLength: 1, maxLength: 3 }).chain((set) => fc.constantFrom(`[${set.join('')}]`, `[^${set.join('')}]`)) },
      ),
      { minLength: 1, maxLength: 8 },
    )
    .filter((parts) => parts.filter((part) => part === '*' || part === '%').length <= 8)
    .map((parts) => parts.join(''));

/** Letter tokens only (no star): one side of a `P*S` pattern. */
const starlessPartFor = (testCase: Case) => patternFor(testCase).map((pattern) => pattern.replace(/[*%]/g, '')).filter((part) => part !== '');

const lettersFor = (testCase: Case, max: number) => fc.array(fc.constantFrom(...testCase.letters), { maxLength: max }).map((letters) => letters.join(''));

// ---- properties -----------------------------------------------------------------------------------

// Each way of answering a pattern, forced on the small lists: the defaults, end-anchored patterns
// always walked forwards without counting, always counted forwards, star-free patterns always walked.
const STRATEGIES: Array<[string, SearchStrategyLimits]> = [
  ['default', DEFAULT_STRATEGY_LIMITS],
  ['reverse ranges', { reverseRanges: Number.MAX_SAFE_INTEGER, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: 0, letterPairWords: 0, fixedLengthWalkVisits: 0 }],
  ['reverse listing', { reverseRanges: 0, reverseListing: Number.MAX_SAFE_INTEGER, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: 0, letterPairWords: 0, fixedLengthWalkVisits: 0 }],
  ['forward scan', { reverseRanges: 0, reverseListing: 0, forwardScan: Number.MAX_SAFE_INTEGER, prefixSuffixRunPairs: 0, letterIndexWords: 0, letterPairWords: 0, fixedLengthWalkVisits: 0 }],
  ['forward count', { reverseRanges: 0, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: 0, letterPairWords: 0, fixedLengthWalkVisits: 0 }],
  ['letter index', { reverseRanges: 0, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: Number.MAX_SAFE_INTEGER, letterPairWords: 0, fixedLengthWalkVisits: 0 }],
  ['prefix and suffix runs', { reverseRanges: 0, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: Number.MAX_SAFE_INTEGER, letterIndexWords: 0, letterPairWords: 0, fixedLengthWalkVisits: 0 }],
  ['fixed-length walk', { reverseRanges: 0, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: 0, letterPairWords: 0, fixedLengthWalkVisits: Number.MAX_SAFE_INTEGER }],
];

describe.each(CASES)('search engine vs oracle ($language)', (testCase) => {
  it.each(STRATEGIES)('pattern search (%s): same total and the same page, in dictionary order, at any offset', (_name, limits) => {
    fc.assert(
      fc.property(dictionaryFor(testCase), patternFor(testCase), lettersFor(testCase, 2), lettersFor(testCase, 2), fc.nat(40), fc.integer({ min: 1, max: 30 }), (dictionary, pattern, contains, excludes, offset, limit) => {
        const containsSet = parseLetterCounts(contains, 'contains', dictionary.rules);
        const excludesSet = parseLetterCounts(excludes, 'excludes', dictionary.rules);
        fc.pre([...containsSet.keys()].every((letter) => !excludesSet.has(letter)));
        const expected = oraclePattern(dictionary, pattern, contains, excludes);
        const page = searchPattern(dictionary, { pattern: parsePattern(pattern, dictionary.rules), contains: containsSet, excludes: excludesSet, offset, limit }, limits);
        expect(page.total).toBe(expected.length);
        expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 250 },
    );
  });

  it.each(STRATEGIES)('pattern search with a length range (%s): the total and page of the matches of those lengths only', (_name, limits) => {
    fc.assert(
      fc.property(
        dictionaryFor(testCase),
        patternFor(testCase),
        lettersFor(testCase, 2),
        lettersFor(testCase, 2),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 4 }),
        fc.nat(40),
        fc.integer({ min: 1, max: 30 }),
        (dictionary, pattern, contains, excludes, min, spread, offset, limit) => {
          const containsSet = parseLetterCounts(contains, 'contains', dictionary.rules);
          const excludesSet = parseLetterCounts(excludes, 'excludes', dictionary.rules);
          fc.pre([...containsSet.keys()].every((letter) => !excludesSet.has(letter)));
          const max = min + spread;
          const expected = oraclePatternMatches(dictionary, pattern, contains, excludes)
            .filter(({ folded }) => letterCount(folded) >= min && letterCount(folded) <= max)
            .map(({ word }) => word);
          const query = { pattern: parsePattern(pattern, dictionary.rules), contains: containsSet, excludes: excludesSet, lengths: { min, max }, offset, limit };
          const page = searchPattern(dictionary, query, limits);
          expect(page.total).toBe(expected.length);
          expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a length range on the shapes the letter index, a plain prefix and an end anchor answer (ta*, *e*, *, *ta): the matches of those lengths only', () => {
    const shape = fc.oneof(
      fc.tuple(lettersFor(testCase, 2), fc.nat(3)).map(([letters, any]) => `${letters}${'?'.repeat(any)}*`),
      fc.constantFrom(...testCase.letters).map((letter) => `*${letter}*`),
      lettersFor(testCase, 3).map((letters) => `*${letters}`),
    );
    const fromIndex = { ...DEFAULT_STRATEGY_LIMITS, letterIndexWords: Number.MAX_SAFE_INTEGER };
    fc.assert(
      fc.property(dictionaryFor(testCase), shape, fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 3 }), fc.nat(20), fc.integer({ min: 1, max: 30 }), (dictionary, pattern, min, spread, offset, limit) => {
        const none = new Map<number, number>();
        const max = min + spread;
        const expected = oraclePatternMatches(dictionary, pattern, '', '')
          .filter(({ folded }) => letterCount(folded) >= min && letterCount(folded) <= max)
          .map(({ word }) => word);
        for (const limits of [DEFAULT_STRATEGY_LIMITS, fromIndex]) {
          const page = searchPattern(dictionary, { pattern: parsePattern(pattern, dictionary.rules), contains: none, excludes: none, lengths: { min, max }, offset, limit }, limits);
          expect(page.total).toBe(expected.length);
          expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a pattern without wildcards (present, absent, with or without diacritics, upper case, with contains and excludes): one step down the DAWG per letter', () => {
    const spelling = fc.oneof(
      fc.array(fc.constantFrom(...testCase.letters), { minLength: 1, maxLength: 8 }).map((letters) => letters.join('')),
      fc.constantFrom(...testCase.extra),
    );
    fc.assert(
      fc.property(dictionaryFor(testCase), fc.nat(), fc.boolean(), spelling, fc.boolean(), lettersFor(testCase, 2), lettersFor(testCase, 2), fc.nat(3), fc.integer({ min: 1, max: 3 }), (dictionary, pick, fromList, other, upper, contains, excludes, offset, limit) => {
        const listed = [...dictionary.words()].map(({ word }) => word);
        const word = fromList && listed.length > 0 ? (listed[pick % listed.length] as string) : other;
        const pattern = upper ? word.toUpperCase() : word;
        const containsSet = parseLetterCounts(contains, 'contains', dictionary.rules);
        const excludesSet = parseLetterCounts(excludes, 'excludes', dictionary.rules);
        fc.pre([...containsSet.keys()].every((letter) => !excludesSet.has(letter)));
        const expected = oraclePattern(dictionary, pattern, contains, excludes);
        const page = searchPattern(dictionary, { pattern: parsePattern(pattern, dictionary.rules), contains: containsSet, excludes: excludesSet, offset, limit });
        expect(page.total).toBe(expected.length);
        expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 300 },
    );
  });

  it('one star between letters (P*S): counted from both sides, words too short for both sides left out, at any offset', () => {
    const none = new Map<number, number>();
    const bothSides = { ...DEFAULT_STRATEGY_LIMITS, prefixSuffixRunPairs: Number.MAX_SAFE_INTEGER };
    fc.assert(
      fc.property(dictionaryFor(testCase), starlessPartFor(testCase), starlessPartFor(testCase), fc.nat(40), fc.integer({ min: 1, max: 30 }), (dictionary, prefix, suffix, offset, limit) => {
        const pattern = `${prefix}*${suffix}`;
        const expected = oraclePattern(dictionary, pattern, '', '');
        const page = searchPattern(dictionary, { pattern: parsePattern(pattern, dictionary.rules), contains: none, excludes: none, offset, limit }, bothSides);
        expect(page.total).toBe(expected.length);
        expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 300 },
    );
  });

  it('letters and length only (ta*, ??????, *e*, with contains and excludes): answered from the letter index, at any offset', () => {
    const fromIndex = { ...DEFAULT_STRATEGY_LIMITS, letterIndexWords: Number.MAX_SAFE_INTEGER };
    const shape = fc.oneof(
      fc.tuple(lettersFor(testCase, 2), fc.nat(4), fc.boolean()).map(([letters, any, star]) => `${letters}${'?'.repeat(any)}${star ? '*' : ''}`),
      fc.constantFrom(...testCase.letters).map((letter) => `*${letter}*`),
    );
    fc.assert(
      fc.property(dictionaryFor(testCase), shape, fc.uniqueArray(fc.constantFrom(...testCase.letters), { maxLength: 3 }), lettersFor(testCase, 3), fc.nat(60), fc.integer({ min: 1, max: 30 }), (dictionary, pattern, containsLetters, excludes, offset, limit) => {
        fc.pre(pattern !== '');
        const contains = containsLetters.join('');
        const containsSet = parseLetterCounts(contains, 'contains', dictionary.rules);
        const excludesSet = parseLetterCounts(excludes, 'excludes', dictionary.rules);
        fc.pre([...containsSet.keys()].every((letter) => !excludesSet.has(letter)));
        const expected = oraclePattern(dictionary, pattern, contains, excludes);
        const page = searchPattern(dictionary, { pattern: parsePattern(pattern, dictionary.rules), contains: containsSet, excludes: excludesSet, offset, limit }, fromIndex);
        expect(page.total).toBe(expected.length);
        expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 300 },
    );
  });

  it('star-free patterns with one wildcard (c?t, ?at, ca[rt], a spelling with diacritics, with contains and excludes): walked down the DAWG; any star-free pattern: the same answer when the walk gives up after any number of nodes', () => {
    // A set of letters without diacritics, so that it never folds to one letter (`[éè]` is `e`: no wildcard).
    const wildcard = fc.oneof(
      fc.constantFrom('?', '_', '@', '#'),
      fc.subarray(testCase.letters.filter((letter) => /^[a-z]$/.test(letter)), { minLength: 2, maxLength: 3 }).chain((set) => fc.constantFrom(`[${set.join('')}]`, `[^${set.join('')}]`)),
    );
    const spelling = fc.oneof(fc.array(fc.constantFrom(...testCase.letters), { minLength: 1, maxLength: 7 }), fc.constantFrom(...testCase.extra).map((word) => [...word]));
    // [pattern, whether it has exactly one wildcard]: a spelling with one letter opened, or any star-free pattern.
    const starFree = fc.oneof(
      fc.tuple(spelling, fc.nat(), wildcard).map(([letters, at, open]): [string, boolean] => [letters.map((letter, index) => (index === at % letters.length ? open : letter)).join(''), true]),
      starlessPartFor(testCase).map((pattern): [string, boolean] => [pattern, false]),
    );
    fc.assert(
      fc.property(dictionaryFor(testCase), starFree, lettersFor(testCase, 2), lettersFor(testCase, 2), fc.nat(40), fc.integer({ min: 1, max: 30 }), fc.nat(40), (dictionary, [pattern, oneWildcard], contains, excludes, offset, limit, visits) => {
        const containsSet = parseLetterCounts(contains, 'contains', dictionary.rules);
        const excludesSet = parseLetterCounts(excludes, 'excludes', dictionary.rules);
        fc.pre([...containsSet.keys()].every((letter) => !excludesSet.has(letter)));
        const expected = oraclePattern(dictionary, pattern, contains, excludes);
        const query = { pattern: parsePattern(pattern, dictionary.rules), contains: containsSet, excludes: excludesSet, offset, limit };
        const walked = searchFixedLengthWalk(dictionary, query, { ...DEFAULT_STRATEGY_LIMITS, fixedLengthWalkVisits: Number.MAX_SAFE_INTEGER });
        if (oneWildcard) {
          expect(walked?.total).toBe(expected.length);
          expect(walked?.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
        }
        const page = searchPattern(dictionary, query, { ...DEFAULT_STRATEGY_LIMITS, fixedLengthWalkVisits: visits });
        expect(page.total).toBe(expected.length);
        expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 400 },
    );
  });

  it('pattern search: paging through every result with any page size yields each match once, in order', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), patternFor(testCase), fc.integer({ min: 1, max: 7 }), (dictionary, pattern, pageSize) => {
        const parsed = parsePattern(pattern, dictionary.rules);
        const none = new Map<number, number>();
        const collected: string[] = [];
        let offset = 0;
        for (;;) {
          const page = searchPattern(dictionary, { pattern: parsed, contains: none, excludes: none, offset, limit: pageSize });
          collected.push(...page.words.map((entry) => entry.word));
          offset += pageSize;
          if (offset >= page.total) break;
        }
        expect(collected).toEqual(oraclePattern(dictionary, pattern, '', ''));
      }),
      { numRuns: 100 },
    );
  });

  it('anagram search: same words, blanks, points, scores and order', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), lettersFor(testCase, 7), fc.nat(3), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 9 }), fc.nat(20), (dictionary, tiles, blankCount, minLength, maxLength, offset) => {
        const rackText = tiles + '?'.repeat(blankCount);
        fc.pre(rackText.length > 0);
        const rack = parseRack(rackText, dictionary.rules);
        const folded = [...tiles].map((tile) => dictionary.rules.fold(tile) ?? '').join('') + '?'.repeat(blankCount);
        fc.pre(minLength <= Math.min(maxLength, rack.size));
        const expected = oracleAnagram(dictionary, folded, minLength, maxLength);
        const page = searchAnagram(dictionary, { rack, minLength, maxLength, offset, limit: 25 });
        expect(page.total).toBe(expected.length);
        expect(page.words.map(({ word, points, score, blanks }) => ({ word, points, score, blanks }))).toEqual(expected.slice(offset, offset + 25));
      }),
      { numRuns: 250 },
    );
  });

  // Small pages move the cutoff (the shortest length recorded) up early, and racks with blanks count
  // whole subtrees from the lengths-below table: every page must still come out in order.
  it('anagram search: paging through every result with any page size yields each match once, in order', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), lettersFor(testCase, 7), fc.nat(4), fc.integer({ min: 1, max: 7 }), (dictionary, tiles, blankCount, pageSize) => {
        const rackText = tiles + '?'.repeat(blankCount);
        fc.pre(rackText.length > 0);
        const rack = parseRack(rackText, dictionary.rules);
        const folded = [...tiles].map((tile) => dictionary.rules.fold(tile) ?? '').join('') + '?'.repeat(blankCount);
        const expected = oracleAnagram(dictionary, folded, 2, rack.size);
        const collected: Array<{ word: string; points: number; score: number; blanks: string[] }> = [];
        for (let offset = 0; ; offset += pageSize) {
          const page = searchAnagram(dictionary, { rack, minLength: 2, maxLength: rack.size, offset, limit: pageSize });
          expect(page.total).toBe(expected.length);
          collected.push(...page.words.map(({ word, points, score, blanks }) => ({ word, points, score, blanks })));
          if (offset + pageSize >= page.total) break;
        }
        expect(collected).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  // A rack of blanks only is paged per length by the pattern engine instead of the walk's records.
  it('anagram search: racks of blanks only give the same words, order and pages at any offset', () => {
    fc.assert(
      fc.property(dictionaryFor(testCase), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 4 }), fc.nat(300), fc.integer({ min: 1, max: 40 }), (dictionary, blankCount, minLength, offset, limit) => {
        const rack = parseRack('?'.repeat(blankCount), dictionary.rules);
        fc.pre(minLength <= rack.size);
        const expected = oracleAnagram(dictionary, '?'.repeat(blankCount), minLength, rack.size);
        const page = searchAnagram(dictionary, { rack, minLength, maxLength: rack.size, offset, limit });
        expect(page.total).toBe(expected.length);
        expect(page.words.map(({ word, points, score, blanks }) => ({ word, points, score, blanks }))).toEqual(expected.slice(offset, offset + limit));
      }),
      { numRuns: 150 },
    );
  });
});
