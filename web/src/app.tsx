import { useEffect, useRef, useState } from 'preact/hooks';
import type { LanguagesResponse } from './api-types';
import { AccentSuggestion } from './components/accent-suggestion';
import { CheatSheet } from './components/cheat-sheet';
import { ConnectSection } from './components/connect-section';
import { DeveloperPanel } from './components/developer-panel';
import { EveryLanguage } from './components/every-language';
import { Examples } from './components/examples';
import { LetterRow } from './components/letter-row';
import { OutcomeMessage } from './components/outcome-message';
import { PatternError } from './components/pattern-error';
import { SearchResults } from './components/search-results';
import { type WordActions, WordDetails } from './components/word-details';
import { WordDrawer } from './components/word-drawer';
import { INTERFACE_NAMES, type InterfaceLanguage } from './i18n/interface-language';
import { errorText } from './i18n/error-text';
import { fill } from './i18n/messages';
import { InterfaceTextContext, useInterfaceTextOf } from './i18n/use-messages';
import { accentVariants, ownLetters, withAccents } from './own-letters';
import { byLengthOrder, lengthGroupPath, searchRequest } from './search-request';
import { useApi, useSearchPages } from './use-api';
import { useDebounced } from './use-debounced';
import { SearchOptions } from './components/search-options';
import { SecondaryControls } from './components/secondary-controls';
import { interfaceLanguageOf, MAIN_FIELD, type Mode, MODES, type PageState, parseState, SORT_CHOICES, serializeState } from './url-state';

/** Typing pauses this long before a request goes out (and the address records the query). */
const TYPING_DEBOUNCE_MS = 200;

/** A search unchanged this long is one the visitor settled on: the next change adds a history entry. */
const HISTORY_SETTLE_MS = 1_000;

/** Whether `next` differs from `entry` in typed fields only (the same mode, dictionary and drawer). */
function onlyTyped(entry: PageState, next: PageState): boolean {
  return entry.mode === next.mode && entry.lang === next.lang && entry.open === next.open && entry.ui === next.ui;
}

