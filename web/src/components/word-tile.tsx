import type { FoundWord } from '../api-types';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

/** Letters folded for comparison: the blanks are listed as the tiles' letters (é plays as e). */
function folded(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Which letters of the word the blanks play. The API lists the letters, not where they go; rack
 * tiles are used first, so each blank is put on the last still unmarked occurrence of its letter.
 */
export function blankPositions(word: string, blanks: readonly string[]): Set<number> {
  const letters = [...word];
  const marked = new Set<number>();
  for (const blank of blanks) {
    for (let index = letters.length - 1; index >= 0; index -= 1) {
      if (!marked.has(index) && folded(letters[index] as string) === folded(blank)) {
        marked.add(index);
        break;
      }
    }
  }
  return marked;
}

export function WordTile({ word, onOpen }: { word: FoundWord; onOpen: (word: string) => void }) {
  const { t } = useInterfaceText();
  const blanks = blankPositions(word.word, word.blanks ?? []);
  return (
    <li>
      <button type="button" class="tile" onClick={() => onOpen(word.word)}>
        <span class="tile-word">
          {[...word.word].map((letter, index) =>
            blanks.has(index) ? (
              <span key={index} class="blank-letter">
                {letter}
              </span>
            ) : (
              letter
            ),
          )}
        </span>
        <span class="tile-points" aria-hidden="true">
          {word.points}
        </span>
        <span class="sr-only">
          , {fill(t.points, { count: word.points })}
          {blanks.size > 0 && `; ${t.playedByBlank}: ${[...blanks].map((index) => [...word.word][index]).join(', ')}`}
        </span>
      </button>
    </li>
  );
}
