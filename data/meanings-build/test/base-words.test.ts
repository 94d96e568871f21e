import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { attachCommonWords } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { analyserPartOfSpeech } from '../src/analyser-parts-of-speech';
import type { PartOfSpeech } from '@lexicon/shared';
import { type BaseWord, BaseWordsFile, buildBaseWords, encodeBaseWords } from '../src/base-words';
import { germanBaseWords } from '../src/german-lexicon';

const written = (bytes: Buffer): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bases-')), 'fr.bases');
  writeFileSync(file, bytes);
  return file;
};

describe('base words', () => {
  it("names a reading's part of speech from Apertium's first tag, articles by their definiteness", () => {
    expect(analyserPartOfSpeech(['vblex', 'pri', 'p3', 'sg'])).toBe('verb');
    expect(analyserPartOfSpeech(['vbser', 'pii', 'p3', 'sg'])).toBe('verb');
    expect(analyserPartOfSpeech(['n', 'm', 'pl'])).toBe('noun');
    expect(analyserPartOfSpeech(['det', 'def', 'f', 'sg'])).toBe('article');
    expect(analyserPartOfSpeech(['det', 'pos', 'm', 'sg'])).toBe('determiner');
    // A proper noun or an abbreviation is no base word of a list word.
    expect(analyserPartOfSpeech(['np', 'loc'])).toBeUndefined();
    expect(analyserPartOfSpeech(['abbr'])).toBeUndefined();
  });

  it('ranks a form\'s base words by their frequency, keeps the lexicon\'s order otherwise, and stores only the words the lexicon knows', () => {
    const dictionary = fixtureDictionary('fr', ['est', 'être', 'était', 'étai', 'maison', 'maisons', 'zzz']);
    attachCommonWords(dictionary, ['être', 'est', 'maison']);
    const lexicon: Record<string, BaseWord[]> = {
      est: [{ word: 'est', partOfSpeech: 'noun' }, { word: 'être', partOfSpeech: 'verb' }],
      était: [{ word: 'étai', partOfSpeech: 'noun' }, { word: 'être', partOfSpeech: 'verb' }],
      maisons: [{ word: 'maison', partOfSpeech: 'noun' }],
    };
    const records = buildBaseWords(dictionary, (words) => words.map((word) => lexicon[word] ?? []));
    expect(records.get('est')).toEqual([{ word: 'être', partOfSpeech: 'verb' }, { word: 'est', partOfSpeech: 'noun' }]);
    expect(records.get('etait') ?? records.get('était')).toEqual([{ word: 'être', partOfSpeech: 'verb' }, { word: 'étai', partOfSpeech: 'noun' }]);
    expect([...records.keys()].some((key) => key.startsWith('zz'))).toBe(false);

    const file = BaseWordsFile.open(written(encodeBaseWords('fr', { name: 'test lexicon', licence: 'x' }, records)));
    expect(file.lexicon).toEqual({ name: 'test lexicon', licence: 'x' });
    expect(file.count).toBe(records.size);
    for (const [key, readings] of records) expect(file.lookup(key)).toEqual(readings);
    expect(file.lookup('zzz')).toBeUndefined();
  });

  it('reads as a pronoun an adjective, noun or adverb reading whose base word the sources know only as a pronoun, and shares equal readings', () => {
    const dictionary = fixtureDictionary('pl', ['który', 'którego', 'które', 'dom', 'domu', 'domy']);
    const lexicon: Record<string, BaseWord[]> = {
      którego: [{ word: 'który', partOfSpeech: 'adjective' }],
      które: [{ word: 'który', partOfSpeech: 'adjective' }],
      domu: [{ word: 'dom', partOfSpeech: 'noun' }],
      domy: [{ word: 'dom', partOfSpeech: 'noun' }],
    };
    const senseParts = (folded: string): ReadonlySet<PartOfSpeech> => new Set<PartOfSpeech>(folded === 'który' ? ['pronoun'] : folded === 'dom' ? ['noun', 'pronoun'] : []);
    const records = buildBaseWords(dictionary, (words) => words.map((word) => lexicon[word] ?? []), senseParts);
    expect(records.get('którego')).toEqual([{ word: 'który', partOfSpeech: 'pronoun' }]);
    // dom has noun senses: its reading stays a noun's.
    expect(records.get('domu')).toEqual([{ word: 'dom', partOfSpeech: 'noun' }]);
    expect(records.get('którego')).toBe(records.get('które'));
  });

  it('gives German strong past tenses, umlaut plurals, separable verbs and comparatives their base words (german-pos-dict)', () => {
    const german = germanBaseWords();
    expect(german.get('ging')).toContainEqual({ word: 'gehen', partOfSpeech: 'verb' });
    expect(german.get('ausging')).toContainEqual({ word: 'ausgehen', partOfSpeech: 'verb' });
    expect(german.get('häuser')).toContainEqual({ word: 'haus', partOfSpeech: 'noun' });
    expect(german.get('männern')).toContainEqual({ word: 'mann', partOfSpeech: 'noun' });
    expect(german.get('größer')).toContainEqual({ word: 'groß', partOfSpeech: 'adjective' });
    expect(german.get('größten')).toContainEqual({ word: 'groß', partOfSpeech: 'adjective' });
    expect(german.get('älter')).toContainEqual({ word: 'alt', partOfSpeech: 'adjective' });
    expect(german.get('besser')).toContainEqual({ word: 'gut', partOfSpeech: 'adjective' });
    // A separable verb's stem alone is the simple verb's form, not the particle verb's.
    expect(german.get('ging')).not.toContainEqual({ word: 'ausgehen', partOfSpeech: 'verb' });
  });
});
