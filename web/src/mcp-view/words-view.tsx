import type { FoundWord, SearchResponse } from '../api-types';
import { SearchResults } from '../components/search-results';
import type { SearchPages } from '../use-api';

/** One rack in every language, as the view reads it (GET /api/v1/search/anagram/languages). */
interface LanguagesAnswer {
  tool: 'anagram_languages';
  description: string;
  languages: Array<{ language: string; name: string; total: number | null; cut: boolean; longest: FoundWord[]; highest_scoring: FoundWord[] }>;
}

type ToolResult = SearchResponse | LanguagesAnswer | { word: string; points: number; length: number };

/** A page the host handed over: shown whole, nothing more to fetch. */
function shownPage(words: FoundWord[], total: number): SearchPages {
  return { outcome: null, words, total, loading: false, hasMore: false, loadMore: () => undefined };
}

/** Nothing opens from a tile here: the host, not the view, decides what to ask next. */
const stay = (): void => undefined;

export function WordsView({ result, failed }: { result: unknown; failed: boolean }) {
  if (failed || result === null || typeof result !== 'object') return <p class="total">{failed ? 'The tool failed.' : ''}</p>;
  const answer = result as ToolResult;
  if ('tool' in answer && answer.tool === 'anagram_languages') {
    return (
      <>
        <p class="total">{answer.description}</p>
        {answer.languages
          .filter((language) => (language.total ?? 0) > 0)
          .map((language) => (
            <section key={language.language} lang={language.language} aria-label={language.name}>
              <h2>{language.name}</h2>
              <SearchResults pages={shownPage(language.longest, language.total ?? 0)} grouped={false} onOpen={stay} />
            </section>
          ))}
      </>
    );
  }
  if ('tool' in answer) {
    return (
      <section lang={answer.language}>
        <p class="total">{answer.description}</p>
        <SearchResults pages={shownPage(answer.words, answer.total)} grouped={answer.tool === 'anagram'} onOpen={stay} />
      </section>
    );
  }
  return <SearchResults pages={shownPage([{ word: answer.word, length: answer.length, points: answer.points }], 1)} grouped={false} onOpen={stay} />;
}
