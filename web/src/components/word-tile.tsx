import type { FoundWord } from '../api-types';
import { blankPositions } from '../blank-positions';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

export function WordTile({ word, onOpen }: { word: FoundWord; onOpen: (word: string) => void }) {
  const { t, count } = useInterfaceText();
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
          {word.score !== undefined && word.score !== word.points && <span class="tile-score">{word.score}/</span>}
          {word.points}
        </span>
        <span class="sr-only">
          , {count(t.points, word.points)}
          {word.score !== undefined && word.score !== word.points && `, ${fill(t.rackScore, { count: word.score })}`}
          {blanks.size > 0 && `; ${t.playedByBlank}: ${[...blanks].map((index) => [...word.word][index]).join(', ')}`}
        </span>
      </button>
    </li>
  );
}
