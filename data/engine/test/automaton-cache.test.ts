import { parseLetterCounts, parsePattern, searchPattern, type SearchStrategyLimits } from '@lexicon/engine';
import { fixtureDictionary, oraclePattern } from '@lexicon/engine/test-support';
import fc from 'fast-check';
import { CACHED_AUTOMATON_STATES, withAutomaton } from '../src/search/automaton-cache';

/** Every pattern counted forwards, the strategy whose automata are cached. */
const FORWARD_COUNT: SearchStrategyLimits = { reverseRanges: 0, reverseListing: 0, forwardScan: 0, prefixSuffixRunPairs: 0, letterIndexWords: 0, letterPairWords: 0 };
const LETTERS = ['a', 'b', 'c', 'e', 't'];
const NO_LETTERS = new Map<number, number>();

describe('automaton cache', () => {
  it('queries that share one dictionary, their patterns repeated at other offsets and filters, each answer as the oracle does', () => {
    const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 2, maxLength: 7 }).map((letters) => letters.join(''));
    const part = fc.constantFrom(...LETTERS, '?', '*', '@', '[ab]', '[^ce]');
    const pattern = fc.array(part, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
    const filter = fc.array(fc.constantFrom(...LETTERS), { maxLength: 2 }).map((letters) => letters.join(''));
    // A few patterns and filters, drawn from again and again: most queries after the first reuse an automaton.
    const queries = fc.tuple(fc.array(pattern, { minLength: 1, maxLength: 3 }), fc.array(filter, { minLength: 1, maxLength: 3 })).chain(([patterns, filters]) =>
      fc.array(fc.record({ pattern: fc.constantFrom(...patterns), contains: fc.constantFrom(...filters), excludes: fc.constantFrom('', ...filters), offset: fc.nat(20), limit: fc.integer({ min: 1, max: 10 }) }), { minLength: 2, maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 120 }), queries, (words, list) => {
        const dictionary = fixtureDictionary('en', words);
        for (const query of list) {
          const contains = parseLetterCounts(query.contains, 'contains', dictionary.rules);
          const excludes = parseLetterCounts(query.excludes, 'excludes', dictionary.rules);
          if ([...contains.keys()].some((letter) => excludes.has(letter))) continue;
          const expected = oraclePattern(dictionary, query.pattern, query.contains, query.excludes);
          const page = searchPattern(dictionary, { pattern: parsePattern(query.pattern, dictionary.rules), contains, excludes, offset: query.offset, limit: query.limit }, FORWARD_COUNT);
          expect(page.total).toBe(expected.length);
          expect(page.words.map((entry) => entry.word)).toEqual(expected.slice(query.offset, query.offset + query.limit));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('gives the same automaton to the same tokens and filters, another to other filters or another dictionary', () => {
    const dictionary = fixtureDictionary('en', ['cat', 'cot', 'cut', 'act']);
    const tokens = parsePattern('c?t', dictionary.rules).tokens;
    const plain = { tokens, contains: NO_LETTERS, excludes: NO_LETTERS };
    const first = withAutomaton(dictionary, 'forward', plain, (automaton) => automaton);
    expect(withAutomaton(dictionary, 'forward', { ...plain, tokens: parsePattern('C_T', dictionary.rules).tokens }, (automaton) => automaton)).toBe(first);
    expect(withAutomaton(dictionary, 'forward', { ...plain, contains: parseLetterCounts('a', 'contains', dictionary.rules) }, (automaton) => automaton)).not.toBe(first);
    expect(withAutomaton(dictionary, 'reverse', plain, (automaton) => automaton)).not.toBe(first);
    expect(withAutomaton(fixtureDictionary('en', ['cat']), 'forward', plain, (automaton) => automaton)).not.toBe(first);
  });

  it('lets go of an automaton that grew past its state bound, also when the query using it was interrupted', () => {
    const dictionary = fixtureDictionary('en', ['cat']);
    const many = { tokens: parsePattern('?'.repeat(CACHED_AUTOMATON_STATES + 8), dictionary.rules).tokens, contains: NO_LETTERS, excludes: NO_LETTERS };
    const grow = (automaton: { start: number; step(state: number, letter: number): number }): void => {
      let state = automaton.start;
      for (let i = 0; i <= CACHED_AUTOMATON_STATES; i += 1) state = automaton.step(state, 0);
    };
    const grown = withAutomaton(dictionary, 'forward', many, (automaton) => {
      grow(automaton);
      return automaton;
    });
    expect(grown.stateCount).toBeGreaterThan(CACHED_AUTOMATON_STATES);
    const next = withAutomaton(dictionary, 'forward', many, (automaton) => automaton);
    expect(next).not.toBe(grown);
    expect(() =>
      withAutomaton(dictionary, 'forward', many, (automaton) => {
        grow(automaton);
        throw new Error('interrupted');
      }),
    ).toThrow('interrupted');
    expect(withAutomaton(dictionary, 'forward', many, (automaton) => automaton)).not.toBe(next);
  });
});
