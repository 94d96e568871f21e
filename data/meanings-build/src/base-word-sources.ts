import { readFileSync } from 'node:fs';
import { languageMetadata } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
// The word-list build's analyser of the same pinned Apertium package (one copy, one pin), imported by
// its module path so that the word lists' build key does not change with the meanings build.
import { morphologyOf } from '@lexicon/dictionary-build/dist/morphology/morphology';
import { analyserPartOfSpeech } from './analyser-parts-of-speech';
import type { BaseWord, BaseWordLexicon, BaseWordReader } from './base-words';
import { GERMAN_LEXICON, germanBaseWords } from './german-lexicon';

export interface BaseWordSource {
  lexicon: BaseWordLexicon;
  /** What pins the source, for the build's input key. */
  pin: unknown;
  reader(): BaseWordReader;
}

/**
 * A language's morphological lexicon: the Apertium analyser its metadata names (`morphology`, also
 * the lists' report's), German's german-pos-dict; none for Czech, whose forms reach their lemma
 * through the list's hunspell affix rules only.
 */
export function baseWordSourceOf(language: LanguageCode, cacheDirectory: string): BaseWordSource | undefined {
  const metadata = languageMetadata(language);
  const morphology = metadata.morphology;
  if (morphology !== undefined) {
    return {
      lexicon: { name: morphology.name, licence: morphology.licence },
      pin: morphology.debian,
      reader: () => {
        const analyser = morphologyOf(metadata, cacheDirectory);
        if (analyser === undefined) throw new Error(`${language}: no analyser`);
        return (words) => analyser.analyse(words).map((readings) => readings.flatMap((reading): BaseWord[] => {
          const partOfSpeech = analyserPartOfSpeech(reading.tags);
          // A multiword lemma (en `take# up`) is named by its first word, which is the form's base word.
          const base = (reading.base.split('#')[0] ?? '').trim().toLocaleLowerCase(language);
          return partOfSpeech === undefined || base === '' || base.includes(' ') ? [] : [{ word: base, partOfSpeech }];
        }));
      },
    };
  }
  if (language === 'de') {
    return {
      lexicon: { name: GERMAN_LEXICON.name, licence: GERMAN_LEXICON.licence },
      pin: GERMAN_LEXICON.packages.map((name) => `${name}@${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}`),
      reader: () => {
        const lexicon = germanBaseWords();
        return (words) => words.map((word) => lexicon.get(word.toLocaleLowerCase('de')) ?? []);
      },
    };
  }
  return undefined;
}
