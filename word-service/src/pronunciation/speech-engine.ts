/**
 * eSpeak NG, run outside this process (it is GPL; our code only talks to it over pipes): the IPA of a
 * word and a WAV of it spoken, in a voice. Every call is bounded by a timeout and a pool of worker processes.
 */
export interface SpeechEngine {
  /** `system` (the installed espeak-ng program) or `wasm` (the npm build); either runs in worker processes. */
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

/**
 * eSpeak marks where a voice switches to another language's rules for a loanword: French `whisky`
 * comes out `(en)wˈɪski(fr)`. The markers are not IPA; the sounds between them are kept.
 */
const LANGUAGE_SWITCH_MARKER = /\([a-z]{2,3}(?:-[a-z0-9]+)*\)/gi;

/** eSpeak's IPA output, one line per clause, as one plain transcription. */
export function cleanIpa(output: string): string {
  return output
    .replace(/[\u200b-\u200d]/g, '')
    .replace(LANGUAGE_SWITCH_MARKER, '')
    .split(/\s+/)
    .filter((part) => part !== '')
    .join(' ');
}
