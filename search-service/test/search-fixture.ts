import { fixtureDictionarySet } from '@lexicon/dictionary-store/test-support';
import { createLogger } from '@lexicon/service-kit';
import type { Express } from 'express';
import { createApp } from '../src/app';

/** The search service over the shipped fixture lists, every language loaded, told where its real common-word list and English's SCOWL sizes are, as loading does (read on first use). */
export function fixtureApp(): Express {
  return createApp({ logger: createLogger('search-service', 'silent'), dictionaries: fixtureDictionarySet() });
}

export const wordsOf = (body: { words: Array<{ word: string }> }): string[] => body.words.map((entry) => entry.word);
