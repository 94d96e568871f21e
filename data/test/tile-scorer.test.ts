import { createLanguageRules, createTileScorer, languageMetadata } from '@lexicon/data';
import type { LanguageCode } from '@lexicon/shared';

const score = (code: LanguageCode, word: string) => {
  const metadata = languageMetadata(code);
  const folded = createLanguageRules(metadata).fold(word);
  if (folded === null) throw new Error(`${word} does not fold in ${code}`);
  return createTileScorer(metadata).score(folded);
};

describe('points: the sum of the tiles (worked examples)', () => {
  it.each([
    ['en', 'hello', 8, true],
    ['en', 'quiz', 22, true],
    ['es', 'chico', 10, true],
    ['es', 'calle', 13, true],
    ['es', 'perro', 13, true],
    ['es', 'año', 10, true],
    ['es', 'kilo', 3, false],
    ['fr', 'été', 3, true],
    ['fr', 'cœur', 7, true],
    ['de', 'straße', 7, true],
    ['de', 'äpfel', 17, true],
    ['pl', 'źdźbło', 27, true],
    ['pt', 'caça', 7, true],
    ['ro', 'școală', 6, true],
    ['it', 'jazz', 17, false],
    ['cs', 'kůň', 11, true],
    ['sv', 'år', 5, true],
    ['da', 'æble', 10, true],
  ] as const)('%s %s scores %i (has_points %s)', (code, word, points, hasPoints) => {
    expect(score(code, word)).toEqual({ points, hasPoints });
  });

  it('lays Spanish ch, ll and rr as single tiles, and Czech ch as c + h', () => {
    const spanish = createTileScorer(languageMetadata('es'));
    expect(spanish.tiles('calle')).toEqual(['c', 'a', 'll', 'e']);
    expect(spanish.tiles('chico')).toEqual(['ch', 'i', 'c', 'o']);
    expect(spanish.tiles('perro')).toEqual(['p', 'e', 'rr', 'o']);
    expect(createTileScorer(languageMetadata('cs')).tiles('chata')).toEqual(['c', 'h', 'a', 't', 'a']);
  });
});
