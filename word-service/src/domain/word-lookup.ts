import { closeWords, diacriticVariants, type Dictionary, type DictionaryWord, MAX_WORD_LENGTH } from '@lexicon/engine';
import { AppError, echoed, MAX_SUGGESTIONS } from '@lexicon/shared';

export interface FoundWord {
  /** The spelling to show: the one typed when it is a dictionary spelling, else the first in collation order. */
  word: string;
  folded: string;
  letters: number[];
  /** Every spelling that folds alike, in collation order. */
  spellings: DictionaryWord[];
}

/**
 * Finds a word by its folded form (fr `ete` finds `été`). A word with characters that are no letters of
 * the language is refused (400); a word the list lacks is 404 with the closest words as suggestions.
 */
export function findWord(dictionary: Dictionary, input: string): FoundWord {
  const typed = input.normalize('NFC').toLocaleLowerCase(dictionary.language);
  const folded = dictionary.rules.fold(typed);
  const letters = folded === null ? null : dictionary.lettersOf(folded);
  if (folded === null || letters === null || letters.length > MAX_WORD_LENGTH) {
    throw new AppError('invalid_parameter', `"${echoed(input)}" is not a word of up to ${MAX_WORD_LENGTH} ${dictionary.rules.metadata.name} letters.`, {
      parameter: 'word',
      value: echoed(input),
    });
  }
  const found = dictionary.lookup(typed);
  if (found === null) {
    const suggestions = suggestionsFor(dictionary, letters);
    throw new AppError('word_not_found', `"${input}" is not in the ${dictionary.rules.metadata.name} word list.`, {
      parameter: 'word',
      value: input,
      language: dictionary.language,
      suggestions,
    });
  }
  const exact = found.words.find((entry) => entry.word === typed);
  return { word: (exact ?? (found.words[0] as DictionaryWord)).word, folded: found.folded, letters, spellings: found.words };
}

/** The words a player most likely meant: those that differ only by diacritics first (zdzblo → źdźbło), then the closest by edits. */
function suggestionsFor(dictionary: Dictionary, letters: number[]): string[] {
  const variants = diacriticVariants(dictionary, letters).map((variant) => variant.word);
  const close = closeWords(dictionary, letters, MAX_SUGGESTIONS).map((word) => word.word);
  return [...new Set([...variants, ...close])].slice(0, MAX_SUGGESTIONS);
}
