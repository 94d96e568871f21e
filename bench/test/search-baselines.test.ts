import { fixtureDictionary } from '@lexicon/engine/test-support';
import { createEngineSearch } from '../src/search/engine-search';
import { createNaiveSearch } from '../src/search/naive-search';
import type { AnagramBenchQuery, PatternBenchQuery } from '../src/search/query-set';
import type { SearchImplementation } from '../src/search/search-implementation';
import { firstDifference } from '../src/search/result-comparison';
import { createSqliteSearch } from '../src/search/sqlite-search';
import { flattenWordList } from '../src/search/word-list';

// Dictionary order: act ate attic cat coat cot eat scatter taco tact tea zebra.
const dictionary = fixtureDictionary('en', ['cat', 'act', 'coat', 'cot', 'scatter', 'tact', 'taco', 'attic', 'eat', 'tea', 'ate', 'zebra']);
const list = flattenWordList(dictionary);
const implementations: SearchImplementation[] = [createEngineSearch(dictionary), createSqliteSearch(list), createNaiveSearch(list)];
afterAll(() => implementations.forEach((implementation) => implementation.close()));

const patternQuery = (pattern: string, contains = '', excludes = ''): PatternBenchQuery => ({
  id: pattern,
  kind: 'pattern',
  class: 'fixed',
  pattern,
  contains,
  excludes,
  offset: 0,
  limit: 100,
});
const rackQuery = (rack: string, offset = 0, limit = 100): AnagramBenchQuery => ({
  id: rack,
  kind: 'anagram',
  class: 'rack-7',
  rack,
  minLength: 2,
  maxLength: [...rack].length,
  offset,
  limit,
});

describe.each(implementations.map((implementation) => [implementation.name, implementation] as const))('the %s bench search', (_, implementation) => {
  it.each([
    ['? stands for one letter', 'c?t', '', '', ['cat', 'cot']],
    ['_ and % are ? and *', '_a%', '', '', ['cat', 'eat', 'taco', 'tact']],
    ['a star matches zero or more letters', 'c*t', '', '', ['cat', 'coat', 'cot']],
    ['the whole word must match', '*at', '', '', ['cat', 'coat', 'eat']],
    ['stars keep letters in order', '*a*e*', '', '', ['ate', 'scatter']],
    ['a negated set takes any other letter', '[^c]*', '', '', ['act', 'ate', 'attic', 'eat', 'scatter', 'taco', 'tact', 'tea', 'zebra']],
    ['@ is a vowel', '@*', '', '', ['act', 'ate', 'attic', 'eat']],
    ['# is a consonant', '#@#', '', '', ['cat', 'cot']],
    ['a repeated contains letter must appear that many times', '*', 'tt', '', ['attic', 'scatter', 'tact']],
    ['excluded letters never appear', '*', '', 'ae', ['cot']],
    ['contains and excludes together', '*t', 'c', 'o', ['act', 'cat', 'tact']],
  ])('when %s (%s contains=%s excludes=%s), it finds the words in dictionary order', (_description, pattern, contains, excludes, expected) => {
    const page = implementation.pattern(patternQuery(pattern, contains, excludes));
    expect(page.words.map((word) => word.folded)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('builds anagrams from a subset of the rack: longest first, then score, then dictionary order', () => {
    const page = implementation.anagram(rackQuery('tac'));
    expect(page).toEqual({
      total: 2,
      words: [
        { word: 'act', folded: 'act', rank: 0, length: 3, points: 5, score: 5, blanks: [] },
        { word: 'cat', folded: 'cat', rank: 3, length: 3, points: 5, score: 5, blanks: [] },
      ],
    });
  });

  it('when the rack has a blank, rack tiles are used first and the blank plays the rest', () => {
    const page = implementation.anagram(rackQuery('tac?'));
    expect(page.total).toBe(9);
    // folded:points:score:blanks — a blank's letter keeps its face value in points and scores 0.
    expect(page.words.map((word) => `${word.folded}:${word.points}:${word.score}:${(word.blanks ?? []).join('')}`)).toEqual([
      'coat:6:5:o',
      'taco:6:5:o',
      'tact:6:5:t',
      'act:5:5:',
      'cat:5:5:',
      'cot:5:4:o',
      'ate:3:2:e',
      'eat:3:2:e',
      'tea:3:2:e',
    ]);
  });

  it('ranks by score, not face value: from eat?? the three-letter words a blank-free rack plays (ate, eat, tea: 3) come before act and cat (face 5, score 2)', () => {
    const page = implementation.anagram({ ...rackQuery('eat??'), minLength: 3 });
    expect(page.words.map((word) => `${word.folded}:${word.points}:${word.score}`)).toEqual([
      'coat:6:2',
      'taco:6:2',
      'tact:6:2',
      'ate:3:3',
      'eat:3:3',
      'tea:3:3',
      'act:5:2',
      'cat:5:2',
      'cot:5:1',
    ]);
  });

  it('pages anagrams with offset and limit, the total still counting every match', () => {
    const page = implementation.anagram(rackQuery('tac?', 1, 2));
    expect(page.total).toBe(9);
    expect(page.words.map((word) => word.folded)).toEqual(['taco', 'tact']);
  });
});

describe('the bench searches over a list with untiled letters (Spanish k and w)', () => {
  const spanish = fixtureDictionary('es', ['hilo', 'kilo', 'lo', 'lio']);
  const spanishList = flattenWordList(spanish);
  const searches = [createEngineSearch(spanish), createSqliteSearch(spanishList), createNaiveSearch(spanishList)];
  afterAll(() => searches.forEach((search) => search.close()));

  it.each(searches.map((search) => [search.name, search] as const))('%s: a blank never stands for a letter without a tile, a rack tile may', (_, search) => {
    expect(search.anagram(rackQuery('ilo?')).words.map((word) => word.folded)).toEqual(['hilo', 'lio', 'lo']);
    expect(search.anagram(rackQuery('ilok')).words.map((word) => word.folded)).toEqual(['kilo', 'lio', 'lo']);
  });
});

describe('the agreement check', () => {
  const query = patternQuery('c*');
  const page = (total: number, ranks: number[]) => ({ total, words: ranks.map((rank) => ({ word: `w${rank}`, folded: `w${rank}`, rank })) });

  it.each([
    ['agree on the same total and page', page(3, [1, 2, 3]), page(3, [1, 2, 3]), null],
    ['tell totals apart', page(3, [1, 2, 3]), page(4, [1, 2, 3]), 'total 3 ≠ 4'],
    ['tell the order apart', page(3, [1, 2, 3]), page(3, [1, 3, 2]), 'page position 1: #2 w2 (w2) ≠ #3 w3 (w3)'],
    ['tell a short page apart', page(3, [1, 2, 3]), page(3, [1, 2]), 'page position 2: #3 w3 (w3) ≠ (none)'],
  ])('should %s', (_, expected, actual, difference) => {
    expect(firstDifference(query, expected, actual)).toBe(difference);
  });
});
