import { closeWords, commonRankAt, diacriticVariants, type Dictionary, type DictionaryWord, hasRank, MAX_WORD_LENGTH, namedWordListOf, namedWordListsOf } from '@lexicon/engine';
import { AppError, echoed, MAX_SUGGESTIONS, WORD_LISTS, type WordListName } from '@lexicon/shared';

/**
 * Looking one word up in a language's list, as word details (word-service) and a move's check
 * (search-service) both do: the same folding, the same suggestions, the same lists.
 */

export interface FoundWord {
  /** The spelling to show: the one typed when it is a dictionary spelling, else the first in collation order. */
  word: string;
  folded: string;
  letters: number[];
  /** Every spelling that folds alike, in collation order. */
  spellings: DictionaryWord[];
}

/** A word read in the language: typed in lower case, folded, and as letter indices; null when it is no word of up to 32 letters of the language. */
export interface ReadWord {
  typed: string;
  folded: string;
  letters: number[];
}

/**
 * The languages whose lower case differs from Unicode's default (the dotted and dotless i): none of
 * the list languages, so their words are lower-cased the default way, ten times cheaper than through
 * the locale (0.01 against 0.13 ms for 100 words), which a move's check of 100 words feels.
 */
const LOCALE_CASED_LANGUAGES: ReadonlySet<string> = new Set(['tr', 'az', 'lt']);

/** Reads a word as patterns read their letters: NFC, lower case in the language's locale, folded by its rules. */
export function readWord(dictionary: Dictionary, input: string): ReadWord | null {
  const normalized = input.normalize('NFC');
  const typed = LOCALE_CASED_LANGUAGES.has(dictionary.language) ? normalized.toLocaleLowerCase(dictionary.language) : normalized.toLowerCase();
  const folded = dictionary.rules.fold(typed);
  const letters = folded === null ? null : dictionary.lettersOf(folded);
  if (folded === null || letters === null || letters.length > MAX_WORD_LENGTH) return null;
  return { typed, folded, letters };
}

/** The word in the list, or null when the list lacks it. */
export function wordInList(dictionary: Dictionary, read: ReadWord): FoundWord | null {
  const found = dictionary.lookupLetters(read.folded, read.letters);
  if (found === null) return null;
  const exact = found.words.find((entry) => entry.word === read.typed);
  return { word: (exact ?? (found.words[0] as DictionaryWord)).word, folded: found.folded, letters: read.letters, spellings: found.words };
}

/** What a word that is not a word of the language answers: the parameter it came in, named. */
export function notAWordError(dictionary: Dictionary, input: string, parameter: string, code: 'invalid_parameter' | 'invalid_words'): AppError {
  return new AppError(code, `"${echoed(input)}" is not a word of up to ${MAX_WORD_LENGTH} ${dictionary.rules.metadata.name} letters.`, {
    parameter,
    value: echoed(input),
    ...(code === 'invalid_words' ? { word: echoed(input) } : {}),
  });
}

/**
 * Finds a word by its folded form (fr `ete` finds `été`). A word with characters that are no letters of
 * the language is refused (400); a word the list lacks is 404 with the closest words as suggestions.
 */
export function findWord(dictionary: Dictionary, input: string): FoundWord {
  const read = readWord(dictionary, input);
  if (read === null) throw notAWordError(dictionary, input, 'word', 'invalid_parameter');
  const found = wordInList(dictionary, read);
  if (found === null) {
    throw new AppError('word_not_found', `"${input}" is not in the ${dictionary.rules.metadata.name} word list.`, {
      parameter: 'word',
      value: input,
      language: dictionary.language,
      suggestions: suggestionsFor(dictionary, read.letters),
    });
  }
  return found;
}

/** The words a player most likely meant: those that differ only by diacritics first (zdzblo → źdźbło), then the closest by edits. */
export function suggestionsFor(dictionary: Dictionary, letters: number[]): string[] {
  const variants = diacriticVariants(dictionary, letters).map((variant) => variant.word);
  const close = closeWords(dictionary, letters, MAX_SUGGESTIONS).map((word) => word.word);
  return [...new Set([...variants, ...close])].slice(0, MAX_SUGGESTIONS);
}

/** The best common rank of the word's spellings (all that fold alike share one), or null when it is not common. */
export function commonRankOf(dictionary: Dictionary, spellings: readonly DictionaryWord[]): number | null {
  const ranks = spellings.map((spelling) => commonRankAt(dictionary, spelling.rank)).filter((rank): rank is number => rank !== null);
  return ranks.length === 0 ? null : Math.min(...ranks);
}

/** The lists (`dict`) that hold one of the word's spellings: the full one, the common one when it has a common rank, and each named list (English's SCOWL sizes) holding it. */
export function listsHolding(dictionary: Dictionary, spellings: readonly DictionaryWord[], commonRank: number | null): WordListName[] {
  const named = namedWordListsOf(dictionary).filter((name): name is WordListName => (WORD_LISTS as readonly string[]).includes(name));
  const holding = named.filter((name) => {
    const list = namedWordListOf(dictionary, name);
    return list !== undefined && spellings.some((spelling) => hasRank(list, spelling.rank));
  });
  return ['full', ...(commonRank === null ? [] : ['common' as const]), ...holding];
}
