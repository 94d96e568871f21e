import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { type FuzzCase, fuzzCase, type HttpCase, type RawCase, type Surface } from './fuzz-cases';
import { type Answer, problemWith } from './fuzz-checks';
import { randomFor } from './random';

export interface FuzzOptions {
  /** The gateway, e.g. http://127.0.0.1:8080. */
  baseUrl: string;
  seed: number;
  requests: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Run only these case indexes (to reproduce a failure). */
  only?: readonly number[];
  /** 5xx codes that are the intended answer in this run (a fault scenario), besides query_timeout. */
  allowed5xx?: ReadonlySet<string>;
  /** Cases whose answer arrives later than this fail as "no answer". */
  timeoutMs?: number;
}

export interface FuzzFailure {
  index: number;
  surface: Surface;
  problem: string;
  /** The request as a shell line: curl for HTTP, printf | nc for raw bytes. */
  reproduce: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  bySurface: Record<Surface, number>;
  failures: FuzzFailure[];
  durationMs: number;
}

const MAX_BODY_BYTES = 8 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;

const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** Bytes as a printf format: printable ASCII as is, the rest as \xHH. */
function printfBytes(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) {
    if (byte === 0x25) out += '%%';
    else if (byte === 0x5c) out += '\\\\';
    else if (byte === 0x27) out += `'\\''`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `'${out}'`;
}

export function reproduction(baseUrl: string, fuzz: FuzzCase): string {
  const url = new URL(baseUrl);
  if (fuzz.kind === 'raw') return `printf ${printfBytes(fuzz.bytes)} | nc ${url.hostname} ${url.port}`;
  const parts = ['curl', '-sS', '-i', '-g', '--path-as-is', '-X', shellQuote(fuzz.method), shellQuote(`${baseUrl}${fuzz.path}`)];
  for (const [name, value] of Object.entries(fuzz.headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (fuzz.body !== undefined) {
    const text = fuzz.body.toString('utf8');
    parts.push('--data-binary', Buffer.from(text, 'utf8').equals(fuzz.body) ? shellQuote(text) : `"$(printf ${printfBytes(fuzz.body)})"`);
  }
  return parts.join(' ');
}

function sendHttp(baseUrl: string, agent: Agent, fuzz: HttpCase, timeoutMs: number): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers = { ...fuzz.headers, ...(fuzz.body === undefined ? {} : { 'Content-Length': String(fuzz.body.length) }) };
    const req = httpRequest({ host: url.hostname, port: url.port, method: fuzz.method, path: fuzz.path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), path: fuzz.path.split('?')[0] ?? '', method: fuzz.method }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(fuzz.body);
  });
}

/** The first answer on a connection fed raw bytes, read until the server closes it. */
function sendRaw(baseUrl: string, fuzz: RawCase, timeoutMs: number): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // Written, not ended: like curl, the client keeps its side open until the server answers and closes.
    const socket = connect(Number(url.port), url.hostname, () => socket.write(fuzz.bytes));
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A server that answered and closed while bytes were still going out: the answer is what counts.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') socket.destroy();
      else reject(error);
    });
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const headEnd = all.indexOf('\r\n\r\n');
      if (headEnd < 0) {
        reject(new Error(all.length === 0 ? 'connection closed without an answer' : 'an answer without a complete head'));
        return;
      }
      const [statusLine = '', ...lines] = all.subarray(0, headEnd).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) headers[line.slice(0, line.indexOf(':')).trim().toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
      const length = Number(headers['content-length'] ?? Number.NaN);
      const rest = all.subarray(headEnd + 4);
      const target = fuzz.bytes.subarray(0, Math.max(0, fuzz.bytes.indexOf('\r\n'))).toString('latin1').split(' ')[1];
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Number.isFinite(length) ? rest.subarray(0, length) : rest,
        ...(target === undefined ? {} : { path: target.split('?')[0] }),
        method: fuzz.bytes.subarray(0, fuzz.bytes.indexOf(' ')).toString('latin1'),
      });
    });
  });
}

/**
 * Sends the cases of a seed (case i always the same for the same seed), checks every answer, and
 * counts answers by status. A case that gets no answer, or a wrong one, is a failure with its
 * reproduction line.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const indexes = options.only ?? Array.from({ length: options.requests }, (_, index) => index);
  const byStatus: Record<string, number> = {};
  const bySurface: Record<Surface, number> = { rest: 0, mcp: 0, chat: 0, raw: 0 };
  const failures: FuzzFailure[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < indexes.length) {
      const index = indexes[next++] as number;
      const fuzz = fuzzCase(randomFor(options.seed, index));
      bySurface[fuzz.surface] += 1;
      let problem: string | undefined;
      try {
        const answer = fuzz.kind === 'raw' ? await sendRaw(options.baseUrl, fuzz, timeoutMs) : await sendHttp(options.baseUrl, agent, fuzz, timeoutMs);
        byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
        problem = problemWith(fuzz.surface, answer, new Set(['query_timeout', ...(options.allowed5xx ?? [])]));
      } catch (error) {
        byStatus.none = (byStatus.none ?? 0) + 1;
        problem = (error as Error).message;
      }
      if (problem !== undefined) failures.push({ index, surface: fuzz.surface, problem, reproduce: reproduction(options.baseUrl, fuzz) });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, () => worker()));
  agent.destroy();
  return { requests: indexes.length, byStatus, bySurface, failures: failures.sort((a, b) => a.index - b.index), durationMs: performance.now() - started };
}
