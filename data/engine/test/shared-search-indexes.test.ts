import { adoptSearchIndexes, decodeArtifact, Dictionary, DEFAULT_STRATEGY_LIMITS, parseLetterCounts, parsePattern, parseRack, searchAnagram, searchPattern, type SearchStrategyLimits, type SharedSearchIndexes, sharedSearchIndexesOf } from '@lexicon/engine';
import { buildFixtureArtifact } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';
import fc from 'fast-check';

/**
 * A worker thread answers from the indexes the main thread built, adopted over shared memory: its
 * dictionary (another Dictionary over the same artifact, given the first one's DAWG summaries) must
 * answer every search exactly as the dictionary that built them, and build nothing of its own.
 * structuredClone stands for postMessage: both share a SharedArrayBuffer instead of copying it.
 */

const LETTERS = ['a', 'b', 'c', 'e', 't', 's'];
const LANGUAGE: LanguageCode = 'en';

/** Two dictionaries over the same artifact bytes: one builds the indexes, the other adopts them. */
function builderAndAdopter(words: string[]): { builder: Dictionary; adopter: Dictionary; indexes: SharedSearchIndexes } {
  const { file } = buildFixtureArtifact(LANGUAGE, words);
  const builder = new Dictionary(decodeArtifact(file, LANGUAGE));
  const indexes = structuredClone(sharedSearchIndexesOf(builder));
  const adopter = new Dictionary(decodeArtifact(file, LANGUAGE), structuredClone(builder.dawgSummaries));
  adoptSearchIndexes(adopter, indexes);
  return { builder, adopter, indexes };
}

const wordsArbitrary = fc.uniqueArray(fc.array(fc.constantFrom(...LETTERS), { minLength: 2, maxLength: 7 }).map((letters) => letters.join('')), { minLength: 1, maxLength: 150 });

const patternArbitrary = fc
  .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...LETTERS) }, { weight: 2, arbitrary: fc.constant('?') }, { weight: 2, arbitrary: fc.constant('*') }), { minLength: 1, maxLength: 7 })
  .map((parts) => parts.join(''));

/** Every way of answering a pattern, forced, so that each adopted index is the one read. */
const STRATEGIES: SearchStrategyLimits[] = [
  DEFAULT_STRATEGY_LIMITS,
  { reverseRanges: Number.MAX_SAFE_INTEGER, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: 0 },
  { reverseRanges: 0, reverseListing: Number.MAX_SAFE_INTEGER, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: 0 },
  { reverseRanges: 0, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: Number.MAX_SAFE_INTEGER },
  { reverseRanges: 0, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: Number.MAX_SAFE_INTEGER, letterIndexWords: 0 },
];

describe('search indexes shared with another thread', () => {
  it('live in shared memory, and the adopting dictionary uses them rather than building its own', () => {
    const { adopter, indexes } = builderAndAdopter(['cat', 'cats', 'scat', 'act', 'tea', 'eat', 'beast', 'abets']);
    const arrays = [
      indexes.rankQuantiles.bits,
      ...(indexes.letterIndex?.hasLetter ?? []),
      indexes.forwardSignatures.bits,
      indexes.reverseSignatures.bits,
      indexes.anagramTables.edgeRankOffsets,
      indexes.anagramTables.lengthsBelow.counts,
      indexes.blankRackOrder.ranks,
      ...(indexes.rackLetterBits?.once ?? []),
      ...(indexes.rackLetterBits?.twice ?? []),
      indexes.lengthMasks.forward,
      indexes.lengthMasks.reverse,
      adopter.dawgSummaries.forward.lettersBelowLow,
      adopter.dawgSummaries.reverse.height,
    ];
    // By tag: jest runs tests in another realm, whose SharedArrayBuffer is another constructor.
    for (const array of arrays) expect(Object.prototype.toString.call(array.buffer)).toBe('[object SharedArrayBuffer]');
    const held = sharedSearchIndexesOf(adopter);
    expect(held.rankQuantiles.bits).toBe(indexes.rankQuantiles.bits);
    expect(held.letterIndex?.hasLetter).toBe(indexes.letterIndex?.hasLetter);
    expect(held.forwardSignatures).toBe(indexes.forwardSignatures);
    expect(held.reverseSignatures).toBe(indexes.reverseSignatures);
    expect(held.anagramTables.edgeRankOffsets).toBe(indexes.anagramTables.edgeRankOffsets);
    expect(held.anagramTables.lengthsBelow).toBe(indexes.anagramTables.lengthsBelow);
    expect(held.blankRackOrder).toBe(indexes.blankRackOrder);
    expect(held.lengthMasks).toEqual(indexes.lengthMasks);
    expect(held.lengthMasks.forward).toBe(indexes.lengthMasks.forward);
    expect(held.lengthMasks.reverse).toBe(indexes.lengthMasks.reverse);
    // The small lists of these tests keep both tables the largest lists go without.
    expect(indexes.letterPairCounts).not.toBeNull();
    expect(indexes.rackLetterBits).not.toBeNull();
    expect(held.letterPairCounts).toBe(indexes.letterPairCounts);
    expect(held.rackLetterBits).toBe(indexes.rackLetterBits);
  });

  it('answer every pattern search (each strategy forced, any offset) as the dictionary that built them', () => {
    fc.assert(
      fc.property(wordsArbitrary, patternArbitrary, fc.constantFrom(...STRATEGIES), fc.nat(20), fc.subarray(LETTERS, { maxLength: 2 }), (words, pattern, limits, offset, contains) => {
        const { builder, adopter } = builderAndAdopter(words);
        const query = (dictionary: Dictionary) => ({ pattern: parsePattern(pattern, dictionary.rules), contains: parseLetterCounts(contains.join(''), 'contains', dictionary.rules), excludes: new Map(), offset, limit: 10 });
        expect(searchPattern(adopter, query(adopter), limits)).toEqual(searchPattern(builder, query(builder), limits));
      }),
      { numRuns: 150 },
    );
  });

  it('answer every anagram search (racks of many blanks included, any offset) as the dictionary that built them', () => {
    fc.assert(
      fc.property(wordsArbitrary, fc.array(fc.constantFrom(...LETTERS, '?'), { minLength: 2, maxLength: 9 }), fc.nat(30), (words, tiles, offset) => {
        const { builder, adopter } = builderAndAdopter(words);
        const query = (dictionary: Dictionary) => {
          const rack = parseRack(tiles.join(''), dictionary.rules);
          return { rack, minLength: 2, maxLength: Math.min(rack.size, 7), offset, limit: 10 };
        };
        expect(searchAnagram(adopter, query(adopter))).toEqual(searchAnagram(builder, query(builder)));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses DAWG summaries of another artifact', () => {
    const one = new Dictionary(decodeArtifact(buildFixtureArtifact(LANGUAGE, ['cat', 'cats']).file, LANGUAGE));
    const other = buildFixtureArtifact(LANGUAGE, ['beast', 'abets', 'tabs', 'bats']).file;
    expect(() => new Dictionary(decodeArtifact(other, LANGUAGE), one.dawgSummaries)).toThrow(RangeError);
  });
});
