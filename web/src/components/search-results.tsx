import type { FoundWord } from '../api-types';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';
import type { SearchPages } from '../use-api';
import { WordTile } from './word-tile';

/** Consecutive words of one length (anagrams come longest first). */
function byLength(words: readonly FoundWord[]): Array<{ length: number; words: FoundWord[] }> {
  const groups: Array<{ length: number; words: FoundWord[] }> = [];
  for (const word of words) {
    const last = groups.at(-1);
    if (last !== undefined && last.length === word.length) last.words.push(word);
    else groups.push({ length: word.length, words: [word] });
  }
  return groups;
}

export function SearchResults({ pages, grouped, onOpen }: { pages: SearchPages; grouped: boolean; onOpen: (word: string) => void }) {
  const { t, number } = useInterfaceText();
  const hasBlanks = pages.words.some((word) => (word.blanks?.length ?? 0) > 0);
  return (
    <div class="results">
      <p class="total" aria-live="polite" data-total={pages.total ?? ''}>
        {pages.total === null ? (pages.loading ? t.searching : '') : pages.total === 0 ? t.noMatches : fill(t.total, { count: number(pages.total) })}
      </p>
      {hasBlanks && <p class="hint">{t.blankMarked}</p>}
      {grouped ? (
        byLength(pages.words).map((group) => (
          <section key={group.length} class="length-group" aria-label={fill(t.lengthGroup, { count: group.length })}>
            <h2>{fill(t.lengthGroup, { count: group.length })}</h2>
            <ul class="tiles">
              {group.words.map((word) => (
                <WordTile key={word.word} word={word} onOpen={onOpen} />
              ))}
            </ul>
          </section>
        ))
      ) : (
        <ul class="tiles">
          {pages.words.map((word) => (
            <WordTile key={word.word} word={word} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {pages.hasMore && (
        <button type="button" class="more" onClick={pages.loadMore} disabled={pages.loading}>
          {t.showMore} ({number(pages.words.length)} / {number(pages.total ?? 0)})
        </button>
      )}
    </div>
  );
}
