import { guessedBaseWords } from '../src/definitions/base-word-guesses';

describe("a language's guesses at a base word from its stem alternations", () => {
  it.each([
    ['psa', ['pes']],
    ['lva', ['lev']],
    ['dne', ['den']],
    ['domu', ['dům']],
    ['člověka', ['člověk']],
  ])('guesses cs %s as %j, among others', (word, bases) => {
    expect(guessedBaseWords('cs', word)).toEqual(expect.arrayContaining(bases));
  });

  it('guesses nothing where no alternation applies, or in a language that has none', () => {
    expect(guessedBaseWords('cs', 'pes')).toEqual([]);
    expect(guessedBaseWords('en', 'dogs')).toEqual([]);
  });
});
