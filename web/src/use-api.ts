import { useEffect, useRef, useState } from 'preact/hooks';
import { type ApiOutcome, apiPath, getJson } from './api-client';
import type { FoundWord, SearchResponse } from './api-types';

/**
 * One GET per path: a new path aborts the request still running for the old one, so a slow answer
 * to an earlier keystroke never replaces a newer one. A 429 is asked again by itself once its
 * Retry-After has passed (the notice counts the seconds down meanwhile), so nothing stays broken.
 */
export function useApi<T>(path: string | null): { outcome: ApiOutcome<T> | null; loading: boolean } {
  const [state, setState] = useState<{ path: string | null; outcome: ApiOutcome<T> | null }>({ path: null, outcome: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (path === null) return undefined;
    const controller = new AbortController();
    let retry: number | undefined;
    getJson<T>(path, controller.signal).then(
      (outcome) => {
        setState({ path, outcome });
        if (outcome.kind === 'rate-limited') retry = window.setTimeout(() => setAttempt((count) => count + 1), outcome.retryAfterSeconds * 1_000);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      window.clearTimeout(retry);
    };
  }, [path, attempt]);
  if (path === null) return { outcome: null, loading: false };
  return { outcome: state.path === path ? state.outcome : null, loading: state.path !== path };
}

export interface SearchPages {
  /** The first page's outcome (errors, 429, down), or the latest page's when it failed. */
  outcome: ApiOutcome<SearchResponse> | null;
  words: FoundWord[];
  total: number | null;
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A search and the pages after it, fetched with the API's `offset` as the visitor asks for more.
 * `base` and `parameters` name the query; a new query starts again from offset 0.
 */
export function useSearchPages(base: string, parameters: Record<string, string> | null): SearchPages {
  const firstPath = parameters === null ? null : apiPath(base, parameters);
  const first = useApi<SearchResponse>(firstPath);
  const [more, setMore] = useState<{ path: string | null; words: FoundWord[]; outcome: ApiOutcome<SearchResponse> | null; loading: boolean }>({
    path: null,
    words: [],
    outcome: null,
    loading: false,
  });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), [firstPath]);

  const firstWords = first.outcome?.kind === 'ok' ? first.outcome.data.words : [];
  const extra = more.path === firstPath ? more : { words: [], outcome: null, loading: false };
  const words = extra.words.length === 0 ? firstWords : [...firstWords, ...extra.words];
  const total = first.outcome?.kind === 'ok' ? first.outcome.data.total : null;
  const latest = extra.outcome ?? first.outcome;
  const hasMore = total !== null && words.length < total && (latest?.kind !== 'ok' || latest.data.has_more);

  const loadMore = (): void => {
    if (parameters === null || firstPath === null || extra.loading) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const offset = words.length;
    const path = apiPath(base, { ...parameters, offset: String(offset) });
    setMore({ path: firstPath, words: extra.words, outcome: extra.outcome, loading: true });
    getJson<SearchResponse>(path, current.signal).then(
      (outcome) =>
        setMore((previous) => ({
          path: firstPath,
          words: outcome.kind === 'ok' ? [...(previous.path === firstPath ? previous.words : []), ...outcome.data.words] : previous.words,
          outcome,
          loading: false,
        })),
      () => undefined,
    );
  };
  return { outcome: latest, words, total, loading: first.loading || extra.loading, hasMore, loadMore };
}
