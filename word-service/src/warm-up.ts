import { setImmediate as nextTurn } from 'node:timers/promises';
import { type DictionarySet } from '@lexicon/dictionary-store';
import { commonWordsOf, findWordFamilies, namedWordListOf, namedWordListsOf } from '@lexicon/engine';
import type { Logger } from '@lexicon/service-kit';

/**
 * Builds each language's word-family tables (its length masks; the counters' working memory, one for
 * every language, grows to the largest word graph: a few hundred milliseconds on the largest lists)
 * once the service is ready, one language per turn of the event loop so requests keep being answered
 * meanwhile. The first lookup in a language would otherwise pay for them inside its time budget.
 */
export async function warmWordFamilies(dictionaries: DictionarySet, logger: Logger): Promise<void> {
  const started = performance.now();
  for (const language of dictionaries.languages) {
    await nextTurn();
    const dictionary = dictionaries.get(language);
    findWordFamilies(dictionary, dictionary.dawg.wordAt(0).letters, 1);
    // Its common words (common_rank) and other lists (English's SCOWL sizes) too, read on first use otherwise.
    commonWordsOf(dictionary);
    for (const name of namedWordListsOf(dictionary)) namedWordListOf(dictionary, name);
  }
  logger.info({ warmMs: Math.round(performance.now() - started), rssMb: Math.round(process.memoryUsage().rss / 1e6) }, 'word-family workspaces built');
}
