import type { DictionaryFigures } from '@lexicon/shared';
import type { DictionaryTally } from './dictionary-tally';

const round = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** The value at a 0-based position of the sorted values a histogram stands for. */
function valueAt(histogram: readonly number[], position: number): number {
  let seen = 0;
  for (let value = 0; value < histogram.length; value += 1) {
    seen += histogram[value] ?? 0;
    if (position < seen) return value;
  }
  return histogram.length - 1;
}

function median(histogram: readonly number[], total: number): number {
  if (total === 0) return 0;
  const middle = Math.floor((total - 1) / 2);
  return total % 2 === 1 ? valueAt(histogram, middle) : (valueAt(histogram, middle) + valueAt(histogram, middle + 1)) / 2;
}

function weightedSum(histogram: readonly number[]): number {
  return histogram.reduce((sum, count, value) => sum + count * value, 0);
}

const firstUsed = (histogram: readonly number[]): number => Math.max(0, histogram.findIndex((count) => count > 0));
const lastUsed = (histogram: readonly number[]): number => histogram.length - 1 - [...histogram].reverse().findIndex((count) => count > 0);

/** The wire form of a tally: figures a reader can use as they are. */
export function dictionaryFigures(tally: DictionaryTally): DictionaryFigures {
  const { words } = tally;
  const minLength = firstUsed(tally.lengths);
  const maxLength = words === 0 ? 0 : lastUsed(tally.lengths);
  const letterTotal = [...tally.letters.values()].reduce((sum, count) => sum + count, 0);
  return {
    word_count: words,
    length: {
      min: minLength,
      max: maxLength,
      mean: words === 0 ? 0 : round(weightedSum(tally.lengths) / words, 3),
      median: median(tally.lengths, words),
      distribution: tally.lengths.slice(minLength, maxLength + 1).map((count, index) => ({ length: minLength + index, words: count })),
    },
    letters: [...tally.letters].map(([letter, count]) => ({ letter, count, share: letterTotal === 0 ? 0 : round(count / letterTotal, 6) })),
    points: {
      mean: words === 0 ? 0 : round(weightedSum(tally.points) / words, 3),
      max: words === 0 ? 0 : lastUsed(tally.points),
      distribution: tally.points.flatMap((count, points) => (count > 0 ? [{ points, words: count }] : [])),
      top_words: tally.topWords.map(({ word, language, length, points }) => ({ word, language, length, points })),
    },
    first_letters: [...tally.firstLetters].map(([letter, count]) => ({ letter, words: count })),
  };
}
