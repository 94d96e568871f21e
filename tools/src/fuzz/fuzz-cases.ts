import { LANGUAGE_CODES, OPERATIONS } from '@lexicon/shared';
import { Random } from './random';

/**
 * The requests the fuzzer sends, as plain data: what a hostile or careless client could send to each
 * surface (REST, MCP, chat) and to the HTTP parser itself (raw bytes no client library would send).
 */
export type Surface = 'rest' | 'mcp' | 'chat' | 'raw';

export interface HttpCase {
  kind: 'http';
  surface: Exclude<Surface, 'raw'>;
  method: string;
  /** The request target exactly as sent (already percent-encoded, or deliberately not). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawCase {
  kind: 'raw';
  surface: 'raw';
  /** The bytes written on a fresh connection, ending with the request (or requests) in full. */
  bytes: Buffer;
}

export type FuzzCase = HttpCase | RawCase;

const HUGE = 'a'.repeat(300);
const LANGS = [...LANGUAGE_CODES, ...LANGUAGE_CODES, 'xx', 'EN', '', 'en-GB', 'e\u0301n', '🙂', 'null', '12', HUGE, ' en'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz', ...'abcdeilnorst', 'é', 'e\u0301', 'ß', 'ø', 'ł', 'ą', 'ñ', 'ç', 'å', 'ij', 'll'];
const PATTERN_MARKS = ['?', '_', '*', '%', '[', ']', '^', '@', '#', '[^', '-'];
const JUNK = [' ', '\u0000', '🙂', '\u202e', "'", '"', '<', '&', '=', '+', '\\', '/', '.', '1', '\t', '\n', '\uffff', '\ud800', '%', '%C3', '%zz'];
const WORDS = ['cat', 'été', 'straße', 'hello', 'chat', 'zzzq', 'e\u0301te\u0301', 'HELLO', 'a', 'ab', 'qwertyuiopasdfghjklzxcvbnmqwertyu'];
const NUMBERS = ['0', '1', '-1', '2', '5', '100', '1000', '1001', '2147483648', '99999999999999999999999', '1.5', '1e3', 'abc', '', ' 5', '0x10', '-0', '00012', '32', '33'];

/** A text value: a real word, letters and wildcards, junk, or something long. */
function textValue(random: Random, withMarks: boolean): string {
  const roll = random.next();
  if (roll < 0.2) return random.pick(WORDS);
  if (roll < 0.7) return random.text(withMarks ? [...LETTERS, ...LETTERS, ...PATTERN_MARKS] : LETTERS, random.int(1, 12));
  if (roll < 0.85) return random.text([...LETTERS, ...PATTERN_MARKS, ...JUNK], random.int(1, 20));
  if (roll < 0.95) return random.text(LETTERS, random.int(30, 300));
  return random.text(LETTERS, random.int(1_000, 6_000));
}

/** Percent-encodes a value, mostly properly; sometimes leaves it raw or breaks an escape. */
function encodeValue(random: Random, value: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded: send its replacement's escape instead.
    encoded = '%EF%BF%BD';
  }
  const roll = random.next();
  if (roll < 0.85) return encoded;
  if (roll < 0.93) return `${encoded}${random.pick(['%', '%C3', '%E9', '%zz', '%2', '%00', '%FF'])}`;
  // Characters http.request lets through unencoded (printable ASCII that should have been escaped).
  return `${encoded}${random.pick(['[', ']', '|', '{', '}', '^', '`', '"', '<', '>', '\\'])}`;
}

function query(random: Random, parameters: ReadonlyArray<[string, () => string]>): string {
  const parts: string[] = [];
  for (const [name, value] of parameters) {
    if (random.chance(0.12)) continue;
    parts.push(`${name}=${encodeValue(random, value())}`);
    if (random.chance(0.03)) parts.push(`${name}=${encodeValue(random, value())}`);
  }
  if (random.chance(0.05)) parts.push(`${random.pick(['colour', 'LIMIT', '__proto__', 'constructor', ''])}=${encodeValue(random, textValue(random, false))}`);
  return parts.join('&');
}

