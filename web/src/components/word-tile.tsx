import type { FoundWord } from '../api-types';
import { blankPositions } from '../blank-positions';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

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
