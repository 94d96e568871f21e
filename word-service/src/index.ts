import { dataDirectory, DictionarySet } from '@lexicon/dictionary-store';
import { connectRedis, createLogger, createUsageEmitter, loadProcessConfig, loadQueryWorkConfig, loadUsageEmitterConfig, runService } from '@lexicon/service-kit';
import { LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { createApp, SERVICE_NAME } from './app';
import { loadWordServiceConfig, WORD_SERVICE_VARIABLES } from './config';
import { type HunspellRoots, loadHunspellRoots } from './definitions/hunspell-roots';
import { MeaningsStore } from './definitions/meanings-store';
import { WordnetDatabase } from './definitions/wordnet-database';
import { preloadCmu } from './pronunciation/cmu-pronunciations';
import { createSpeechEngine } from './pronunciation/speech-engine-factory';
import { warmWordFamilies } from './warm-up';

async function main(): Promise<void> {
  const processConfig = loadProcessConfig(process.env, WORD_SERVICE_VARIABLES);
  const dataDir = dataDirectory(process.env);
  const config = loadWordServiceConfig(process.env);
  const logger = createLogger(SERVICE_NAME, processConfig.logLevel);
  const dictionaries = new DictionarySet();
  const usage = createUsageEmitter(loadUsageEmitterConfig(process.env), SERVICE_NAME, logger);
  const speech = await createSpeechEngine({ provider: config.espeakProvider, workers: config.espeakWorkers, timeoutMs: config.espeakTimeoutMs });
  // Redis only caches audio: commands fail at once while it is away instead of queueing. Each audio
  // key is one command, so in a cluster the keys spread over the slots as they fall.
  const redis = config.redis === undefined ? undefined : connectRedis(config.redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  redis?.on('error', () => undefined);
  // Loaded while the dictionaries load, so the first English request pays for neither.
  const wordnet = WordnetDatabase.load();
  let familiesBuilt = false;
  // Every language's hunspell roots (lemmas), one language after the other, English first: each read
  // holds the event loop for up to a few seconds, so they are not read all at once.
  const hunspellRoots: Partial<Record<LanguageCode, Promise<HunspellRoots>>> = {};
  let previous: Promise<unknown> = Promise.resolve();
  for (const language of LANGUAGE_CODES) {
    const roots = previous.then(() => loadHunspellRoots(language, dataDir));
    hunspellRoots[language] = roots;
    previous = roots.catch(() => undefined);
  }
  // Every language's meanings: one Buffer each, read once (the other languages' hunspell roots load on first use).
  const meanings = Promise.resolve().then(() => MeaningsStore.load(dataDir));
  void preloadCmu();
  await runService({
    logger,
    config: processConfig,
    app: createApp({
      logger,
      dictionaries,
      speech,
      redis,
      wordnet,
      hunspellRoots,
      meanings,
      publicBaseUrl: config.publicBaseUrl,
      pronunciationBudgetMs: config.pronunciationBudgetMs,
      work: loadQueryWorkConfig(process.env),
      warmedUp: () => familiesBuilt,
      ...(usage === undefined ? {} : { usage }),
    }),
    prepare: () => dictionaries.load(dataDir),
    // Queued usage events get one last try once requests have drained; then the workers stop.
    cleanup: async () => {
      await usage?.stop();
      await speech.close();
      redis?.disconnect();
    },
  });
  await warmWordFamilies(dictionaries, logger);
  familiesBuilt = true;
}

main().catch((error: unknown) => {
  process.stderr.write(`${SERVICE_NAME}: ${(error as Error).message}\n`);
  process.exit(1);
});
