import { DictionarySet } from '@lexicon/dictionary-store';
import { metered } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { anagramLanguagesParametersSchema, parseQueryParameters } from '@lexicon/shared';
import { runAnagramLanguagesSearch } from '../src/domain/anagram-languages';

/**
 * One rack in every language is cut at the query's deadline, not refused: the languages searched
 * stay, the others are marked cut. A list of 30,000 made-up English words makes the first language
 * take far longer than the 1 ms allowed.
 */
function madeUpWords(count: number): string[] {
  const letters = 'aeinrstlodcmpubghfkwyvjxqz';
  let seed = 7;
  const next = (): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 8;
  };
  const words = new Set<string>();
  while (words.size < count) {
    const length = 2 + (next() % 8);
    let word = '';
    for (let i = 0; i < length; i += 1) word += letters[next() % 12];
    words.add(word);
  }
  return [...words];
}

const dictionaries = DictionarySet.of(
  new Map([
    ['en', fixtureDictionary('en', madeUpWords(30_000))],
    ['fr', fixtureDictionary('fr', ['chat', 'chaton'])],
  ] as const),
);
const parameters = parseQueryParameters(anagramLanguagesParametersSchema, { letters: 'aeinrst??', limit: '5' });

describe('one rack in every language at its deadline', () => {
  it('answers every language when there is time', () => {
    const { value } = metered({ deadline: performance.now() + 60_000 }, () => runAnagramLanguagesSearch(dictionaries, parameters));
    expect(value.cut_languages).toEqual([]);
    expect(value.languages.map((language) => language.cut)).toEqual([false, false]);
    expect(value.languages[0]?.total).toBeGreaterThan(1_000);
  });

  it('marks the languages not searched by the deadline cut, with no total and no words, and says so', () => {
    const { value, units } = metered({ deadline: performance.now() + 1 }, () => runAnagramLanguagesSearch(dictionaries, parameters));
    expect(value.cut_languages).toEqual(['en', 'fr']);
    for (const language of value.languages) expect(language).toMatchObject({ cut: true, total: null, longest: [], highest_scoring: [] });
    expect(value.description).toBe('The rack aeinrst?? makes words in 0 of 2 languages; 2 not searched before the deadline (en, fr).');
    // The work done before the cut is still what the query cost.
    expect(units).toBeGreaterThan(0);
  });
});
