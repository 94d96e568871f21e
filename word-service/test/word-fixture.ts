import { fixtureDictionarySet } from '@lexicon/dictionary-store/test-support';
import { createLogger } from '@lexicon/service-kit';
import type { Express } from 'express';
import { createApp, type WordServiceDependencies } from '../src/app';
import { MeaningsStore } from '../src/definitions/meanings-store';
import type { SpeechEngine } from '../src/pronunciation/speech-engine';
import { createSpeechEngine } from '../src/pronunciation/speech-engine-factory';


/** A real eSpeak NG: the installed program when there is one, else the npm build in worker processes. */
export const realSpeech = (): Promise<SpeechEngine> => createSpeechEngine({ provider: process.env.ESPEAK_PROVIDER === 'wasm' ? 'wasm' : 'auto', workers: 2, timeoutMs: 20_000 });

/**
 * word-service over the fixture lists; details wait for pronunciations (within a query budget that
 * long too) so answers are deterministic. English meanings are WordNet's; the built meanings of the
 * other languages are left out (meanings-examples.test.ts reads them over the real lists).
 */
export function fixtureApp(speech: SpeechEngine, overrides: Partial<WordServiceDependencies> = {}): Express {
  return createApp({
    logger: createLogger('word-service', 'silent'),
    dictionaries: fixtureDictionarySet(),
    speech,
    pronunciationBudgetMs: 20_000,
    work: { queryBudgetMs: 20_000 },
    publicBaseUrl: 'https://lexicon.example/',
    meanings: Promise.resolve(MeaningsStore.empty()),
    ...overrides,
  });
}