export function App() {
  const [state, setState] = useState<PageState>(() => parseState(window.location.search, navigator.languages));
  const settled = useDebounced(state, TYPING_DEBOUNCE_MS);
  const interfaceLanguage: InterfaceLanguage = interfaceLanguageOf(state, navigator.languages);
  const text = useInterfaceTextOf(interfaceLanguage);
  const { t } = text;

  // The address follows the settled state. Typing replaces the current entry; a new entry is added
  // only for a search that settled (unchanged for HISTORY_SETTLE_MS, or restored by back/forward)
  // and for a choice (mode, dictionary, an opened word), so Back steps through searches, not keys.
  // The first write only completes the address the visitor came with (`/` → `/?mode=pattern&lang=en`).
  const history = useRef<{ entry: PageState | null; settled: boolean }>({ entry: null, settled: true });
  useEffect(() => {
    const search = serializeState(settled);
    const current = history.current;
    if (current.entry === null) {
      if (search !== window.location.search) window.history.replaceState(null, '', search);
    } else if (search !== window.location.search) {
      const push = current.settled || !onlyTyped(current.entry, settled);
      window.history[push ? 'pushState' : 'replaceState'](null, '', search);
      current.settled = false;
    }
    current.entry = settled;
    const timer = window.setTimeout(() => {
      current.settled = true;
    }, HISTORY_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [settled]);
  useEffect(() => {
    const restore = (): void => {
      const restored = parseState(window.location.search, navigator.languages);
      history.current = { entry: restored, settled: true };
      setState(restored);
    };
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);
  useEffect(() => {
    document.documentElement.lang = interfaceLanguage;
  }, [interfaceLanguage]);

  const languages = useApi<LanguagesResponse>('/api/v1/languages');
  const languageList = languages.outcome?.kind === 'ok' ? languages.outcome.data.languages : [];
  const language = languageList.find((candidate) => candidate.code === state.lang);
  const lists = language === undefined ? null : language.lists.map((list) => list.name);
  const search = searchRequest(settled, languageList.find((candidate) => candidate.code === settled.lang)?.lists.map((list) => list.name) ?? null);
  // Only the words' fields (not `open`) name the query, so opening a word keeps the list.
  const pages = useSearchPages(search?.base ?? '', search?.parameters ?? null);
  const update = (change: Partial<PageState>): void => setState((previous) => ({ ...previous, ...change }));
  const input = (field: keyof PageState) => (event: Event) => update({ [field]: (event.currentTarget as HTMLInputElement).value });

  const actions: WordActions = {
    openWord: (word, lang) => setState((previous) => (previous.mode === 'word' ? { ...previous, word, lang: lang ?? previous.lang } : { ...previous, open: word, lang: lang ?? previous.lang })),
    searchPattern: (pattern) => setState((previous) => ({ ...previous, mode: 'pattern', pattern, contains: '', excludes: '', open: '' })),
  };
  const patternError =
    settled.mode === 'pattern' && pages.outcome?.kind === 'error' && typeof pages.outcome.body.error.details?.position === 'number' ? pages.outcome.body.error : null;
  const modeLabel: Record<Mode, string> = { pattern: t.modePattern, anagram: t.modeAnagram, word: t.modeWord };
  const languageName = (code: string): string => new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(code) ?? code;
  const letterRow = (field: 'pattern' | 'letters' | 'word') => (
    <LetterRow letters={ownLetters(language?.alphabet ?? '')} languageName={languageName(state.lang)} inputId={field} onInsert={(value) => update({ [field]: value })} />
  );
  const settledAlphabet = languageList.find((candidate) => candidate.code === settled.lang)?.alphabet ?? '';
  // A plain pattern that found nothing: the same with the language's accents (own-letters.ts) may find words.
  const accented = settled.mode === 'pattern' && pages.total === 0 && search !== null ? withAccents(settled.pattern.trim(), accentVariants(settledAlphabet)) : null;
  const firstScreen = settled[MAIN_FIELD[settled.mode]].trim() === '';
  const pickExample = (query: string): void => update({ [MAIN_FIELD[state.mode]]: query });
  // Each mode's one input: the pattern, the rack or the word.
  const mainField = MAIN_FIELD[state.mode];
  const mainInput = ({ pattern: { label: t.patternLabel, hint: t.patternHint }, anagram: { label: t.lettersLabel, hint: t.lettersHint }, word: { label: t.wordLabel } } as Record<Mode, { label: string; hint?: string }>)[state.mode];

  return (
    <InterfaceTextContext.Provider value={text}>
      <a class="skip" href="#results">
        {t.skipToResults}
      </a>
      <header class="top">
        <div class="brand">
          <h1>Lexicon</h1>
          <p class="tagline">{t.tagline}</p>
        </div>
        {/* On a phone a small picker beside the name: the top of the screen is for the search. */}
        <label class="interface-language">
          <span class="label-wide">{t.interfaceLanguage}</span>
          <select value={interfaceLanguage} onChange={(event) => update({ ui: (event.currentTarget as HTMLSelectElement).value as InterfaceLanguage })}>
            {Object.entries(INTERFACE_NAMES).map(([code, name]) => (
              <option key={code} value={code} lang={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main>
        <form class="controls" role="search" onSubmit={(event) => event.preventDefault()}>
          <div class="row">
            <label class="field">
              <span>{t.dictionary}</span>
              <select value={state.lang} onChange={(event) => update({ lang: (event.currentTarget as HTMLSelectElement).value, open: '' })}>
                {languageList.length === 0 && <option value={state.lang}>{state.lang}</option>}
                {languageList.map((language) => (
                  <option key={language.code} value={language.code}>
                    {`${language.flag} ${language.native_name} · ${fill(t.wordCount, { count: text.number(language.word_count) })}`}
                  </option>
                ))}
              </select>
            </label>
            <div class="modes" role="group" aria-label={t.modes}>
              {MODES.map((mode) => (
                <button key={mode} type="button" aria-pressed={state.mode === mode} onClick={() => update({ mode, open: '' })}>
                  {modeLabel[mode]}
                </button>
              ))}
            </div>
          </div>
          <div class="inputs">
            {/* A fresh input for each mode (its own id, value and history in the browser). */}
            <label key={mainField} class="field wide">
              <span>{mainInput.label}</span>
              <input
                id={mainField}
                type="search"
                value={state[mainField]}
                onInput={input(mainField)}
                autoComplete="off"
                autoCapitalize="none"
                spellcheck={false}
                aria-describedby={mainInput.hint === undefined ? undefined : `${mainField}-hint`}
              />
              {mainInput.hint !== undefined && <small id={`${mainField}-hint`}>{mainInput.hint}</small>}
            </label>
            {letterRow(mainField)}
          </div>
          {state.mode !== 'word' && (
            <SecondaryControls>
              <div class="secondary-fields">
                <div class="inputs">
                  {state.mode === 'pattern' && (
                    <>
                      <label class="field">
                        <span>{t.containsLabel}</span>
                        <input type="text" value={state.contains} onInput={input('contains')} autoComplete="off" autoCapitalize="none" spellcheck={false} />
                      </label>
                      <label class="field">
                        <span>{t.excludesLabel}</span>
                        <input type="text" value={state.excludes} onInput={input('excludes')} autoComplete="off" autoCapitalize="none" spellcheck={false} />
                      </label>
                    </>
                  )}
                  <label class="field narrow">
                    <span>{t.minLength}</span>
                    <input type="number" inputMode="numeric" min={1} max={32} value={state.min} onInput={input('min')} />
                  </label>
                  <label class="field narrow">
                    <span>{t.maxLength}</span>
                    <input type="number" inputMode="numeric" min={1} max={32} value={state.max} onInput={input('max')} />
                  </label>
                  {state.mode === 'anagram' && (
                    <label class="check">
                      <input id="every" type="checkbox" checked={state.every === 'true'} onChange={(event) => update({ every: (event.currentTarget as HTMLInputElement).checked ? 'true' : '', open: '' })} />
                      <span>{t.everyLanguage}</span>
                    </label>
                  )}
                </div>
                {/* Every language's answer has its own fixed lists: no order, list or filter to choose. */}
                {!(state.mode === 'anagram' && state.every === 'true') && <SearchOptions sorts={SORT_CHOICES[state.mode]} lists={lists ?? []} state={state} onChange={update} />}
              </div>
              {state.mode === 'pattern' && <CheatSheet />}
            </SecondaryControls>
          )}
        </form>
        <section id="results" class="results-area" aria-label={modeLabel[state.mode]} tabIndex={-1}>
          {firstScreen && <Examples mode={settled.mode} lang={settled.lang} onPick={pickExample} />}
          {settled.mode === 'anagram' && settled.every === 'true' ? (
            settled.letters.trim() !== '' && (
              <EveryLanguage letters={settled.letters.trim()} min={settled.min} max={settled.max} languages={languageList} onOpen={(word, lang) => update({ open: word, lang })} />
            )
          ) : settled.mode === 'word' ? (
            settled.word.trim() !== '' && <WordDetails key={`${settled.lang}/${settled.word.trim()}`} lang={settled.lang} word={settled.word.trim()} headingLevel={2} actions={actions} />
          ) : (
            <>
              {patternError !== null && <PatternError pattern={settled.pattern.trim()} position={patternError.details?.position as number} message={errorText(patternError, text.t, text.number)} />}
              {patternError === null && <OutcomeMessage outcome={pages.outcome} />}
              {/* Groups by length only in an order that keeps each length together (anagrams come longest first). */}
              {search !== null && (
                <SearchResults
                  pages={pages}
                  grouped={byLengthOrder(settled)}
                  lengthPath={(length) => lengthGroupPath(search, length)}
                  onOpen={(word) => update({ open: word })}
                />
              )}
              {accented !== null && search !== null && (
                <AccentSuggestion
                  key={accented}
                  parameters={search.parameters}
                  accented={accented}
                  languageName={languageName(settled.lang)}
                  onSearch={(pattern) => update({ pattern })}
                  onOpen={(word) => update({ open: word })}
                />
              )}
              <DeveloperPanel outcome={pages.outcome} />
            </>
          )}
          {/* One notice for one limit: a 429 on both calls is the same wait. */}
          {languages.outcome !== null && languages.outcome.kind !== 'ok' && !(languages.outcome.kind === 'rate-limited' && pages.outcome?.kind === 'rate-limited') && (
            <OutcomeMessage outcome={languages.outcome} />
          )}
        </section>
      </main>
      <footer>
        <ConnectSection />
      </footer>
      {state.open !== '' && state.mode !== 'word' && <WordDrawer key={`${state.lang}/${state.open}`} lang={state.lang} word={state.open} onClose={() => update({ open: '' })} actions={actions} />}
    </InterfaceTextContext.Provider>
  );
}
