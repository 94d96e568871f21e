import { useEffect, useRef } from 'preact/hooks';
import type { FoundWord, SearchResponse } from '../api-types';
import { useInterfaceText } from '../i18n/use-messages';
import { type SearchPages, useApi } from '../use-api';
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

/**
 * The words found, in groups by length when the order keeps each length together. Each group carries
 * its count: the words shown, for the groups before the last; for the last while more pages remain,
 * the total of that length, asked once of `lengthPath` (the search narrowed to one length, one word's
 * page) where there is one (the MCP view has no REST API to ask).
 */
export function SearchResults({ pages, grouped, lengthPath, onOpen }: { pages: SearchPages; grouped: boolean; lengthPath?: (length: number) => string; onOpen: (word: string) => void }) {
  const { t, number, count } = useInterfaceText();
  const groups = grouped ? byLength(pages.words) : [];
  const lastLength = groups.at(-1)?.length;
  const lastTotal = useApi<SearchResponse>(lengthPath !== undefined && lastLength !== undefined && pages.hasMore ? lengthPath(lastLength) : null).outcome;
  const groupCount = (group: { length: number; words: FoundWord[] }): number | null => {
    if (group.length !== lastLength || !pages.hasMore) return group.words.length;
    return lastTotal?.kind === 'ok' ? lastTotal.data.total : null;
  };
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
        groups.map((group) => (
          <section key={group.length} class="length-group" aria-label={count(t.lengthGroup, group.length)} data-count={groupCount(group) ?? ''}>
            <h2>
              {count(t.lengthGroup, group.length)}
              {groupCount(group) !== null && (
                <>
                  <span aria-hidden="true"> · {number(groupCount(group) ?? 0)}</span>
                  <span class="sr-only">, {count(t.total, groupCount(group) ?? 0)}</span>
                </>
              )}
            </h2>
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
