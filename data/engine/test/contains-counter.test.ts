import type { Dictionary } from '../src';
import { fixtureDictionary } from '../test-support';
import { ContainsCounter } from '../src/families/contains-counter';
import { OccurrenceAutomaton } from '../src/families/occurrence-automaton';

/**
 * The counter against a brute force at every node a prefix of the list leads to: below a prefix p read
 * into automaton state s, count is the number of words p + rest with an occurrence of the word ending
 * at or after the end of p, and inside lengths has bit |rest| for those with such an occurrence that
 * some letter still follows.
 */

function occurrenceEnds(word: string, query: string): number[] {
  const ends: number[] = [];
  for (let start = word.indexOf(query); start >= 0; start = word.indexOf(query, start + 1)) ends.push(start + query.length);
  return ends;
}

function expectCounterMatches(dictionary: Dictionary, query: string, counter: ContainsCounter): void {
  const words = [...dictionary.words()].map((entry) => entry.folded);
  const letters = dictionary.lettersOf(query) as number[];
  const automaton = new OccurrenceAutomaton(letters, dictionary.rules.alphabet.length);
  const prefixes = new Set<string>(['']);
  for (const word of words) for (let i = 1; i <= word.length; i += 1) prefixes.add(word.slice(0, i));
  for (const prefix of prefixes) {
    let node = dictionary.dawg.root;
    let state = 0;
    for (const letter of dictionary.lettersOf(prefix) as number[]) {
      node = dictionary.dawg.child(node, letter);
      state = automaton.step(state, letter);
    }
    let count = 0;
    let inside = 0;
    for (const word of words) {
      if (!word.startsWith(prefix)) continue;
      const ends = occurrenceEnds(word, query).filter((end) => end >= prefix.length);
      if (ends.length > 0) count += 1;
      if (ends.some((end) => end < word.length)) inside |= 1 << (word.length - prefix.length);
    }
    expect({ prefix, count: counter.count(node, state) }).toEqual({ prefix, count });
    if (state < automaton.complete) expect({ prefix, inside: counter.insideLengths(node, state) }).toEqual({ prefix, inside: inside >>> 0 });
  }
}

/** Repetitive words over few letters: occurrences overlap and the automaton goes deep (8 states and more). */
function repetitiveList(): string[] {
  const words = new Set<string>();
  for (let repeat = 1; repeat <= 12; repeat += 1) {
    const base = 'ab'.repeat(repeat);
    for (const variant of [base, `${base}a`, `b${base}`, `${base}c`, `c${base}`, `${base}cab`, `a${base}b`]) words.add(variant.slice(0, 30));
  }
  for (const word of ['abc', 'cab', 'bca', 'aabb', 'abba', 'cabab', 'abcab']) words.add(word);
  return [...words];
}

describe('contains counter', () => {
  const dictionary = fixtureDictionary('en', repetitiveList());
  const queries = ['a', 'c', 'ab', 'ba', 'aa', 'aba', 'abab', 'cab', 'ababababab', 'bababababababab', 'abc'];

  it.each(queries)('counts and length masks equal a brute force below every prefix for %s', (query) => {
    const letters = dictionary.lettersOf(query) as number[];
    expectCounterMatches(dictionary, query, new ContainsCounter(dictionary.dawg, new OccurrenceAutomaton(letters, dictionary.rules.alphabet.length)));
  });

  it('gives the same answers when the working memory of earlier queries is reused', () => {
    const root = dictionary.dawg.root;
    const counterFor = (query: string): ContainsCounter =>
      new ContainsCounter(dictionary.dawg, new OccurrenceAutomaton(dictionary.lettersOf(query) as number[], dictionary.rules.alphabet.length));
    const first = queries.map((query) => {
      const counter = counterFor(query);
      return [counter.count(root, 0), counter.insideLengths(root, 0)];
    });
    // Deep queries fill many rows; a short one after them must not read what they left.
    const again = [...queries].reverse().map((query) => {
      const counter = counterFor(query);
      return [counter.count(root, 0), counter.insideLengths(root, 0)];
    });
    expect(again.reverse()).toEqual(first);
    expectCounterMatches(dictionary, 'ab', counterFor('ab'));
  });

  it('gives the same answers when lists of different sizes share the working memory in turn', () => {
    const larger = fixtureDictionary('en', [...repetitiveList(), ...repetitiveList().map((word) => `c${word}c`), ...repetitiveList().map((word) => `${word}b`)]);
    expect(larger.dawg.nodeCount).toBeGreaterThan(dictionary.dawg.nodeCount);
    const counterOver = (list: Dictionary, query: string): ContainsCounter =>
      new ContainsCounter(list.dawg, new OccurrenceAutomaton(list.lettersOf(query) as number[], list.rules.alphabet.length));
    for (const query of ['ab', 'abab', 'ababababab']) {
      expectCounterMatches(dictionary, query, counterOver(dictionary, query));
      // The larger list grows the working memory; the smaller one then reuses what the larger filled.
      expectCounterMatches(larger, query, counterOver(larger, query));
      expectCounterMatches(dictionary, query, counterOver(dictionary, query));
    }
  });
});
