import { dataDirectory, DictionarySet, loadDictionaries } from '@lexicon/dictionary-store';
import { createLogger } from '@lexicon/service-kit';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { createApp } from '../src/app';
import { MeaningsStore } from '../src/definitions/meanings-store';

/**
 * word-service over every language's real list and the meanings, base words and hunspell files the
 * data build wrote: what the worked examples of word details ask. No pronunciation is waited for.
 */
export async function builtDataApp(): Promise<{ app: ReturnType<typeof createApp>; meanings: MeaningsStore }> {
  const directory = dataDirectory(process.env);
  const loaded = await loadDictionaries(directory, LANGUAGE_CODES);
  const meanings = MeaningsStore.load(directory);
  const app = createApp({
    logger: createLogger('word-service', 'silent'),
    dictionaries: DictionarySet.of(loaded.dictionaries),
    meanings: Promise.resolve(meanings),
    pronunciationBudgetMs: 0,
    work: { queryBudgetMs: 60_000 },
  });
  return { app, meanings };
}
