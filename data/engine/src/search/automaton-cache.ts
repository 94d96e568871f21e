import type { Dictionary } from '../dictionary';
import { type LengthRange, lengthRangeKey } from './length-range';
import type { LetterCounts } from './letter-constraints';
import type { PatternToken } from './pattern-parser';
import { forwardSignatures, reverseSignatures } from './pattern-indexes';
import { WordAutomaton } from './word-automaton';

/** Which DAWG the automaton walks: the words as spelled, or spelled backwards (end-anchored patterns). */
export type AutomatonDirection = 'forward' | 'reverse';

/**
 * Automata kept per dictionary and direction, the least recently used dropped first. A short pattern's
 * automaton (`c?t`: four states) took about 5 µs to build, a tenth of such a query's whole cost in
 * search-service, and the same short patterns come again and again.
 */
export const CACHED_AUTOMATA = 64;
/**
 * Only automata this small stay cached: about 650 bytes a state (measured on a 26-letter alphabet),
 * so at most about 10 KB each and 650 KB per language and thread, a few KB as short patterns go
 * (`c?t` has four). A wide pattern's automaton grows to thousands of states and costs little
 * to rebuild beside the search that grew it.
 */
export const CACHED_AUTOMATON_STATES = 16;

const caches = new WeakMap<Dictionary, Record<AutomatonDirection, Map<string, WordAutomaton>>>();

const countsKey = (letters: LetterCounts): string => (letters.size === 0 ? '' : [...letters].sort(([a], [b]) => a - b).join(';'));

/**
 * The tokens, `contains`, `excludes` and the length range as a key. A token of `?`, `@`, `#` or one letter is its source,
 * which names its letters in the language (pattern-parser.ts); a class (`[ab]`, `[^ab]`) is its letter
 * indices, since a language's letters may be longer than one character and would run together there.
 */
function automatonKey(tokens: readonly PatternToken[], contains: LetterCounts, excludes: LetterCounts, lengths: LengthRange | undefined): string {
  let key = '';
  for (const token of tokens) {
    if (token.kind === 'star') key += '* ';
    else if (!token.source.startsWith('[')) key += `${token.source} `;
    else {
      key += '[';
      for (let letter = 0; letter < token.letters.length; letter += 1) if (token.letters[letter] === 1) key += `${letter},`;
      key += '] ';
    }
  }
  if (lengths !== undefined) key += `#${lengthRangeKey(lengths)}`;
  return contains.size === 0 && excludes.size === 0 ? key : `${key}|${countsKey(contains)}|${countsKey(excludes)}`;
}

/**
 * Runs `use` with the automaton of these tokens (already reversed for 'reverse'), `contains`,
 * `excludes` and length range over the dictionary, reused from an earlier query when cached. Reuse is safe because an
 * automaton holds no state of a query: its states and transitions are worked out lazily, each the same
 * whichever query asks first, and a query's counts live in the match memo under its own generation
 * (match-memo.ts). None of its methods reads the work meter, so a query interrupted mid-search leaves
 * it whole. The automaton must not outlive `use`: once used, one that has grown past
 * CACHED_AUTOMATON_STATES leaves the cache.
 */
export function withAutomaton<Result>(
  dictionary: Dictionary,
  direction: AutomatonDirection,
  query: { tokens: readonly PatternToken[]; contains: LetterCounts; excludes: LetterCounts; lengths?: LengthRange | undefined },
  use: (automaton: WordAutomaton) => Result,
): Result {
  let byDirection = caches.get(dictionary);
  if (byDirection === undefined) {
    byDirection = { forward: new Map(), reverse: new Map() };
    caches.set(dictionary, byDirection);
  }
  const cache = byDirection[direction];
  const key = automatonKey(query.tokens, query.contains, query.excludes, query.lengths);
  let automaton = cache.get(key);
  if (automaton === undefined) {
    const signatures = direction === 'forward' ? forwardSignatures(dictionary) : reverseSignatures(dictionary);
    automaton = new WordAutomaton(query.tokens, dictionary.rules.alphabet.length, query.contains, query.excludes, signatures, query.lengths);
    if (cache.size >= CACHED_AUTOMATA) cache.delete(cache.keys().next().value as string);
  } else {
    // Moved to the end: the Map's order is the order of last use.
    cache.delete(key);
  }
  cache.set(key, automaton);
  try {
    return use(automaton);
  } finally {
    if (automaton.stateCount > CACHED_AUTOMATON_STATES) cache.delete(key);
  }
}
