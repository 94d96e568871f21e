import { languageMetadata } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';

type Guess = (word: string) => string | undefined;

const guessesByLanguage = new Map<LanguageCode, readonly Guess[]>();

/** The language's alternations of stems (metadata `baseWordGuesses`), compiled once. */
function guessesOf(language: LanguageCode): readonly Guess[] {
  let guesses = guessesByLanguage.get(language);
  if (guesses === undefined) {
    guesses = languageMetadata(language).baseWordGuesses.map(({ form, base }): Guess => {
      const pattern = new RegExp(form, 'u');
      return (word) => (pattern.test(word) ? word.replace(pattern, base) : undefined);
    });
    guessesByLanguage.set(language, guesses);
  }
  return guesses;
}

/**
 * What the language's stem alternations make of a form (Czech psa: pes, domu: dům), in the metadata's
 * order: guesses at a base word the lexicons and hunspell rules do not give, to be tried for meanings.
 */
export function guessedBaseWords(language: LanguageCode, word: string): string[] {
  return guessesOf(language).flatMap((guess) => {
    const base = guess(word);
    return base === undefined || base === word ? [] : [base];
  });
}
