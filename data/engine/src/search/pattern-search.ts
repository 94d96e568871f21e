import type { Dictionary, DictionaryWord } from '../dictionary';
import { MAX_WORD_LENGTH } from '../languages/language-rules';
import { searchCountedForwards } from './counted-search';
import { searchFromTheEnd } from './end-anchored-search';
import { searchExactWord } from './exact-word-search';
import { searchFixedLengthWalk } from './fixed-length-walk';
import { withLengthsThatCut } from './length-range';
import { searchByLetterIndex } from './letter-index';
import { searchByLetterPairs } from './letter-pair-search';
import { searchLiteralPrefix } from './literal-prefix-search';
import { searchByPrefixAndSuffix } from './prefix-suffix-search';
import { DECLINED, DEFAULT_STRATEGY_LIMITS, type PatternQuery, type PatternStrategy, type SearchPage, type SearchStrategyLimits } from './search-query';

/**
 * The ways of answering a pattern, tried in this order; the first that does not decline answers:
 * - no wildcard (`cat`): one step down the DAWG per letter (exact-word-search.ts);
 * - no star and one wildcard (`c?t`, `?at`): walked straight down the DAWG's matching paths (fixed-length-walk.ts);
 * - a plain prefix (`acc*`): the words below its DAWG node;
 * - letters and length only (`*` with contains, `??????` with excludes, `*e*`) on lists with a
 *   letter index: bit sets over the ranks (letter-index.ts);
 * - two letters, together or apart, or three apart, between stars (`*ns*`, `*r*m*`, `*r*l*s*`) on lists with letter-pair
 *   tables: the total from them, the page walked until full (letter-pair-search.ts);
 * - one star between letters (`[^afok]*je`): the prefix's and the suffix's runs of ranks, crossed
 *   by order statistics (prefix-suffix-search.ts);
 * - a star first, letters last (`*ing`): counted on the words spelled backwards, where its last
 *   letters narrow the search at once (end-anchored-search.ts);
 * - anything else is counted forwards (counted-search.ts), which never declines.
 * A length range (min_length, max_length) is first settled against the pattern (length-range.ts); one
 * that still cuts is applied by the automaton's strategies and the letter index, the others decline it.
 */
const STRATEGIES: readonly PatternStrategy[] = [searchExactWord, searchFixedLengthWalk, searchLiteralPrefix, searchByLetterIndex, searchByLetterPairs, searchByPrefixAndSuffix, searchFromTheEnd, searchCountedForwards];

/** Words matching a pattern (within its length range) in dictionary order, with the exact total. */
export function searchPattern(
  dictionary: Dictionary,
  asked: PatternQuery,
  limits: SearchStrategyLimits = DEFAULT_STRATEGY_LIMITS,
): SearchPage<DictionaryWord> {
  // No word is longer: a pattern of more letters matches none.
  if (asked.pattern.tokens.filter((token) => token.kind === 'letter').length > MAX_WORD_LENGTH) return { total: 0, words: [] };
  const query = withLengthsThatCut(asked);
  if (query === null) return { total: 0, words: [] };
  for (const strategy of STRATEGIES) {
    const page = strategy(dictionary, query, limits);
    if (page !== DECLINED) return page;
  }
  throw new Error('the counted search answers every pattern');
}
