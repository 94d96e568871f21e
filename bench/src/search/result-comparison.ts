import type { BenchQuery } from './query-set';
import type { BenchPage, BenchWord } from './search-implementation';

function wordText(word: BenchWord | undefined, anagram: boolean): string {
  if (word === undefined) return '(none)';
  const base = `#${word.rank} ${word.word} (${word.folded})`;
  return anagram ? `${base} length=${word.length} points=${word.points} score=${word.score} blanks=${(word.blanks ?? []).join('')}` : base;
}

/**
 * Where two answers to one query part, or null when they agree: the same total and the same page,
 * word for word in order (and for anagrams the same length, points, score and blanks).
 */
export function firstDifference(query: BenchQuery, expected: BenchPage, actual: BenchPage): string | null {
  if (expected.total !== actual.total) return `total ${expected.total} ≠ ${actual.total}`;
  const anagram = query.kind === 'anagram';
  const size = Math.max(expected.words.length, actual.words.length);
  for (let index = 0; index < size; index += 1) {
    const left = wordText(expected.words[index], anagram);
    const right = wordText(actual.words[index], anagram);
    if (left !== right) return `page position ${query.offset + index}: ${left} ≠ ${right}`;
  }
  return null;
}
