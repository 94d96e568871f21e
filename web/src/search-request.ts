import type { WordListName } from '@lexicon/shared/word-lists';
import { apiPath } from './api-client';
import { type PageState, SORT_CHOICES } from './url-state';

/**
 * The requests the page sends for a search, built from what the visitor chose. Each sends only the
 * parameters its operation takes (the API refuses one another operation takes: docs/api.md,
 * Parameters other operations take); web/test/search-request.test.ts holds every request built
 * here to the operations catalogue.
 */

export const PATTERN_SEARCH = '/api/v1/search/pattern';
export const ANAGRAM_SEARCH = '/api/v1/search/anagram';
export const EVERY_LANGUAGE_SEARCH = '/api/v1/search/anagram/languages';

/** A search as the page asks it: the path and its parameters (empty ones are left out when sent). */
export interface SearchRequest {
  base: string;
  parameters: Record<string, string>;
}

/** The order and filter a search is asked with, when its mode offers them (a rack's score is anagram only). */
function orderParameters(state: PageState): Record<string, string> {
  const mode = state.mode === 'anagram' ? 'anagram' : 'pattern';
  return { sort: SORT_CHOICES[mode].includes(state.sort) ? state.sort : '', common: state.common, hooks: state.hooks };
}

/** Whether the results come in one run per length, so that they can be shown in groups by length. */
export function byLengthOrder(state: PageState): boolean {
  const sort = orderParameters(state).sort ?? '';
  return sort === 'length' || sort === '-length' || (state.mode === 'anagram' && sort === '');
}

/** The lengths asked for: pattern and anagram search both take `min_length` and `max_length`. */
function lengthParameters(state: PageState): Record<string, string> {
  return { min_length: state.min.trim(), max_length: state.max.trim() };
}

/**
 * The word list asked for: a list the language lacks (kept in the address from another language) is
 * left out rather than refused, once the language's lists are known.
 */
function listParameters(state: PageState, lists: readonly WordListName[] | null): Record<string, string> {
  return { dict: state.dict !== '' && (lists === null || lists.includes(state.dict)) ? state.dict : '' };
}

/** The pattern or anagram search of a state, or null when it asks none (an empty field, a word, every language). */
export function searchRequest(state: PageState, lists: readonly WordListName[] | null): SearchRequest | null {
  if (state.mode === 'pattern' && state.pattern.trim() !== '') {
    return {
      base: PATTERN_SEARCH,
      parameters: { lang: state.lang, pattern: state.pattern.trim(), contains: state.contains.trim(), excludes: state.excludes.trim(), ...lengthParameters(state), ...listParameters(state, lists), ...orderParameters(state) },
    };
  }
  if (state.mode === 'anagram' && state.letters.trim() !== '' && state.every !== 'true') {
    return { base: ANAGRAM_SEARCH, parameters: { lang: state.lang, letters: state.letters.trim(), ...lengthParameters(state), ...listParameters(state, lists), ...orderParameters(state) } };
  }
  return null;
}

/** The search narrowed to one length, one word long: its total is that length group's count. */
export function lengthGroupPath(search: SearchRequest, length: number): string {
  return apiPath(search.base, { ...search.parameters, min_length: String(length), max_length: String(length), limit: '1' });
}

/** A pattern search's first words with another pattern (the same with the language's accents). */
export function accentedSearchPath(parameters: Readonly<Record<string, string>>, accented: string, limit: number): string {
  return apiPath(PATTERN_SEARCH, { ...parameters, pattern: accented, offset: '', limit: String(limit) });
}

/** One rack in every language, with the lengths asked. */
export function everyLanguagePath(letters: string, min: string, max: string): string {
  return apiPath(EVERY_LANGUAGE_SEARCH, { letters, min_length: min || undefined, max_length: max || undefined });
}
