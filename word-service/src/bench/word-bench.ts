import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dataDirectory, type Dictionary, loadDictionaries } from '@lexicon/data';
import { LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { ESPEAK_VOICES } from '../pronunciation/espeak-voices';
import type { SpeechEngine } from '../pronunciation/speech-engine';
import { systemEspeak, systemEspeakAvailable } from '../pronunciation/system-espeak';
import { wasmEspeak } from '../pronunciation/wasm-espeak';

/**
 * `npm run bench:word`: word-service as a real process on the complete dictionaries, asked over HTTP.
 * Prints details p50/p99 per language (random words, every two-letter word sampled, one-letter inputs
 * that end in suggestions) once pronunciations are cached, eSpeak NG's first-call cost for IPA and
 * for audio, a second audio call, and the service's memory with everything loaded.
 */
const PORT = Number(process.env.BENCH_PORT ?? 18_182);
const BASE = `http://127.0.0.1:${PORT}`;
const RANDOM_WORDS = 60;
const SHORT_WORDS = 20;

const out = (line: string): boolean => process.stdout.write(`${line}\n`);
const ms = (value: number): string => `${value.toFixed(2)} ms`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

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

/** Seeded, so every run asks the same words. */
function sampler(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function sampleWords(dictionary: Dictionary): { words: string[]; oneLetter: string[] } {
  const random = sampler(7);
  const words = new Set<string>();
  while (words.size < RANDOM_WORDS) words.add(dictionary.wordAt(Math.floor(random() * dictionary.wordCount)).word);
  const twoLetter = [...dictionary.words()].filter((entry) => [...entry.folded].length === 2).map((entry) => entry.word);
  for (let i = 0; i < SHORT_WORDS && twoLetter.length > 0; i += 1) words.add(twoLetter[Math.floor(random() * twoLetter.length)] as string);
  const oneLetter = dictionary.rules.alphabet.slice(0, 5);
  return { words: [...words], oneLetter };
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
  if (await systemEspeakAvailable()) await firstCalls('program', systemEspeak({ concurrency: 2, timeoutMs: 20_000 }));
  else out('eSpeak NG program: not installed');
  await firstCalls('WebAssembly', wasmEspeak({ workers: 1, timeoutMs: 30_000 }));

  const loaded = await loadDictionaries(dataDirectory(process.env), LANGUAGE_CODES);
  const service: ChildProcess = spawn(process.execPath, [path.join(__dirname, '..', 'index.js')], {
    env: { ...process.env, WORD_SERVICE_PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  service.on('exit', (code, signal) => out(`word-service exited (${code ?? signal})`));
  try {
    await waitReady();
    out(`\nword-service ready; RSS ${rssMb(service.pid as number).toFixed(0)} MB`);

    const audioFirst = await timed(`${BASE}/api/v1/audio/de/${encodeURIComponent('straße')}`);
    const audioSecond = await timed(`${BASE}/api/v1/audio/de/${encodeURIComponent('straße')}`);
    out(`audio de straße over HTTP: first ${ms(audioFirst.ms)} (${audioFirst.body.length} bytes), second ${ms(audioSecond.ms)}`);

    out('\ndetails over HTTP, pronunciation cached (the families are computed on every request):');
    out('lang   words   p50        p99        max        | 2-letter p50  p99        | 1-letter (404) p50');
    const all: number[] = [];
    for (const code of LANGUAGE_CODES as readonly LanguageCode[]) {
      const { words, oneLetter } = sampleWords(loaded.dictionaries.get(code) as Dictionary);
      const url = (word: string): string => `${BASE}/api/v1/word/${code}/${encodeURIComponent(word)}`;
      // First pass fills the pronunciation cache; wait until every word has its phonetic.
      for (const word of words) await timed(url(word));
      for (const word of words) {
        for (let tries = 0; tries < 200; tries += 1) {
          const answer = JSON.parse((await timed(url(word))).body.toString('utf8')) as { definition?: { phonetic?: string } };
          if (answer.definition?.phonetic !== undefined) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      const samples: number[] = [];
      const short: number[] = [];
      for (const word of words) {
        const result = await timed(url(word));
        samples.push(result.ms);
        if ([...word].length === 2) short.push(result.ms);
      }
      const missing: number[] = [];
      for (const letter of oneLetter) missing.push((await timed(url(letter))).ms);
      all.push(...samples);
      out(
        `${code.padEnd(6)} ${String(samples.length).padEnd(7)} ${ms(percentile(samples, 50)).padEnd(10)} ${ms(percentile(samples, 99)).padEnd(10)} ${ms(Math.max(...samples)).padEnd(10)} | ${ms(percentile(short, 50)).padEnd(13)} ${ms(percentile(short, 99)).padEnd(10)} | ${ms(percentile(missing, 50))}`,
      );
    }
    out(`all    ${String(all.length).padEnd(7)} ${ms(percentile(all, 50)).padEnd(10)} ${ms(percentile(all, 99))}   (targets: p50 ≤ 5 ms, p99 ≤ 50 ms)`);
    out(`\nword-service RSS with every language, WordNet, CMU and caches loaded: ${rssMb(service.pid as number).toFixed(0)} MB (target ≤ 768 MB)`);
  } finally {
    service.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
