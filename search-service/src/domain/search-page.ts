import { commonWordsOf, type Dictionary, foldedWordHooks, intersectionOf, namedWordListOf, namedWordListsOf, type SearchOptions, type WordSet } from '@lexicon/engine';
import type { SearchResponse, SearchWord } from '@lexicon/shared';
import { AppError, type SortValue, sortOrderOf, type WordListName } from '@lexicon/shared/core';

export interface PageFacts {
  tool: SearchResponse['tool'];
  language: SearchResponse['language'];
  query: SearchResponse['query'];
  total: number;
  offset: number;
  limit: number;
  description: string;
  words: SearchWord[];
}

/** The pagination fields every search answer carries (docs/api.md, Responses and pagination). */
export function searchResponse(facts: PageFacts): SearchResponse {
  return {
    tool: facts.tool,
    language: facts.language,
    query: facts.query,
    total: facts.total,
    returned: facts.words.length,
    has_more: facts.offset + facts.words.length < facts.total,
    offset: facts.offset,
    limit: facts.limit,
    description: facts.description,
    words: facts.words,
  };
}

interface OrderParameters {
  sort?: SortValue | undefined;
  common: boolean;
  dict?: WordListName | undefined;
}

/** The order and the words a search asked for (`sort`, `common=true`, `dict`), as the engine takes them. */
export function searchOptions(dictionary: Dictionary, parameters: OrderParameters): SearchOptions {
  const within = searchedWords(dictionary, parameters);
  return { ...(parameters.sort === undefined ? {} : { sort: sortOrderOf(parameters.sort) }), ...(within === undefined ? {} : { within }) };
}

const onlyCommon = (parameters: OrderParameters): boolean => parameters.common || parameters.dict === 'common';
/** The named list `dict` selects (English's SCOWL sizes); none for the full and common lists, which every language has. */
const namedList = (parameters: OrderParameters): WordListName | undefined => (parameters.dict === 'full' || parameters.dict === 'common' ? undefined : parameters.dict);

/** A named list's common words (common=true with dict=small), made once per dictionary and list. */
const commonWithin = new WeakMap<Dictionary, Map<string, WordSet>>();

/** The words a search keeps to: the list `dict` names, only its common words with common=true; undefined for the full list. */
function searchedWords(dictionary: Dictionary, parameters: OrderParameters): WordSet | undefined {
  const name = namedList(parameters);
  const common = onlyCommon(parameters) ? commonWordsOf(dictionary) : undefined;
  if (name === undefined) return common;
  const list = namedWordListOf(dictionary, name);
  if (list === undefined) {
    const lists = ['full', 'common', ...namedWordListsOf(dictionary)];
    throw new AppError('invalid_parameter', `dict=${name} is not a list of ${dictionary.rules.metadata.name}: its lists are ${lists.join(', ')} (GET /api/v1/languages).`, {
      parameter: 'dict',
      value: name,
      lists,
    });
  }
  if (common === undefined) return list;
  const made = commonWithin.get(dictionary) ?? new Map<string, WordSet>();
  commonWithin.set(dictionary, made);
  const both = made.get(name) ?? intersectionOf(list, common);
  made.set(name, both);
  return both;
}

/** How the description names the words searched, before "words": "common English", "English small-list". */
export function wordsNamed(parameters: OrderParameters, language: string): string {
  const name = namedList(parameters);
  return `${onlyCommon(parameters) ? 'common ' : ''}${language}${name === undefined ? '' : ` ${name}-list`}`;
}

/** `sort`, `common` and `dict` as the response's query echoes them: only when given, so default answers stay the same. */
export function orderConditions(parameters: OrderParameters): { sort?: string; common?: boolean; dict?: string } {
  return {
    ...(parameters.sort === undefined ? {} : { sort: parameters.sort }),
    ...(parameters.common ? { common: true } : {}),
    ...(parameters.dict === undefined ? {} : { dict: parameters.dict }),
  };
}

/** A result word with its hooks when the query asked for them (`hooks=true`); as it is otherwise, so default answers stay the same. */
export function withHooks(dictionary: Dictionary, asked: boolean, folded: string, word: SearchWord): SearchWord {
  return asked ? { ...word, hooks: foldedWordHooks(dictionary, folded) } : word;
}

// One formatter for the process: toLocaleString builds a new one on every call, a cost seen per request.
const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/**
 * A count as English writes it (1,234). Below 1,000 that is its digits, which Intl would take about
 * a microsecond to say: most answers' totals, every cheap query's.
 */
export const formatCount = (count: number): string => (Number.isInteger(count) && count >= 0 && count < 1000 ? String(count) : COUNT_FORMAT.format(count));

export const plural = (count: number, one: string, many: string): string => `${formatCount(count)} ${count === 1 ? one : many}`;
