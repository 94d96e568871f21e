import type { Server } from 'node:http';
import { DictionarySet } from '@lexicon/dictionary-store';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { createApp as createSearchApp } from '../../search-service/src/app';
import { listen, silentLogger } from './gateway-fixture';

/** The real search service over the fixture dictionaries, listening on loopback. */
export async function searchFixtureUpstream(): Promise<{ server: Server; url: string }> {
  const dictionaries = DictionarySet.of(new Map(LANGUAGE_CODES.map((code) => [code, fixtureDictionary(code)])));
  return listen(createSearchApp({ logger: silentLogger, dictionaries }));
}
