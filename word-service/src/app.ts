import { dataDirectory, dictionaryReadiness, type DictionaryServiceDependencies } from '@lexicon/dictionary-store';
import { createServiceApp, type Logger, type QueryWorkConfig, type RedisConnection, type UsageEmitter, withUsageStatus } from '@lexicon/service-kit';
import type { LanguageCode } from '@lexicon/shared';
import type { Express } from 'express';
import { AudioStore } from './audio/audio-store';
import { type HunspellRoots, loadHunspellRoots } from './definitions/hunspell-roots';
import { MeaningsStore } from './definitions/meanings-store';
import { WordnetDatabase } from './definitions/wordnet-database';
import { Pronunciations } from './pronunciation/pronunciations';
import type { SpeechEngine } from './pronunciation/speech-engine';
import { wordRoutes } from './routes/word-routes';

export const SERVICE_NAME = 'word-service';

export const DEFAULT_PUBLIC_BASE_URL = 'http://localhost:8080';
export const DEFAULT_PRONUNCIATION_BUDGET_MS = 250;

export interface WordServiceDependencies extends DictionaryServiceDependencies {
  logger: Logger;
  /** eSpeak NG, out of process. Without one, nothing is spoken: audio answers 503. */
  speech?: SpeechEngine;
  redis?: RedisConnection;
  publicBaseUrl?: string;
  pronunciationBudgetMs?: number;
  /** WordNet, loaded on first use unless given. */
  wordnet?: Promise<WordnetDatabase>;
  /** Each language's hunspell stems and affix rules, loaded on first use unless given. */
  hunspellRoots?: Partial<Record<LanguageCode, Promise<HunspellRoots>>>;
  /** Every language's meanings, read from the data directory on first use unless given. */
  meanings?: Promise<MeaningsStore>;
  /** Where answered lookups are recorded; absent when usage events are off. */
  usage?: UsageEmitter;
  /** The longest a lookup may take (QUERY_BUDGET_MS); 250 ms when not given. */
  work?: QueryWorkConfig;
}

const NO_SPEECH: SpeechEngine = {
  kind: 'system',
  ipa: () => Promise.reject(new Error('no speech engine configured')),
  wav: () => Promise.reject(new Error('no speech engine configured')),
  close: async () => undefined,
};

export function createApp(deps: WordServiceDependencies): Express {
  const speech = deps.speech ?? NO_SPEECH;
  let wordnet = deps.wordnet;
  const hunspellRoots = { ...deps.hunspellRoots };
  let meanings = deps.meanings;
  const context = {
    dictionaries: deps.dictionaries,
    pronunciations: new Pronunciations(speech),
    wordnet: () => (wordnet ??= WordnetDatabase.load()),
    hunspellRoots: (language: LanguageCode) => (hunspellRoots[language] ??= loadHunspellRoots(language, dataDirectory(process.env))),
    meanings: () => (meanings ??= Promise.resolve().then(() => MeaningsStore.load(dataDirectory(process.env)))),
    publicBaseUrl: deps.publicBaseUrl ?? DEFAULT_PUBLIC_BASE_URL,
    pronunciationBudgetMs: deps.pronunciationBudgetMs ?? DEFAULT_PRONUNCIATION_BUDGET_MS,
  };
  const audio = new AudioStore(speech, deps.logger, deps.redis);
  return createServiceApp({
    service: SERVICE_NAME,
    logger: deps.logger,
    // Behind the gateway, whose line names each request under the same id: only slow ones here.
    completionLines: 'slow',
    readiness: withUsageStatus(dictionaryReadiness(deps), deps.usage),
    routes: (app) => {
      app.set('etag', false);
      app.use(wordRoutes(context, audio, deps.dictionaries, deps.work ?? { queryBudgetMs: 250 }, deps.usage));
    },
  });
}
