import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import { freePort } from '@lexicon/service-kit';
import { type Dictionary, type DictionaryWord, letterCount, MAX_WORD_LENGTH } from '@lexicon/engine';
import { LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { ESPEAK_VOICES } from '@lexicon/word-service/dist/pronunciation/espeak-voices';
import type { SpeechEngine } from '@lexicon/word-service/dist/pronunciation/speech-engine';
import { espeakWorkerPool } from '@lexicon/word-service/dist/pronunciation/espeak-worker-pool';
import { systemEspeakAvailable } from '@lexicon/word-service/dist/pronunciation/system-espeak';
import { ms, out, percentile, sampler, slowest, spread, type TimedWord } from './bench-figures';
import { benchFamilies, benchScanBaseline } from './families-timing';

/**
 * `npm run bench:word`: the families engine in process on the complete lists (first and repeated
 * calls, every two-letter word), then word-service as a real process asked over HTTP:
 * details p50/p99 per language once pronunciations are cached, eSpeak NG's first-call cost for IPA
 * and for audio, a second audio call, and the service's memory with everything loaded.
 */
/** The word-service under test, on a free port (set once it starts): a benchmark never binds a fixed one. */
let BASE = '';
const RANDOM_WORDS = 60;
const SHORT_WORDS = 20;
const UNKNOWN_WORDS = 5;

async function timed(url: string, retried = false): Promise<{ ms: number; status: number; body: Buffer }> {
  const start = performance.now();
  try {
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    return { ms: performance.now() - start, status: response.status, body };
  } catch (error) {
    // The server closes idle keep-alive connections after 5 s; a request sent on one as it closes is
    // retried once on a new connection (and not timed as a success when it fails again).
    if (retried) throw error;
    return timed(url, true);
  }
}

async function waitReady(): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${BASE}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('word-service did not become ready');
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface HttpSample {
  /** Words of the list: random ones and two-letter ones (the shortest words lists hold). */
  words: string[];
  /** Inputs the list lacks: answered 404 with suggestions. */
  unknown: string[];
}

function sampleWords(dictionary: Dictionary): HttpSample {
  const random = sampler(7);
  const words = new Set<string>();
  while (words.size < RANDOM_WORDS) words.add(dictionary.wordAt(Math.floor(random() * dictionary.wordCount)).word);
  const twoLetter: string[] = [];
  for (const first of dictionary.rules.alphabet) {
    for (const second of dictionary.rules.alphabet) {
      const two = dictionary.lookup(first + second);
      if (two !== null) twoLetter.push((two.words[0] as DictionaryWord).word);
    }
  }
  for (let i = 0; i < SHORT_WORDS && twoLetter.length > 0; i += 1) words.add(twoLetter[Math.floor(random() * twoLetter.length)] as string);
  const unknown = dictionary.rules.alphabet.filter((letter) => dictionary.lookup(letter) === null).slice(0, UNKNOWN_WORDS);
  // Single letters are never words (words have at least two); doubled words fill up if a list ever holds them.
  for (let i = 0; unknown.length < UNKNOWN_WORDS && i < 100; i += 1) {
    const doubled = dictionary.wordAt(Math.floor(random() * dictionary.wordCount)).folded.repeat(2);
    if (letterCount(doubled) <= MAX_WORD_LENGTH && dictionary.lookup(doubled) === null) unknown.push(doubled);
  }
  return { words: [...words], unknown };
}

async function firstCalls(name: string, engine: SpeechEngine): Promise<void> {
  let start = performance.now();
  await engine.ipa(ESPEAK_VOICES.pl, 'źdźbło');
  const ipa = performance.now() - start;
  start = performance.now();
  await engine.wav(ESPEAK_VOICES.pl, 'źdźbło');
  const wav = performance.now() - start;
  start = performance.now();
  await engine.ipa(ESPEAK_VOICES.fr, 'été');
  const nextIpa = performance.now() - start;
  out(`eSpeak NG ${name}: first IPA ${ms(ipa)}, first audio ${ms(wav)}, a later IPA ${ms(nextIpa)}`);
  await engine.close();
}

async function main(): Promise<void> {
  out('eSpeak NG first calls, each in child processes (never on the service event loop):');
  if (await systemEspeakAvailable()) await firstCalls('program', espeakWorkerPool({ kind: 'system', workers: 1, timeoutMs: 20_000 }));
  else out('eSpeak NG program: not installed');
  await firstCalls('WebAssembly', espeakWorkerPool({ kind: 'wasm', workers: 1, timeoutMs: 30_000 }));

  const loaded = await loadDictionaries(dataDirectory(process.env), LANGUAGE_CODES);
  benchFamilies(loaded.dictionaries, LANGUAGE_CODES);
  // The lists of three million words, where short words' families are largest.
  benchScanBaseline(loaded.dictionaries, ['pl', 'cs', 'it', 'pt']);

  const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
  BASE = `http://127.0.0.1:${port}`;
  const service: ChildProcess = spawn(process.execPath, [path.join(path.dirname(require.resolve('@lexicon/word-service/package.json')), 'dist', 'index.js')], {
    // No stats-service runs here: usage events stay off rather than retrying in the background.
    env: { ...process.env, WORD_SERVICE_PORT: String(port), WORD_SERVICE_METRICS_PORT: String(metricsPort), LOG_LEVEL: 'warn', USAGE_EVENTS: 'false' },
    stdio: 'inherit',
  });
  service.on('exit', (code, signal) => out(`word-service exited (${code ?? signal})`));
  try {
    await waitReady();
    out(`\nword-service ready; RSS ${rssMb(service.pid as number).toFixed(0)} MB`);

    const audioFirst = await timed(`${BASE}/api/v1/audio/de/${encodeURIComponent('straße')}`);
    const audioSecond = await timed(`${BASE}/api/v1/audio/de/${encodeURIComponent('straße')}`);
    out(`audio de straße over HTTP: first ${ms(audioFirst.ms)} (${audioFirst.body.length} bytes), second ${ms(audioSecond.ms)}`);

    const floor: number[] = [];
    for (let i = 0; i < 200; i += 1) floor.push((await timed(`${BASE}/readyz`)).ms);
    out(`\nbaseline, the same HTTP stack doing no work (GET /readyz): p50 ${ms(percentile(floor, 50))}, p99 ${ms(percentile(floor, 99))}`);

    out('\ndetails over HTTP, pronunciation cached; word-service keeps no families cache, so every request computes them, ms:');
    out('lang  words  first p50 p99       max       | repeat p50 p99       | 2 letters p50 p99 | 404 p50 | slowest first');
    const all: TimedWord[] = [];
    for (const code of LANGUAGE_CODES as readonly LanguageCode[]) {
      const { words, unknown } = sampleWords(loaded.dictionaries.get(code) as Dictionary);
      const url = (word: string): string => `${BASE}/api/v1/word/${code}/${encodeURIComponent(word)}`;
      // Untimed: fills the pronunciation cache; then wait until every word has its phonetic.
      for (const word of words) await timed(url(word));
      for (const word of words) {
        for (let tries = 0; tries < 200; tries += 1) {
          const answer = JSON.parse((await timed(url(word))).body.toString('utf8')) as { definition?: { phonetic?: string } };
          if (answer.definition?.phonetic !== undefined) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const first: TimedWord[] = [];
      for (const word of words) first.push({ word, ms: (await timed(url(word))).ms });
      const repeated: TimedWord[] = [];
      for (const word of words) repeated.push({ word, ms: (await timed(url(word))).ms });
      const missing: number[] = [];
      for (const word of unknown) {
        const result = await timed(url(word));
        if (result.status !== 404) out(`  ${code} ${word}: expected 404, got ${result.status}`);
        missing.push(result.ms);
      }
      const twoLetters = first.filter((timing) => letterCount(timing.word) === 2).map((timing) => timing.ms);
      all.push(...first.map((timing) => ({ word: `${code} ${timing.word}`, ms: timing.ms })));
      const cells = (values: number[]): string => values.map((value) => (Number.isNaN(value) ? '-' : value.toFixed(2)).padEnd(8)).join(' ');
      out(
        `${code.padEnd(5)} ${String(first.length).padEnd(6)} ${spread(first)} | ${spread(repeated).slice(0, 19)} | ` +
          `${cells([percentile(twoLetters, 50), percentile(twoLetters, 99)])} | ` +
          `${cells([percentile(missing, 50)]).slice(0, 7)} | ${slowest(first, 3)}`,
      );
    }
    const values = all.map((timing) => timing.ms);
    out(
      `all   ${String(values.length).padEnd(6)} first p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))} ` +
        `(targets: p50 ≤ 5 ms, p99 ≤ 50 ms); slowest: ${slowest(all, 5)}`,
    );
    out(`\nword-service RSS with every language, WordNet, CMU and caches loaded: ${rssMb(service.pid as number).toFixed(0)} MB (target ≤ 700 MB)`);
  } finally {
    service.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
