import { useState } from 'preact/hooks';
import type { FoundWord, SearchResponse, WordResponse } from '../api-types';
import { SearchResults } from '../components/search-results';
import type { WordActions } from '../components/word/word-actions';
import { WordDetailsView } from '../components/word/word-details-view';
import type { InterfaceLanguage } from '../i18n/interface-language';
import { InterfaceTextContext, useInterfaceText, useInterfaceTextOf } from '../i18n/use-messages';
import type { SearchPages } from '../use-api';
import type { ToolOutcome, ViewHost } from './view-host';

/** One rack in every language, as the view reads it (GET /api/v1/search/anagram/languages). */
interface LanguagesAnswer {
  tool: 'anagram_languages';
  description: string;
  languages: Array<{ language: string; name: string; total: number | null; cut: boolean; longest: FoundWord[]; highest_scoring: FoundWord[] }>;
}

type ToolResult = SearchResponse | LanguagesAnswer | WordResponse;

/** A page the host handed over: shown whole, nothing more to fetch. */
function shownPage(words: FoundWord[], total: number): SearchPages {
  return { outcome: null, words, total, loading: false, hasMore: false, loadMore: () => undefined };
}

/**
 * The first tool result, then whatever the reader taps in it (a tile, a hook, an anagram): each a
 * tool call through the host, with Back to the one before.
 */
export function WordsView({ first, host, language }: { first: ToolOutcome; host: ViewHost; language: InterfaceLanguage }) {
  const text = useInterfaceTextOf(language);
  const [trail, setTrail] = useState<ToolOutcome[]>([first]);
  const [waiting, setWaiting] = useState(false);
  const shown = trail.at(-1) ?? first;
  const go = (next: Promise<ToolOutcome>): void => {
    setWaiting(true);
    void next.then((outcome) => {
      setWaiting(false);
      setTrail((previous) => [...previous, outcome]);
    });
  };
  const lang = languageOf(shown.result) ?? languageOf(first.result) ?? 'en';
  const actions: WordActions = {
    openWord: (word, other) => go(host.wordDetails(other ?? lang, word)),
    searchPattern: (pattern) => go(host.searchPattern(lang, pattern)),
  };
  return (
    <InterfaceTextContext.Provider value={text}>
      {trail.length > 1 && (
        <button type="button" class="link-button" onClick={() => setTrail((previous) => previous.slice(0, -1))}>
          ← {text.t.back}
        </button>
      )}
      {waiting && <p class="total">{text.t.searching}</p>}
      <ShownResult outcome={shown} actions={actions} />
    </InterfaceTextContext.Provider>
  );
}

function languageOf(result: unknown): string | undefined {
  return result !== null && typeof result === 'object' && 'language' in result && typeof result.language === 'string' ? result.language : undefined;
}

function ShownResult({ outcome, actions }: { outcome: ToolOutcome; actions: WordActions }) {
  const { t } = useInterfaceText();
  const { result } = outcome;
  if (outcome.failed || result === null || typeof result !== 'object') return <p class="notice notice-error">{outcome.message || t.toolFailed}</p>;
  const answer = result as ToolResult;
  const open = (word: string): void => actions.openWord(word);
  if ('word_families' in answer) return <WordDetailsView details={answer} titleLevel={2} actions={actions} />;
  if (answer.tool === 'anagram_languages') {
    return (
      <>
        <p class="total">{answer.description}</p>
        {answer.languages
          .filter((language) => (language.total ?? 0) > 0)
          .map((language) => (
            <section key={language.language} lang={language.language} aria-label={language.name}>
              <h2>{language.name}</h2>
              <SearchResults pages={shownPage(language.longest, language.total ?? 0)} grouped={false} onOpen={(word) => actions.openWord(word, language.language)} />
            </section>
          ))}
      </>
    );
  }
  return (
    <section lang={answer.language}>
      <p class="total">{answer.description}</p>
      <SearchResults pages={shownPage(answer.words, answer.total)} grouped={answer.tool === 'anagram'} onOpen={open} />
    </section>
  );
}
