import { type Dictionary, foldedWordHooks, type SearchOptions } from '@lexicon/engine';
import { type SearchResponse, type SearchWord, type SortValue, sortOrderOf, type WordListName } from '@lexicon/shared';

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

/** The order and filter a search asked for (`sort`, `common=true`), as the engine takes them. */
export function searchOptions(parameters: OrderParameters): SearchOptions {
  return { ...(parameters.sort === undefined ? {} : { sort: sortOrderOf(parameters.sort) }), commonOnly: parameters.common || parameters.dict === 'common' };
}

/** How the description names the words searched: "common English words" when only common words were. */
export function wordsNamed(parameters: OrderParameters, language: string): string {
  return parameters.common || parameters.dict === 'common' ? `common ${language}` : language;
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

export const formatCount = (count: number): string => COUNT_FORMAT.format(count);

export const plural = (count: number, one: string, many: string): string => `${formatCount(count)} ${count === 1 ? one : many}`;
