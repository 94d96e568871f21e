import { espeakWorkerPool } from './espeak-worker-pool';
import type { SpeechEngine } from './speech-engine';
import { systemEspeakAvailable } from './system-espeak';

export interface SpeechEngineOptions {
  provider: 'auto' | 'system' | 'wasm';
  workers: number;
  timeoutMs: number;
}

/** The installed espeak-ng program when there is one (`auto`), else the npm WebAssembly build. */
export async function createSpeechEngine(options: SpeechEngineOptions): Promise<SpeechEngine> {
  const useSystem = options.provider === 'system' || (options.provider === 'auto' && (await systemEspeakAvailable()));
  return espeakWorkerPool({ kind: useSystem ? 'system' : 'wasm', workers: options.workers, timeoutMs: options.timeoutMs });
}
