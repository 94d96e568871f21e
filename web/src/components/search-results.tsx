import { useEffect, useRef } from 'preact/hooks';
import type { FoundWord } from '../api-types';
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
  const { t, number, count } = useInterfaceText();
  const hasBlanks = pages.words.some((word) => (word.blanks?.length ?? 0) > 0);
  // "Show more" disappears or is disabled while the next page loads: the keyboard's place moves to the
  // first new word, where reading goes on, rather than falling back to the page's body.
  const container = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || pages.words.length <= index) return;
    firstNew.current = null;
    container.current?.querySelectorAll<HTMLButtonElement>('.tile')[index]?.focus();
  }, [pages.words.length]);
  const showMore = (): void => {
    firstNew.current = pages.words.length;
    pages.loadMore();
  };
  return (
    <div class="results" ref={container}>
      <p class="total" aria-live="polite" data-total={pages.total ?? ''}>
        {pages.total === null ? (pages.loading ? t.searching : '') : pages.total === 0 ? t.noMatches : count(t.total, pages.total)}
      </p>
      {hasBlanks && <p class="hint">{t.blankMarked}</p>}
      {grouped ? (
        byLength(pages.words).map((group) => (
          <section key={group.length} class="length-group" aria-label={count(t.lengthGroup, group.length)}>
            <h2>{count(t.lengthGroup, group.length)}</h2>
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
        <button type="button" class="more" onClick={showMore} disabled={pages.loading}>
          {t.showMore} ({number(pages.words.length)} / {number(pages.total ?? 0)})
        </button>
      )}
    </div>
  );
}
