import { parseRack } from '@lexicon/engine';
import { fixtureDictionary, oracleAnagramMatches } from '@lexicon/engine/test-support';
import fc from 'fast-check';
import { anagramTablesOf } from '../src/search/anagram-tables';
import { highestScoringMatches } from '../src/search/highest-score-walk';

/**
 * The bounded walk for the first pages of `-score` (highest-score-walk.ts) against the brute-force
 * oracle: lists mixing cheap and dear letters, racks with and without blanks, few words kept, so the
 * bound prunes most subtrees and a bound off by one point would drop a word that belongs.
 */
const LETTERS = ['a', 'e', 's', 't', 'q', 'z', 'x', 'j', 'k'];

const dictionaries = fc
  .uniqueArray(fc.array(fc.constantFrom(...LETTERS), { minLength: 2, maxLength: 7 }).map((word) => word.join('')), { minLength: 1, maxLength: 200 })
  .map((words) => fixtureDictionary('en', words));

describe('highest-scoring matches of a rack, keeping only the best as the walk goes', () => {
  it('are the oracle\'s first matches by score as played, then length, then dictionary order', () => {
    fc.assert(
      fc.property(
        dictionaries,
        fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 7 }),
        fc.nat(3),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        (dictionary, tiles, blankCount, needed, minLength) => {
          const rackText = tiles.join('') + '?'.repeat(blankCount);
          const rack = parseRack(rackText, dictionary.rules);
          fc.pre(minLength <= rack.size);
          const expected = oracleAnagramMatches(dictionary, rackText, minLength, rack.size)
            .sort((a, b) => b.score - a.score || b.length - a.length || a.rank - b.rank)
            .slice(0, needed)
            .map(({ rank, score }) => ({ rank, score }));
          const best = highestScoringMatches(dictionary.dawg, anagramTablesOf(dictionary), false, rack, { minLength, maxLength: rack.size }, needed);
          expect(best?.map(({ rank, points }) => ({ rank, score: points }))).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('walks on below a word that ties the last score kept: a longer word a blank ends ties it and wins (za?: zas before za)', () => {
    const english = fixtureDictionary('en', ['as', 'za', 'zas']);
    const best = highestScoringMatches(english.dawg, anagramTablesOf(english), false, parseRack('za?', english.rules), { minLength: 2, maxLength: 3 }, 1);
    expect(best?.map(({ rank, length, points }) => ({ word: english.wordAt(rank).folded, length, score: points }))).toEqual([{ word: 'zas', length: 3, score: 11 }]);
  });

  it('declines where two letters make one tile (Spanish ll), whose value the bound cannot see', () => {
    const spanish = fixtureDictionary('es', ['calle']);
    expect(highestScoringMatches(spanish.dawg, anagramTablesOf(spanish), spanish.tileTable.hasPairs, parseRack('calle', spanish.rules), { minLength: 2, maxLength: 5 }, 3)).toBeNull();
  });
});
