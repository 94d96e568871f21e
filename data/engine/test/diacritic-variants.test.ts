import { diacriticVariants, plainLetter } from '@lexicon/engine';
import { fixtureDictionary, fixtureEntries } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';

const variantsOf = (code: LanguageCode, extra: string[], input: string): string[] => {
  const dictionary = fixtureDictionary(code, [...fixtureEntries(code), ...extra]);
  const letters = dictionary.lettersOf(dictionary.rules.fold(input) ?? '');
  expect(letters).not.toBeNull();
  return diacriticVariants(dictionary, letters ?? []).map((word) => word.word);
};

describe('words that differ from the input only by diacritics', () => {
  it.each([
    ['ź', 'z'],
    ['ł', 'l'],
    ['å', 'a'],
    ['ø', 'o'],
    ['ř', 'r'],
    ['z', 'z'],
  ])('%s is typed plain as %s', (letter, plain) => {
    expect(plainLetter(letter)).toBe(plain);
  });

  it.each([
    ['pl', ['źdźbło'], 'zdzblo', ['źdźbło']],
    ['sv', ['åka', 'åkå'], 'aka', ['åka', 'åkå']],
    ['cs', ['řeka', 'reka'], 'reka', ['řeka']],
    ['da', ['sø'], 'so', ['sø']],
  ] as const)('%s: %j give %s the variants %j', (code, extra, input, expected) => {
    expect(variantsOf(code, [...extra], input)).toEqual(expected);
  });

  it('finds nothing for a word with no accented relative', () => {
    expect(variantsOf('pl', [], 'qqqq')).toEqual([]);
  });
});
