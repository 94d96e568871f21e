import { setImmediate as nextTurn } from 'node:timers/promises';
import { type DictionarySet } from '@lexicon/dictionary-store';
import { commonWordsOf, namedWordListOf, namedWordListsOf, type SharedSearchIndexes, sharedSearchIndexesOf, warmAnagramSearch, warmPatternSearch } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import type { Logger } from '@lexicon/service-kit';
import { giveBackWarmUpMemory } from './work/give-back-memory';

/** Where a language's indexes go once built: the heavy lane's workers adopt them (heavy-lane.ts). */
export type ShareIndexes = (language: LanguageCode, indexes: SharedSearchIndexes) => void;

/**
 * Builds each language's pattern-search indexes (letter-pair signatures, rank order statistics:
 * about 0.2 s for a three-million-word list) and anagram tables (with the order of racks of blanks,
 * about 0.1 s) and reads its common words (10,000 lookups) and its other lists (English's SCOWL sizes,
 * about 0.1 s) once the service is ready, one step per turn of the event loop so requests keep being
 * answered meanwhile. A query that comes first builds what it
 * needs itself: the answers are the same, only that query is slower. The indexes are built in shared
 * memory and handed to `share` (the heavy lane), so that its workers need no copy of their own.
 */
export async function warmSearchIndexes(dictionaries: DictionarySet, logger: Logger, share?: ShareIndexes): Promise<void> {
  const started = performance.now();
  const commonWords: Record<string, { common: number; notInList: number }> = {};
  const otherLists: Record<string, { words: number; notInList: number }> = {};
  for (const language of dictionaries.languages) {
    await nextTurn();
    warmPatternSearch(dictionaries.get(language));
    await nextTurn();
    warmAnagramSearch(dictionaries.get(language));
    await nextTurn();
    share?.(language, sharedSearchIndexesOf(dictionaries.get(language)));
    await nextTurn();
    // What the frequency list gave: its entries that are no word of the list (names, forms it lacks) are left out.
    const common = commonWordsOf(dictionaries.get(language));
    commonWords[language] = { common: common.ranks.length, notInList: common.unmatched };
    for (const name of namedWordListsOf(dictionaries.get(language))) {
      await nextTurn();
      const list = namedWordListOf(dictionaries.get(language), name);
      otherLists[`${language} ${name}`] = { words: list?.ranks.length ?? 0, notInList: list?.unmatched ?? 0 };
    }
  }
  logger.info({ commonWords }, 'common words read: frequency-list entries that are no word of the language\'s list are left out');
  logger.info({ otherLists }, 'other word lists read: their entries that are no word of the language\'s list are left out');
  giveBackWarmUpMemory();
  logger.info({ warmMs: Math.round(performance.now() - started), rssMb: Math.round(process.memoryUsage().rss / 1e6) }, 'search indexes built');
}
