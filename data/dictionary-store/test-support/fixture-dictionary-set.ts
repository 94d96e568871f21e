import { fixtureDictionary } from '@lexicon/engine/test-support';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { DictionarySet } from '../src/dictionary-set';
import { provideWordLists } from '../src/word-lists';

/** Every language's fixture list, each told where its other lists are (the real common words, English's SCOWL sizes), as loading does. */
export function fixtureDictionarySet(): DictionarySet {
  return DictionarySet.of(
    new Map(
      LANGUAGE_CODES.map((code) => {
        const dictionary = fixtureDictionary(code);
        provideWordLists(dictionary);
        return [code, dictionary];
      }),
    ),
  );
}
