import { accentVariants, ownLetters, withAccents } from '../src/own-letters';

const POLISH = 'aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż';

describe("a language's own letters", () => {
  it('are the letters of its alphabet beyond a–z', () => {
    expect(ownLetters(POLISH)).toEqual(['ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ś', 'ź', 'ż']);
    expect(ownLetters('abcdefghijklmnopqrstuvwxyz')).toEqual([]);
    expect(ownLetters('abcdefghijklmnopqrstuvwxyzæøå')).toEqual(['æ', 'ø', 'å']);
  });

  it('widen a plain pattern to every way of accenting it, sets included, and leave the rest', () => {
    const variants = accentVariants(POLISH);
    expect(variants.get('z')).toEqual(['ź', 'ż']);
    expect(variants.get('l')).toEqual(['ł']);
    expect(withAccents('zolw', variants)).toBe('[zźż][oó][lł]w');
    expect(withAccents('k?t[ao]*', variants)).toBe('k?t[aąoó]*');
    expect(withAccents('[^e]?', variants)).toBe('[^eę]?');
    expect(withAccents('kit', variants)).toBeNull();
    // Danish æ is a letter of its own, not an accented a.
    expect([...accentVariants('abcdefghijklmnopqrstuvwxyzæøå').entries()]).toEqual([
      ['o', ['ø']],
      ['a', ['å']],
    ]);
  });
});
