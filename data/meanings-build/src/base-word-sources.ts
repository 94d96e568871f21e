import { readFileSync } from 'node:fs';
import { languageMetadata } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
// The word-list build's analyser of the same pinned Apertium package (one copy, one pin), imported by
// its module path so that the word lists' build key does not change with the meanings build.
import { morphologyOf } from '@lexicon/dictionary-build/dist/morphology/morphology';
import { analyserPartOfSpeech } from './analyser-parts-of-speech';
import type { BaseWord, BaseWordLexicon, BaseWordReader } from './base-words';
import { GERMAN_LEXICON, germanBaseWords } from './german-lexicon';
import { emptyPolimorfTally, POLIMORF_NAME, polimorfDictionary, polimorfReader, polimorfSource } from './polish-lexicon';

export interface BaseWordSource {
  lexicon: BaseWordLexicon;
  /** What pins the source, for the build's input key. */
  pin: unknown;
  reader(): BaseWordReader;
  /** What the reader left out and why, for the build's output (asked after the reader has run). */
  notes?(): string[];
}

/** The Apertium analyser a language's metadata names (`morphology`, also the lists' report's), as a reader. */
function apertiumReader(language: LanguageCode, cacheDirectory: string): BaseWordReader {
  const analyser = morphologyOf(languageMetadata(language), cacheDirectory);
  if (analyser === undefined) throw new Error(`${language}: no analyser`);
  return (words) => analyser.analyse(words).map((readings) => readings.flatMap((reading): BaseWord[] => {
    const partOfSpeech = analyserPartOfSpeech(reading.tags);
    // A multiword lemma (en `take# up`) is named by its first word, which is the form's base word.
    const base = (reading.base.split('#')[0] ?? '').trim().toLocaleLowerCase(language);
    return partOfSpeech === undefined || base === '' || base.includes(' ') ? [] : [{ word: base, partOfSpeech }];
  }));
}

/** A reader asking `first`, then `then` for the words `first` gives no base word; `filled` counts those `then` knew. */
function fallingBackTo(first: BaseWordReader, then: BaseWordReader, filled: { count: number; samples: string[] }): BaseWordReader {
  return (words) => {
    const found = first(words);
    const missing = words.flatMap((_, index) => ((found[index] ?? []).length === 0 ? [index] : []));
    then(missing.map((index) => words[index] as string)).forEach((readings, at) => {
      if (readings.length === 0) return;
      const index = missing[at] as number;
      found[index] = readings;
      filled.count += 1;
      if (filled.samples.length < 8) filled.samples.push(`${words[index] as string} → ${readings.map((reading) => reading.word).join('/')}`);
    });
    return found;
  };
}

/**
 * Polish: PoliMorf (polish-lexicon.ts), which knows 83 % of the list's forms and their suppletive
 * lemmas; Apertium's analyser for the forms it lacks (some 11,000 of those the analyser knows: plural
 * gerunds such as budowaniami, old genitives such as abdukcyj).
 */
function polishSource(cacheDirectory: string): BaseWordSource {
  const apertium = languageMetadata('pl').morphology;
  if (apertium === undefined) throw new Error('pl: no analyser in its metadata');
  const polimorf = polimorfSource();
  const tally = emptyPolimorfTally();
  const filled = { count: 0, samples: [] as string[] };
  return {
    lexicon: { name: `${POLIMORF_NAME}, then ${apertium.name}`, licence: `${polimorf.licence}; ${apertium.licence}` },
    // The metadata's entry as a whole: the package pinned and the files read in it.
    pin: [polimorf, apertium.debian],
    reader: () => fallingBackTo(polimorfReader(polimorfDictionary(cacheDirectory), tally), apertiumReader('pl', cacheDirectory), filled),
    notes: () => [
      `PoliMorf: ${tally.pluralOnlyGivenWay.toLocaleString('en-US')} forms of a plural-only noun left to the suppletive singular they are also the plural of (${tally.samples.pluralOnlyGivenWay.join(', ')})`,
      `PoliMorf: ${tally.noBaseWord.toLocaleString('en-US')} readings without a base word left out, abbreviations and parts of multi-word names (${tally.samples.noBaseWord.join(', ')})`,
      `Apertium: base words of ${filled.count.toLocaleString('en-US')} forms PoliMorf lacks (${filled.samples.join(', ')})`,
    ],
  };
}

/**
 * A language's morphological lexicon: Polish's PoliMorf then its Apertium analyser; the Apertium
 * analyser the metadata names for the others that have one; German's german-pos-dict; none for
 * Czech, whose forms reach their lemma through the list's hunspell affix rules only.
 */
export function baseWordSourceOf(language: LanguageCode, cacheDirectory: string): BaseWordSource | undefined {
  if (language === 'pl') return polishSource(cacheDirectory);
  const morphology = languageMetadata(language).morphology;
  if (morphology !== undefined) {
    return {
      lexicon: { name: morphology.name, licence: morphology.licence },
      pin: morphology.debian,
      reader: () => apertiumReader(language, cacheDirectory),
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
