import type { WordListName } from '@lexicon/shared/word-lists';

/** The parts of the REST answers (README, Search and Word details) that the page reads. */

export interface LanguageInfo {
  code: string;
  name: string;
  native_name: string;
  flag: string;
  word_count: number;
  /** The language's letters in order (its tile set's, accented ones included). */
  alphabet: string;
  /** The word lists a search may name in `dict`: `full` and `common`, and SCOWL's sizes in English. */
  lists: Array<{ name: WordListName; word_count: number }>;
}

export interface LanguagesResponse {
  languages: LanguageInfo[];
}

export interface FoundWord {
  word: string;
  length: number;
  points: number;
  /** Anagrams only: the points the word makes from the rack (blanks count 0). */
  score?: number;
  /** Anagrams only: the letters the blanks play. */
  blanks?: string[];
  /** With `hooks=true`: the letters that make a word before (`front`) and after (`back`) it. */
  hooks?: { front: string[]; back: string[] };
}

export interface SearchResponse {
  tool: 'pattern' | 'anagram';
  language: string;
  description: string;
  total: number;
  returned: number;
  has_more: boolean;
  offset: number;
  limit: number;
  words: FoundWord[];
}

/** One rack in every language (GET /api/v1/search/anagram/languages): per language, its best words. */
export interface AnagramLanguagesResponse {
  tool: 'anagram_languages';
  description: string;
  languages: Array<{
    language: string;
    name: string;
    cut: boolean;
    omitted_letters: string[];
    untiled_letters: string[];
    total: number | null;
    longest: FoundWord[];
    highest_scoring: FoundWord[];
  }>;
}

/** A sense's words in another language: `text` holds them, separated by commas. */
export interface Translation {
  language: string;
  text: string;
}

export interface Meaning {
  part_of_speech?: string;
  part_of_speech_label?: string;
  base_word?: string;
  definitions: Array<{ definition: string; example?: string; synonyms?: string[] }>;
  synonyms?: string[];
  translations?: Translation[];
}

export interface BaseWord {
  word: string;
  part_of_speech?: string;
  basis: 'lexicon' | 'affix-rules' | 'guess';
}

export interface FamilyWord {
  word: string;
  length: number;
  points: number;
}

export type FamilyName = 'starts_with' | 'ends_with' | 'contains';

export interface WordResponse {
  word: string;
  language: string;
  language_name: string;
  length: number;
  points: number;
  has_points: boolean;
  variants?: string[];
  definition?: { phonetic?: string; audio_url?: string; meanings?: Meaning[]; lemma?: string; base_words?: BaseWord[]; source?: string };
  hooks: { front: string[]; back: string[] };
  anagrams: string[];
  anagram_count: number;
  common_rank: number | null;
  lists: WordListName[];
  probability: number;
  word_families: Record<FamilyName, FamilyWord[]> & { totals: Record<FamilyName, number> };
  cross_languages: Array<{ code: string; word: string; name: string; flag: string; points: number }>;
}

export interface ErrorBody {
  error: { code: string; message: string; details?: { position?: number; suggestions?: string[]; [key: string]: unknown } };
}
