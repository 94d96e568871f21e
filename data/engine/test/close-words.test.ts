import { closeWords, type Dictionary } from '../src';
import { fixtureDictionary } from '../test-support';

const wordsOf = (dictionary: Dictionary, query: string, limit = 5) =>
  closeWords(dictionary, dictionary.lettersOf(query) as number[], limit).map(({ word, distance }) => [word, distance]);

/** Optimal string alignment distance, computed directly: the oracle. */
function editDistance(left: string, right: string): number {
  const rows: number[][] = Array.from({ length: left.length + 1 }, (_, i) => Array.from({ length: right.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= left.length; i += 1) {
    for (let j = 1; j <= right.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + (left[i - 1] === right[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[left.length] as number[])[right.length] as number;
}

describe('close words', () => {
  const en = fixtureDictionary('en');

  it('finds a word one typo away: a substitution, a missing or extra letter, two swapped letters', () => {
    expect(wordsOf(en, 'hellp')[0]).toEqual(['hello', 1]);
    expect(wordsOf(en, 'helo')[0]).toEqual(['hello', 1]);
    expect(wordsOf(en, 'helllo')[0]).toEqual(['hello', 1]);
    expect(wordsOf(en, 'ehllo')[0]).toEqual(['hello', 1]);
  });

  it('lists at most the limit, closest first, each at the distance an exhaustive computation gives', () => {
    for (const entry of en.words()) {
      const query = `${entry.folded}x`;
      const found = closeWords(en, en.lettersOf(query) as number[], 5);
      expect(found.length).toBeLessThanOrEqual(5);
      for (const word of found) expect(word.distance).toBe(editDistance(word.folded, query));
      const distances = found.map((word) => word.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      // Nothing closer was left out.
      const best = Math.min(...[...en.words()].map((other) => editDistance(other.folded, query)));
      if (best <= 2) expect(found[0]?.distance).toBe(best);
    }
  });

  it('answers nothing when no word is within two edits', () => {
    expect(wordsOf(en, 'qqqqqqq')).toEqual([]);
  });
});
