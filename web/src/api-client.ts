import type { ErrorBody } from './api-types';

/** What a call to the REST API came to, as the page shows it. */
export type ApiOutcome<T> =
  | { kind: 'ok'; path: string; data: T; raw: string }
  | { kind: 'error'; path: string; status: number; body: ErrorBody; raw: string }
  | { kind: 'rate-limited'; path: string; retryAfterSeconds: number; receivedAt: number; raw: string }
  | { kind: 'down'; path: string; raw: string };

/** Statuses that mean the service, not the query, is the trouble (README, The gateway: Routing). */
const DOWN_STATUSES = new Set([502, 503, 504]);

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * GETs a path of the public API on this origin. Aborting (a newer query replaced this one) rejects
 * with the AbortError, which callers drop; everything else becomes an outcome to show.
 */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, { signal: signal ?? null, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'down', path, raw: '' };
  }
  const raw = await response.text();
  const body = parseBody(raw);
  if (response.status === 429) {
    const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    return { kind: 'rate-limited', path, retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 1, receivedAt: Date.now(), raw };
  }
  if (DOWN_STATUSES.has(response.status) || body === undefined) return { kind: 'down', path, raw };
  if (!response.ok) return { kind: 'error', path, status: response.status, body: body as ErrorBody, raw };
  return { kind: 'ok', path, data: body as T, raw };
}

/** A query string from parameters, leaving out empty ones, in the order given. */
export function apiPath(base: string, parameters: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? base : `${base}?${text}`;
}

export function wordPath(lang: string, word: string, familyLimit?: number): string {
  return apiPath(`/api/v1/word/${encodeURIComponent(lang)}/${encodeURIComponent(word)}`, { family_limit: familyLimit });
}
