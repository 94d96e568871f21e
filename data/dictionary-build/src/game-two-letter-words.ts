import { type LanguageRules, letterCount, playableForms } from '@lexicon/engine';

export interface TwoLetterChanges {
  /** Our sources' two-letter words the game's list does not hold, taken out of the list. */
  dropped: string[];
  /** The game's two-letter words none of our sources gives, put in. */
  added: string[];
}

/**
 * Where the game publishes its two-letter words (the metadata's `gameList.twoLetterWords`, cited
 * there), they decide ours: the two-letter words are the ones a tournament accepts, compared on the
 * letters as played. Languages without a published list keep what their sources give.
 */
export function applyGameTwoLetterWords(rules: LanguageRules, words: Set<string>): TwoLetterChanges {
  const published = rules.metadata.gameList.twoLetterWords;
  if (published === undefined) return { dropped: [], added: [] };
  const game = new Map<string, string>();
  for (const word of published.words) {
    const forms = playableForms(rules, word);
    if (forms === null) throw new Error(`${rules.metadata.code}: the game's two-letter word ${word} is not playable in the language`);
    game.set(forms.folded, forms.display);
  }
  const ours = new Set<string>();
  const dropped: string[] = [];
  for (const display of words) {
    const forms = playableForms(rules, display);
    if (forms === null || letterCount(forms.folded) !== 2) continue;
    ours.add(forms.folded);
    if (!game.has(forms.folded)) dropped.push(display);
  }
  for (const display of dropped) words.delete(display);
  const added = [...game].filter(([folded]) => !ours.has(folded)).map(([, display]) => display);
  for (const display of added) words.add(display);
  return { dropped: dropped.sort(), added: added.sort() };
}
