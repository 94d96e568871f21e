import type { FoundWord } from '../api-types';
import { blankPositions } from '../blank-positions';
import { fill, type Messages } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';

/** The hooks as read aloud: "Hooks: Before s; After e, s" (or that there are none). */
function hookText(hooks: NonNullable<FoundWord['hooks']>, t: Messages): string {
  if (hooks.front.length === 0 && hooks.back.length === 0) return t.noHooks;
  const sides = [
    [t.hooksBefore, hooks.front],
    [t.hooksAfter, hooks.back],
  ] as const;
  return `${t.hooks}: ${sides
    .filter(([, letters]) => letters.length > 0)
    .map(([side, letters]) => `${side} ${letters.join(', ')}`)
    .join('; ')}`;
}

export function WordTile({ word, onOpen }: { word: FoundWord; onOpen: (word: string) => void }) {
  const { t, count } = useInterfaceText();
  const blanks = blankPositions(word.word, word.blanks ?? []);
  return (
    <li>
      <button type="button" class="tile" onClick={() => onOpen(word.word)}>
        {word.hooks !== undefined && (
          <span class="tile-hook" aria-hidden="true">
            {word.hooks.front.join('')}
          </span>
        )}
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
        {word.hooks !== undefined && (
          <span class="tile-hook" aria-hidden="true">
            {word.hooks.back.join('')}
          </span>
        )}
        <span class="tile-points" aria-hidden="true">
          {word.score !== undefined && word.score !== word.points && <span class="tile-score">{word.score}/</span>}
          {word.points}
        </span>
        <span class="sr-only">
          , {count(t.points, word.points)}
          {word.score !== undefined && word.score !== word.points && `, ${fill(t.rackScore, { count: word.score })}`}
          {blanks.size > 0 && `; ${t.playedByBlank}: ${[...blanks].map((index) => [...word.word][index]).join(', ')}`}
          {word.hooks !== undefined && `; ${hookText(word.hooks, t)}`}
        </span>
      </button>
    </li>
  );
}
