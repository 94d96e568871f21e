import { runDictionaryService } from '@lexicon/data';
import { Redis } from 'ioredis';
import { createApp, SERVICE_NAME } from './app';
import { loadWordServiceConfig, WORD_SERVICE_VARIABLES } from './config';
import { WordnetDatabase } from './definitions/wordnet-database';
import { preloadCmu } from './pronunciation/cmu-pronunciations';
import { createSpeechEngine } from './pronunciation/speech-engine-factory';

async function main(): Promise<void> {
  const config = loadWordServiceConfig(process.env);
  const speech = await createSpeechEngine({ provider: config.espeakProvider, workers: config.espeakWorkers, timeoutMs: config.espeakTimeoutMs });
  // Redis only caches audio: commands fail at once while it is away instead of queueing.
  const redis = config.redisUrl === undefined ? undefined : new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis?.on('error', () => undefined);
  // Loaded while the dictionaries load, so the first English request pays for neither.
  const wordnet = WordnetDatabase.load();
  void preloadCmu();
  runDictionaryService(process.env, {
    service: SERVICE_NAME,
    variables: WORD_SERVICE_VARIABLES,
    createApp: (deps) => createApp({ ...deps, speech, redis, wordnet, publicBaseUrl: config.publicBaseUrl, pronunciationBudgetMs: config.pronunciationBudgetMs }),
  });
  process.once('exit', () => {
    void speech.close();
    redis?.disconnect();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
