import { DictionarySet, provideCommonWordList, provideScowlWordLists } from '@lexicon/dictionary-store';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { createLogger, LANGUAGE_CODES } from '@lexicon/shared';
import type { Express } from 'express';
import { createApp } from '../src/app';

/** The search service over the shipped fixture lists, every language loaded, told where its real common-word list and English's SCOWL sizes are, as loading does (read on first use). */
export function fixtureApp(): Express {
  const dictionaries = DictionarySet.of(
    new Map(
      LANGUAGE_CODES.map((code) => {
        const dictionary = fixtureDictionary(code);
        provideCommonWordList(dictionary);
        provideScowlWordLists(dictionary);
        return [code, dictionary];
      }),
    ),
  );
  return createApp({ logger: createLogger('search-service', 'silent'), dictionaries });
}

export const wordsOf = (body: { words: Array<{ word: string }> }): string[] => body.words.map((entry) => entry.word);
