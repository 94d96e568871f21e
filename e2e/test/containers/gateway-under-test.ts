/** The gateway the global setup started, as the test files reach it from the host. */
export function gatewayUrl(): string {
  const url = process.env.LEXICON_E2E_GATEWAY_URL;
  if (url === undefined) throw new Error('LEXICON_E2E_GATEWAY_URL is unset: run this suite with `npm run test:e2e`');
  return url;
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function getJson(url: string, init?: RequestInit): Promise<JsonAnswer> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
