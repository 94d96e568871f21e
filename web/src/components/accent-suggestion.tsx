import type { SearchResponse } from '../api-types';
import { fill } from '../i18n/messages';
import { useInterfaceText } from '../i18n/use-messages';
import { accentedSearchPath } from '../search-request';
import { useApi } from '../use-api';
import { WordTile } from './word-tile';

/** The words shown with the suggestion: a first look, the accented search itself has the rest. */
const SHOWN_WORDS = 24;

/**
 * A plain pattern found nothing: the same pattern with the language's accents (own-letters.ts,
 * withAccents) is asked once, and when it finds words the visitor is told, shown them and offered
 * that search. Nothing is shown when it finds nothing either.
 */
export function AccentSuggestion({
  parameters,
  accented,
  languageName,
  onSearch,
  onOpen,
}: {
  parameters: Record<string, string>;
  accented: string;
  languageName: string;
  onSearch: (pattern: string) => void;
  onOpen: (word: string) => void;
}) {
  const { t, count } = useInterfaceText();
  const found = useApi<SearchResponse>(accentedSearchPath(parameters, accented, SHOWN_WORDS)).outcome;
  if (found?.kind !== 'ok' || found.data.total === 0) return null;
  return (
    <section class="accent-suggestion" aria-labelledby="accent-suggestion-title">
      <p id="accent-suggestion-title">
        {fill(t.accentedNothing, { language: languageName })} {count(t.total, found.data.total)}
      </p>
      <ul class="tiles">
        {found.data.words.map((word) => (
          <WordTile key={word.word} word={word} onOpen={onOpen} />
        ))}
      </ul>
      <button type="button" class="accent-search" onClick={() => onSearch(accented)}>
        {fill(t.accentedSearch, { pattern: accented })}
      </button>
    </section>
  );
}
