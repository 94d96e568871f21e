import type { SpeechEngine } from './speech-engine';
import { systemEspeak, systemEspeakAvailable } from './system-espeak';
import { wasmEspeak } from './wasm-espeak';

export interface SpeechEngineOptions {
  provider: 'auto' | 'system' | 'wasm';
  workers: number;
  timeoutMs: number;
}

/** The installed espeak-ng program when there is one (`auto`), else the npm WebAssembly build. */
export async function createSpeechEngine(options: SpeechEngineOptions): Promise<SpeechEngine> {
  const useSystem = options.provider === 'system' || (options.provider === 'auto' && (await systemEspeakAvailable()));
  return useSystem
    ? systemEspeak({ concurrency: options.workers * 2, timeoutMs: options.timeoutMs })
    : wasmEspeak({ workers: options.workers, timeoutMs: options.timeoutMs });
}
