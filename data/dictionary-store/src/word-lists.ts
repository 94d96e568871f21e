import type { Dictionary } from '@lexicon/engine';
import { provideCommonWordList } from './common-word-lists';
import { provideScowlWordLists } from './scowl-word-lists';

/**
 * Tells a loaded dictionary where its lists beyond the full one come from: the frequency list's
 * common words, and in English SCOWL's sizes. Each is read on first use.
 */
export function provideWordLists(dictionary: Dictionary): void {
  provideCommonWordList(dictionary);
  provideScowlWordLists(dictionary);
}
