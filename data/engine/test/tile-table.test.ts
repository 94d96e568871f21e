import { anagramTablesOf, createLanguageRules, languageMetadata, tileTableOf } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import type { LanguageCode } from '@lexicon/shared';

const tileTable = (code: LanguageCode) => tileTableOf(createLanguageRules(languageMetadata(code)));

const score = (code: LanguageCode, word: string) => {
  const folded = createLanguageRules(languageMetadata(code)).fold(word);
  if (folded === null) throw new Error(`${word} does not fold in ${code}`);
  return tileTable(code).score(folded);
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
    const spanish = tileTable('es');
    expect(spanish.laidTiles('calle')).toEqual(['c', 'a', 'll', 'e']);
    expect(spanish.laidTiles('chico')).toEqual(['ch', 'i', 'c', 'o']);
    expect(spanish.laidTiles('perro')).toEqual(['p', 'e', 'rr', 'o']);
    expect(tileTable('cs').laidTiles('chata')).toEqual(['c', 'h', 'a', 't', 'a']);
  });
});

describe('one tile table per language', () => {
  it('is the table the anagram walk reads', () => {
    const spanish = fixtureDictionary('es');
    const tables = anagramTablesOf(spanish);
    expect(tables.letterPoints).toBe(spanish.tileTable.letterPoints);
    expect(tables.pairPoints).toBe(spanish.tileTable.pairPoints);
    expect(tables.blankPlays).toBe(spanish.tileTable.hasTile);
  });

  it('scores each word of a list as the sum of the tiles it is laid with', () => {
    for (const code of ['es', 'en', 'cs'] as const) {
      const dictionary = fixtureDictionary(code);
      const { metadata } = dictionary.rules;
      for (const { folded } of dictionary.words()) {
        const tiles = dictionary.tileTable.laidTiles(folded);
        const points = tiles.reduce((sum, tile) => sum + (metadata.tiles[tile]?.points ?? 0), 0);
        expect(dictionary.tileTable.score(folded)).toEqual({ points, hasPoints: tiles.every((tile) => metadata.tiles[tile] !== undefined) });
      }
    }
  });

  it('gives a letter outside the alphabet no tile and no pair', () => {
    expect(tileTable('es').score('c#h')).toEqual({ points: 3 + 4, hasPoints: false });
    expect(tileTable('es').laidTiles('c#h')).toEqual(['c', '#', 'h']);
  });
});
