/**
 * eSpeak NG, run outside this process (it is GPL; our code only talks to it over pipes): the IPA of a
 * word and a WAV of it spoken, in a voice. Every call is bounded by a timeout and a concurrency limit.
 */
export interface SpeechEngine {
  /** `system` (the installed espeak-ng program) or `wasm` (the npm build, in worker processes). */
  readonly kind: 'system' | 'wasm';
  ipa(voice: string, text: string): Promise<string>;
  wav(voice: string, text: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** A synthesis that failed or took too long; the routes answer it with 503 service_unavailable. */
export class SpeechError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpeechError';
  }
}

/** At most `limit` tasks at once; the others wait their turn in order. */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await task();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** eSpeak's IPA output, one line per clause, as one transcription. */
export function cleanIpa(output: string): string {
  return output
    .replace(/[\u200b-\u200d]/g, '')
    .split(/\s+/)
    .filter((part) => part !== '')
    .join(' ');
}
