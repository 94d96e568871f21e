import type { Dictionary } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { LANGUAGE_CODES } from '@lexicon/shared';
import { dictionaryFigures } from '../src/domain/dictionary-figures';
import { mergeTallies, tallyDictionary, TOP_WORDS } from '../src/domain/dictionary-tally';

/** The figures the slow way: every word as a string, scored by the tile scorer the search uses. */
function bruteForce(dictionary: Dictionary) {
  const words = [...dictionary.words()].map(({ word, folded }) => ({ word, letters: [...folded], points: dictionary.tileTable.score(folded).points }));
  const lengths = words.map((word) => word.letters.length).sort((a, b) => a - b);
  const letters = new Map(dictionary.rules.alphabet.map((letter) => [letter, 0]));
  const first = new Map(dictionary.rules.alphabet.map((letter) => [letter, 0]));
  for (const word of words) {
    for (const letter of word.letters) letters.set(letter, (letters.get(letter) ?? 0) + 1);
    first.set(word.letters[0] as string, (first.get(word.letters[0] as string) ?? 0) + 1);
  }
  const middle = lengths.length % 2 === 1 ? (lengths[(lengths.length - 1) / 2] as number) : ((lengths[lengths.length / 2 - 1] as number) + (lengths[lengths.length / 2] as number)) / 2;
  const top = words
    .map((word, rank) => ({ ...word, rank }))
    .sort((a, b) => b.points - a.points || a.rank - b.rank)
    .slice(0, TOP_WORDS);
  return {
    count: words.length,
    min: lengths[0],
    max: lengths[lengths.length - 1],
    median: middle,
    meanLength: lengths.reduce((sum, length) => sum + length, 0) / words.length,
    meanPoints: words.reduce((sum, word) => sum + word.points, 0) / words.length,
    maxPoints: Math.max(...words.map((word) => word.points)),
    letters,
    first,
    top: top.map((word) => ({ word: word.word, points: word.points })),
  };
}

describe('dictionary figures', () => {
  it.each(LANGUAGE_CODES.map((code) => [code]))('in %s match a word-by-word count with the tile scorer', (code) => {
    const dictionary = fixtureDictionary(code);
    const expected = bruteForce(dictionary);
    const figures = dictionaryFigures(tallyDictionary(dictionary));
    expect(figures.word_count).toBe(expected.count);
    expect(figures.length).toMatchObject({ min: expected.min, max: expected.max, median: expected.median });
    expect(figures.length.mean).toBeCloseTo(expected.meanLength, 2);
    expect(figures.length.distribution.reduce((sum, entry) => sum + entry.words, 0)).toBe(expected.count);
    expect(figures.points.mean).toBeCloseTo(expected.meanPoints, 2);
    expect(figures.points.max).toBe(expected.maxPoints);
    expect(figures.points.distribution.reduce((sum, entry) => sum + entry.words, 0)).toBe(expected.count);
    expect(figures.points.top_words.map(({ word, points }) => ({ word, points }))).toEqual(expected.top);
    expect(Object.fromEntries(figures.letters.map((entry) => [entry.letter, entry.count]))).toEqual(Object.fromEntries(expected.letters));
    expect(Object.fromEntries(figures.first_letters.map((entry) => [entry.letter, entry.words]))).toEqual(Object.fromEntries(expected.first));
  });

  it('score Spanish digraph tiles as laid: calle counts the LL tile, chico the CH tile', () => {
    const dictionary = fixtureDictionary('es', ['calle', 'chico', 'llave', 'kiwi']);
    const figures = dictionaryFigures(tallyDictionary(dictionary));
    const scores = new Map(['calle', 'chico', 'llave', 'kiwi'].map((word) => [word, dictionary.tileTable.score(word).points]));
    expect(scores.get('calle')).toBe(13);
    expect(scores.get('chico')).toBe(10);
    expect(figures.points.top_words.map(({ word, points }) => [word, points])).toEqual(
      [...scores].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
    );
  });

  it('over several languages add up, merge letters by letter and keep the best scorers', () => {
    const tallies = (['en', 'fr', 'de'] as const).map((code) => tallyDictionary(fixtureDictionary(code)));
    const merged = dictionaryFigures(mergeTallies(tallies));
    const single = tallies.map(dictionaryFigures);
    expect(merged.word_count).toBe(single.reduce((sum, figures) => sum + figures.word_count, 0));
    const letterE = (figures: typeof merged) => figures.letters.find((entry) => entry.letter === 'e')?.count ?? 0;
    expect(letterE(merged)).toBe(single.reduce((sum, figures) => sum + letterE(figures), 0));
    expect(merged.points.max).toBe(Math.max(...single.map((figures) => figures.points.max)));
    expect(merged.points.top_words[0]?.points).toBe(merged.points.max);
    expect(merged.length.min).toBe(Math.min(...single.map((figures) => figures.length.min)));
  });
});
