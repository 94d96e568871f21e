import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory } from '@lexicon/dictionary-store';
import { type LocalSystem, startLocalSystem } from '@lexicon/local-system';

/**
 * docs/api.md's worked examples of a move's check and of one rack in every language, run. A move's check: each `curl '…'` block of the section is sent to
 * the system as `npm start` runs it (real processes, the complete lists), and the answer must be the
 * JSON block that follows it, whole. The price the section states is checked on the rate-limit headers.
 */
const API_PAGE = path.resolve(__dirname, '../../../docs/api.md');
const SECTION = '### Check a move — `GET /api/v1/words`';

const LANGUAGES_SECTION = '### One rack, every language — `GET /api/v1/search/anagram/languages`';

/**
 * The every-language example: its path, and the answer as the page shows it, abridged with `…` between
 * whole entries: the fields before `languages`, and each language entry shown whole.
 */
function languagesExample(page: string): { path: string; head: Record<string, unknown>; entries: Array<{ language: string }> } {
  const start = page.indexOf(LANGUAGES_SECTION);
  if (start === -1) throw new Error(`docs/api.md has no "${LANGUAGES_SECTION}" section`);
  const match = /```sh\ncurl 'localhost:8080([^']+)'\n((?:# .*\n)+)```/.exec(page.slice(start));
  if (match === null) throw new Error('the every-language section has no commented curl example');
  const shown = (match[2] as string)
    .split('\n')
    .map((line) => line.replace(/^#\s*/, ''))
    .join('');
  const head = JSON.parse(`${shown.slice(0, shown.indexOf(',"languages":'))}}`) as Record<string, unknown>;
  const entries: Array<{ language: string }> = [];
  // Each entry from its opening brace to the one that closes it.
  for (let at = shown.indexOf('{"language":'); at !== -1; at = shown.indexOf('{"language":', at + 1)) {
    let depth = 0;
    let end = at;
    for (; end < shown.length; end += 1) {
      if (shown[end] === '{') depth += 1;
      else if (shown[end] === '}' && --depth === 0) break;
    }
    entries.push(JSON.parse(shown.slice(at, end + 1)) as { language: string });
  }
  return { path: match[1] as string, head, entries };
}

interface Example {
  path: string;
  answer: unknown;
}

function examples(page: string): Example[] {
  const start = page.indexOf(SECTION);
  if (start === -1) throw new Error(`docs/api.md has no "${SECTION}" section`);
  const end = page.indexOf('\n#', start + SECTION.length);
  const text = page.slice(start, end === -1 ? undefined : end);
  const found: Example[] = [];
  const block = /```sh\ncurl 'localhost:8080([^']+)'\n```\n\n```json\n(.+)\n```/g;
  for (let match = block.exec(text); match !== null; match = block.exec(text)) found.push({ path: match[1] as string, answer: JSON.parse(match[2] as string) });
  return found;
}

describe('docs/api.md, Check a move and One rack, every language: the worked examples', () => {
  const worked = examples(readFileSync(API_PAGE, 'utf8'));
  let system: LocalSystem;

  beforeAll(async () => {
    system = await startLocalSystem({
      readyTimeoutMs: 170_000,
      ports: { gateway: 0, 'search-service': 0, 'word-service': 0, 'stats-service': 0 },
      // A budget of its own, so no other test's requests to the same Redis are counted between two readings.
      env: { LEXICON_DATA_DIR: dataDirectory(process.env), LOG_LEVEL: 'warn', RATE_LIMIT_KEY_PREFIX: `docs-check-words-${process.pid}` },
    });
  }, 200_000);
  afterAll(async () => {
    await system?.stop();
  });

  it('finds the examples (the parser would otherwise pass on none)', () => {
    expect(worked.length).toBe(3);
  });

  it('answers each example exactly as the page shows it', async () => {
    for (const example of worked) {
      const response = await fetch(`${system.gatewayUrl}${example.path}`);
      expect(await response.json()).toEqual(example.answer);
    }
  }, 60_000);

  it('charges what the page states: 1 point for 1 to 9 words, 11 for 100 playable words', async () => {
    const remaining = (response: Response): number => Number(response.headers.get('x-ratelimit-remaining'));
    const first = await fetch(`${system.gatewayUrl}/api/v1/words?lang=pl&words=kot,koty`);
    const nine = await fetch(`${system.gatewayUrl}/api/v1/words?lang=pl&words=${Array.from({ length: 9 }, (_, index) => (index % 2 === 0 ? 'kot' : 'koty')).join(',')}`);
    // Nine asked, two distinct: answered as two words.
    expect(remaining(first) - remaining(nine)).toBe(1);
    const page = (await (await fetch(`${system.gatewayUrl}/api/v1/search/pattern?lang=pl&pattern=kot*&limit=100`)).json()) as { words: Array<{ word: string }> };
    const hundred = page.words.map((entry) => entry.word);
    expect(hundred).toHaveLength(100);
    const before = remaining(await fetch(`${system.gatewayUrl}/api/v1/words?lang=pl&words=kot`));
    const check = await fetch(`${system.gatewayUrl}/api/v1/words?lang=pl&words=${encodeURIComponent(hundred.join(','))}`);
    expect(((await check.json()) as { playable: boolean }).playable).toBe(true);
    // The pattern search above was charged before `before` was read; the check is the only request between.
    expect(before - remaining(check)).toBe(11);
  }, 60_000);

  it('answers the every-language example as the page shows it: the fields before the languages, and each entry shown', async () => {
    const example = languagesExample(readFileSync(API_PAGE, 'utf8'));
    expect(example.entries.map((entry) => entry.language)).toEqual(['en', 'de']);
    const answer = (await (await fetch(`${system.gatewayUrl}${example.path}`)).json()) as Record<string, unknown> & { languages: Array<{ language: string }> };
    const { languages, ...head } = answer;
    expect(head).toEqual(example.head);
    for (const entry of example.entries) expect(languages.find((language) => language.language === entry.language)).toEqual(entry);
  }, 60_000);
});