const optional = (random: Random, make: () => string): (() => string) => () => (random.chance(0.5) ? make() : '');

function restCase(random: Random): HttpCase {
  const lang = (): string => random.pick(LANGS);
  const number = (): string => random.pick(NUMBERS);
  const roll = random.next();
  let path: string;
  if (roll < 0.3) {
    path = `/api/v1/search/pattern?${query(random, [
      ['lang', lang],
      ['pattern', () => textValue(random, true)],
      ['contains', optional(random, () => textValue(random, false))],
      ['excludes', optional(random, () => textValue(random, false))],
      ['limit', number],
      ['offset', number],
    ])}`;
  } else if (roll < 0.55) {
    path = `/api/v1/search/anagram?${query(random, [
      ['lang', lang],
      ['letters', () => textValue(random, random.chance(0.3))],
      ['min_length', number],
      ['max_length', number],
      ['limit', number],
      ['offset', number],
    ])}`;
  } else if (roll < 0.7) {
    path = `/api/v1/word/${encodeValue(random, lang())}/${encodeValue(random, textValue(random, false))}${random.chance(0.4) ? `?family_limit=${encodeValue(random, number())}` : ''}`;
  } else if (roll < 0.72) {
    // Synthesis is slow on purpose-free words; mostly words that are refused before it runs.
    path = `/api/v1/audio/${encodeValue(random, lang())}/${encodeValue(random, random.chance(0.2) ? random.pick(['cat', 'hello']) : textValue(random, false))}`;
  } else if (roll < 0.78) {
    path = `/api/v1/stats/languages/${encodeValue(random, lang())}`;
  } else if (roll < 0.8) {
    path = '/api/v1/stats/global';
  } else if (roll < 0.84) {
    path = random.pick(['/api/v1/languages', '/api/v1/healthz', '/api/v1/readyz', '/api/v1/openapi.json', '/healthz', '/readyz']);
  } else if (roll < 0.92) {
    path = random.pick(['/', '/api', '/api/v1', '/api/v1/', '/API/V1/LANGUAGES', '/api/v1/languages/', '/api/v1/search', '/api/v1/word/en', '/api/v1/word/en/cat/extra', '/.env', '/%2e%2e/%2e%2e/etc/passwd', '/api/v1/stats/languages/', '//api/v1/languages', '/api/v1/search/pattern/../anagram', `/${'x'.repeat(random.int(1, 3_000))}`]);
  } else {
    path = random.pick(['/api/v1/languages', '/api/v1/search/pattern?lang=en&pattern=c?t', '/api/v1/word/en/cat']);
  }
  const method = roll >= 0.92 ? random.pick(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND']) : random.chance(0.05) ? 'HEAD' : 'GET';
  const headers: Record<string, string> = {};
  if (random.chance(0.1)) headers.Origin = random.pick(['https://example.com', 'null', 'http://localhost:3000']);
  if (method === 'OPTIONS') headers['Access-Control-Request-Method'] = 'GET';
  if (random.chance(0.05)) headers['X-Forwarded-For'] = random.pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1']);
  if (random.chance(0.05)) headers['X-Request-Id'] = random.pick(['abc', 'x'.repeat(500), 'ünïcode', '../../']);
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return { kind: 'http', surface: 'rest', method, path, headers: withBody ? { ...headers, 'Content-Type': 'application/json' } : headers, ...(withBody ? { body: Buffer.from('{"a":1}') } : {}) };
}

/** A JSON value of any shape, for arguments and params that should not be what they are. */
function anyJson(random: Random, depth = 0): unknown {
  const roll = random.next();
  if (roll < 0.2) return textValue(random, true);
  if (roll < 0.35) return random.pick([0, 1, -1, 2 ** 31, 2 ** 53, 1e300, -1e300, 1.5, Number.MAX_SAFE_INTEGER]);
  if (roll < 0.45) return random.pick([true, false, null]);
  if (roll < 0.6 && depth < 4) return Array.from({ length: random.int(0, 3) }, () => anyJson(random, depth + 1));
  if (roll < 0.75 && depth < 4) return Object.fromEntries(Array.from({ length: random.int(0, 3) }, () => [random.pick(['lang', 'pattern', 'x', '__proto__', '']), anyJson(random, depth + 1)]));
  return random.pick(LANGS);
}

/** Every tool the catalogue offers. */
const TOOL_NAMES = OPERATIONS.flatMap((operation) => (operation.tool === undefined ? [] : [operation.tool.name]));

/** Arguments for a tool: mostly well typed, sometimes the wrong type, an extra key, null. */
function toolArguments(random: Random): Record<string, unknown> {
  const value = (make: () => unknown): unknown => (random.chance(0.85) ? make() : anyJson(random));
  const args: Record<string, unknown> = {
    lang: value(() => random.pick(LANGS)),
    pattern: value(() => textValue(random, true)),
    letters: value(() => textValue(random, true)),
    word: value(() => textValue(random, false)),
    contains: value(() => (random.chance(0.3) ? null : textValue(random, false))),
    limit: value(() => random.pick([1, 5, 100, 1000, 5000, 2 ** 31, 0, -1])),
    offset: value(() => random.pick([0, 3, 1000, 2 ** 31, -1])),
    min_length: value(() => random.int(0, 40)),
    family_limit: value(() => random.int(0, 250)),
  };
  // Each tool takes a few of these: keep a random subset (a tool refuses the keys it does not take).
  return Object.fromEntries(Object.entries(args).filter(() => random.chance(0.45)));
}

function rpcMessage(random: Random): unknown {
  const id = random.chance(0.85) ? random.pick<unknown>([1, 'a', 0, -5, 2 ** 53 + 2, 1e300, 'x'.repeat(200), 1.5]) : anyJson(random);
  const method = random.chance(0.9) ? random.pick(['initialize', 'ping', 'tools/list', 'tools/call', 'tools/call', 'tools/call', 'resources/list', 'notifications/initialized', 'nope']) : anyJson(random);
  let params: unknown;
  if (method === 'initialize') params = { protocolVersion: random.pick(['2025-11-25', '2025-06-18', '1999-01-01', 5]), capabilities: {}, clientInfo: { name: 'fuzz', version: '1' } };
  else if (method === 'tools/call') params = { name: random.chance(0.9) ? random.pick(TOOL_NAMES) : anyJson(random), arguments: random.chance(0.9) ? toolArguments(random) : anyJson(random) };
  else params = random.chance(0.5) ? undefined : anyJson(random);
  const message: Record<string, unknown> = { jsonrpc: random.chance(0.92) ? '2.0' : anyJson(random), method };
  if (!random.chance(0.1)) message.id = id;
  if (params !== undefined) message.params = params;
  return message;
}

function mcpCase(random: Random): HttpCase {
  const roll = random.next();
  let body: Buffer | undefined;
  if (roll < 0.75) body = Buffer.from(JSON.stringify(rpcMessage(random)));
  else if (roll < 0.82) body = Buffer.from(JSON.stringify(Array.from({ length: random.int(0, 3) }, () => (random.chance(0.8) ? rpcMessage(random) : [rpcMessage(random)]))));
  else if (roll < 0.88) body = Buffer.from(random.pick(['{', '{"jsonrpc":"2.0","id":1,"method":"ping"}}', 'null', '""', '[]', '1', 'true', '\u0000', '{"a":' + '['.repeat(5_000)]));
  else if (roll < 0.91) body = Buffer.from([0xff, 0xfe, 0x7b, 0x80]);
  else if (roll < 0.94) body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_pattern', arguments: { lang: 'en', pattern: 'x'.repeat(70_000) } } }));
  else body = undefined;
  const headers: Record<string, string> = { 'Content-Type': random.chance(0.9) ? 'application/json' : random.pick(['text/plain', 'application/json; charset=latin1', 'application/x-www-form-urlencoded', '']) };
  if (random.chance(0.3)) headers.Accept = random.pick(['application/json, text/event-stream', 'text/event-stream', '*/*']);
  if (random.chance(0.15)) headers['MCP-Protocol-Version'] = random.pick(['2025-11-25', '2025-06-18', '2024-01-01', 'x']);
  if (random.chance(0.05)) headers.Origin = 'https://evil.example';
  const method = random.chance(0.95) ? 'POST' : random.pick(['GET', 'DELETE', 'PUT']);
  return { kind: 'http', surface: 'mcp', method, path: random.chance(0.97) ? '/mcp' : random.pick(['/MCP', '/mcp/', '/mcp?x=1']), headers, ...(body === undefined || method !== 'POST' ? {} : { body }) };
}

function chatContent(random: Random): unknown {
  const roll = random.next();
  const pairs = (): string => {
    const names = ['lang', 'pattern', 'letters', 'word', 'limit', 'offset', 'contains', 'min_length', 'family_limit', 'colour'];
    return Array.from({ length: random.int(0, 4) }, () => `${random.pick(names)}=${textValue(random, true).replace(/\s/g, '')}`).join(' ');
  };
  if (roll < 0.7) return pairs();
  if (roll < 0.8) return [{ type: 'text', text: pairs() }, ...(random.chance(0.3) ? [{ type: 'image_url', image_url: { url: 'x' } }] : [])];
  if (roll < 0.9) return 'x'.repeat(random.int(10_000, 70_000));
  return anyJson(random);
}

function chatCase(random: Random): HttpCase {
  const roll = random.next();
  if (roll < 0.08) {
    return { kind: 'http', surface: 'chat', method: 'GET', path: random.chance(0.5) ? '/v1/models' : `/v1/models/${encodeValue(random, random.pick(['lexicon-mcp-1', 'gpt-4o', textValue(random, false)]))}`, headers: {} };
  }
  const messages = Array.from({ length: random.int(0, 4) }, () => ({
    role: random.chance(0.85) ? random.pick(['user', 'user', 'system', 'assistant', 'tool', 'developer']) : anyJson(random),
    content: chatContent(random),
    ...(random.chance(0.2) ? { tool_call_id: random.chance(0.8) ? 'call_1' : anyJson(random) } : {}),
    ...(random.chance(0.1) ? { tool_calls: random.chance(0.7) ? [{ id: 'call_1', type: 'function', function: { name: random.pick(TOOL_NAMES), arguments: '{}' } }] : anyJson(random) } : {}),
  }));
  const request: Record<string, unknown> = { model: random.chance(0.9) ? 'lexicon-mcp-1' : anyJson(random), messages: random.chance(0.95) ? messages : anyJson(random) };
  if (random.chance(0.3)) request.tools = random.chance(0.8) ? TOOL_NAMES.filter(() => random.chance(0.5)).map((name) => ({ type: 'function', function: { name } })) : anyJson(random);
  if (random.chance(0.2)) request.tool_choice = random.pick<unknown>(['auto', 'none', 'required', 'always', { type: 'function', function: { name: random.pick(TOOL_NAMES) } }, anyJson(random)]);
  if (random.chance(0.25)) request.stream = random.pick<unknown>([true, true, false, 'yes', null]);
  if (random.chance(0.1)) request.stream_options = random.pick<unknown>([{ include_usage: true }, null, 'x']);
  const raw = random.chance(0.95) ? JSON.stringify(request) : random.pick(['{', 'null', '[]', '{"model":']);
  return { kind: 'http', surface: 'chat', method: 'POST', path: '/v1/chat/completions', headers: { 'Content-Type': random.chance(0.95) ? 'application/json' : 'text/plain' }, body: Buffer.from(raw) };
}

const CRLF = '\r\n';

function rawCase(random: Random): RawCase {
  const close = `Host: fuzz${CRLF}Connection: close${CRLF}${CRLF}`;
  const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');
  const variants: Array<() => Buffer> = [
    () => utf8(`GET /api/v1/search/pattern?lang=pl&pattern=*ości HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET /api/v1/search/pattern?lang=fr&pattern=${random.pick(['e\u0301te\u0301', 'été', 'caf\u00e9'])} HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET /api/v1/word/fr/${random.pick(['été', 'e\u0301te\u0301', 'garçon'])} HTTP/1.1${CRLF}${close}`),
    () => Buffer.concat([utf8('GET /api/v1/search/anagram?lang=en&letters='), Buffer.from([0xe9, 0xff, 0xc3]), utf8(` HTTP/1.1${CRLF}${close}`)]),
    () => utf8(`GET /api/v1/word/en/%C3 HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET /api/v1/search/pattern?lang=en&pattern=%zz%%C3 HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET /api/v1/search/pattern?lang=en&pattern=a\u0000b HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET /api/v1/languages HTTP/1.1${CRLF}X-Evil: a\u0000b${CRLF}${close}`),
    () => utf8(`GET /?q=${'a'.repeat(random.int(17_000, 40_000))} HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET /api/v1/languages HTTP/1.1${CRLF}X-Big: ${'b'.repeat(random.int(17_000, 30_000))}${CRLF}${close}`),
    () => utf8(`GET /api/v1/languages HTTP/1.1${CRLF}${Array.from({ length: 2_100 }, (_, i) => `X-${i}: v`).join(CRLF)}${CRLF}${close}`),
    () => utf8(`${random.pick(['BREW', 'get', 'G ET', 'GET\t', 'M-SEARCH', 'CONNECT', '\u0001GET', '{}'])} /api/v1/languages HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET /api/v1/languages HTTP/${random.pick(['9.9', '1', '1.10', '0.9', '2.0', 'x'])}${CRLF}${close}`),
    () => utf8(`GET${CRLF}${CRLF}`),
    () => utf8(`GET /api/v1/languages HTTP/1.0${CRLF}${CRLF}`),
    () => utf8(`GET /api/v1/languages HTTP/1.1${CRLF}Connection: close${CRLF}${CRLF}`),
    () => utf8(`POST /v1/chat/completions HTTP/1.1${CRLF}Content-Type: application/json${CRLF}Content-Length: 5${CRLF}Transfer-Encoding: chunked${CRLF}${close}0${CRLF}${CRLF}`),
    () => utf8(`POST /mcp HTTP/1.1${CRLF}Content-Type: application/json${CRLF}Transfer-Encoding: chunked${CRLF}${close}zz${CRLF}{}${CRLF}0${CRLF}${CRLF}`),
    () => utf8(`POST /mcp HTTP/1.1${CRLF}Content-Type: application/json${CRLF}Content-Length: -1${CRLF}${close}`),
    () => utf8(`GET /api/v1/languages HTTP/1.1${CRLF}Host: a${CRLF}${CRLF}GET /api/v1/search/pattern?lang=en&pattern=c?t HTTP/1.1${CRLF}${close}`),
    () => Buffer.from(Array.from({ length: random.int(1, 200) }, () => random.int(0, 255)).concat([13, 10, 13, 10])),
    () => utf8(`OPTIONS * HTTP/1.1${CRLF}${close}`),
    () => utf8(`GET http://evil.example/api/v1/languages HTTP/1.1${CRLF}${close}`),
  ];
  return { kind: 'raw', surface: 'raw', bytes: random.pick(variants)() };
}

/** One case, drawn from the generator: REST most often, then MCP, chat and raw bytes. */
export function fuzzCase(random: Random): FuzzCase {
  const roll = random.next();
  if (roll < 0.45) return restCase(random);
  if (roll < 0.7) return mcpCase(random);
  if (roll < 0.9) return chatCase(random);
  return rawCase(random);
}
