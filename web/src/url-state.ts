import { PATTERN_SORT_VALUES, SORT_VALUES } from '@lexicon/shared/sort-orders';
import { WORD_LISTS, type WordListName } from '@lexicon/shared/word-lists';
import { browserInterfaceLanguage, type InterfaceLanguage, isInterfaceLanguage } from './i18n/interface-language';

export const MODES = ['pattern', 'anagram', 'word'] as const;
export type Mode = (typeof MODES)[number];

/**
 * Everything a visitor chose, kept in the address (`/?mode=anagram&lang=fr&letters=chat??`) so that
 * reload, back/forward and shared links bring it back. `open` is the word in the drawer; `ui` the
 * interface language when chosen rather than taken from the browser.
 */
export interface PageState {
  mode: Mode;
  lang: string;
  pattern: string;
  contains: string;
  excludes: string;
  letters: string;
  min: string;
  max: string;
  word: string;
  /** A `sort` value of the contract (shared/src/search/sort-orders.ts), or '' for the search's own order. */
  sort: string;
  /** 'true' keeps the language's common words only (the API's `common`). */
  common: '' | 'true';
  /** The word list searched (the API's `dict`), or '' for the language's full list. */
  dict: WordListName | '';
  /** 'true' shows each word's hooks (the API's `hooks`). */
  hooks: '' | 'true';
  /** 'true' asks for the rack in every language at once (anagram only). */
  every: '' | 'true';
  open: string;
  ui: InterfaceLanguage | '';
}

export const DEFAULT_LANGUAGE = 'en';

/** The orders each search offers: pattern search has no rack, so no `score`. */
export const SORT_CHOICES: Record<'pattern' | 'anagram', readonly string[]> = { pattern: PATTERN_SORT_VALUES, anagram: SORT_VALUES };

/** Each mode's one input, the field it fills. */
export const MAIN_FIELD = { pattern: 'pattern', anagram: 'letters', word: 'word' } as const satisfies Record<Mode, keyof PageState>;

/** Which parameters belong to each mode: the others are left out of the address. */
const MODE_FIELDS: Record<Mode, ReadonlyArray<keyof PageState>> = {
  pattern: ['pattern', 'contains', 'excludes', 'min', 'max', 'sort', 'common', 'dict', 'hooks'],
  anagram: ['letters', 'min', 'max', 'sort', 'common', 'dict', 'hooks', 'every'],
  word: ['word'],
};

/**
 * The state an address names. Without `lang` (a first visit to `/`), the dictionary is the first of
 * the browser's `preferred` languages among the twelve (the interface's languages are the
 * dictionaries'), else English.
 */
export function parseState(search: string, preferred: readonly string[] = []): PageState {
  const query = new URLSearchParams(search);
  const text = (name: string): string => query.get(name) ?? '';
  const mode = text('mode');
  const ui = text('ui');
  return {
    mode: (MODES as readonly string[]).includes(mode) ? (mode as Mode) : 'pattern',
    lang: /^[a-z]{2}$/.test(text('lang')) ? text('lang') : preferred.length > 0 ? browserInterfaceLanguage(preferred) : DEFAULT_LANGUAGE,
    pattern: text('pattern'),
    contains: text('contains'),
    excludes: text('excludes'),
    letters: text('letters'),
    min: text('min'),
    max: text('max'),
    word: text('word'),
    sort: (SORT_VALUES as readonly string[]).includes(text('sort')) ? text('sort') : '',
    common: text('common') === 'true' ? 'true' : '',
    dict: (WORD_LISTS as readonly string[]).includes(text('dict')) && text('dict') !== 'full' ? (text('dict') as WordListName) : '',
    hooks: text('hooks') === 'true' ? 'true' : '',
    every: text('every') === 'true' ? 'true' : '',
    open: text('open'),
    ui: isInterfaceLanguage(ui) ? ui : '',
  };
}

/** The interface's language: the one chosen in the address, else the first of the browser's it speaks. */
export function interfaceLanguageOf(state: PageState, preferred: readonly string[]): InterfaceLanguage {
  return state.ui || browserInterfaceLanguage(preferred);
}

/** The address's query for a state; `?` and `*` stay readable (URLSearchParams would escape them). */
export function serializeState(state: PageState): string {
  const pairs: Array<[string, string]> = [
    ['mode', state.mode],
    ['lang', state.lang],
  ];
  for (const field of MODE_FIELDS[state.mode]) if (state[field] !== '') pairs.push([field, state[field]]);
  if (state.open !== '') pairs.push(['open', state.open]);
  if (state.ui !== '') pairs.push(['ui', state.ui]);
  const encode = (value: string): string => encodeURIComponent(value).replace(/%3F/g, '?').replace(/%2A/g, '*');
  return `?${pairs.map(([name, value]) => `${name}=${encode(value)}`).join('&')}`;
}
