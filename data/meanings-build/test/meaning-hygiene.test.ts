import { cleanSense, cleanTranslation, emptyTally, isNameSense, isOwnLanguageText, type ListsAsked, writtenInLatinLetters } from '../src/meaning-hygiene';

const sense = (overrides: Partial<Parameters<typeof cleanSense>[0]>): Parameters<typeof cleanSense>[0] => ({ headword: 'maison', definitions: [], synonyms: [], translations: [], ...overrides });
const frenchWords = new Set(['une', 'construction', 'qui', 'sert', 'à', 'loger', 'des', 'personnes', 'de', 'la', 'bâtiment', 'logis']);
const germanWords = new Set(['haus', 'gebäude', 'die', 'des']);
/** A French word's lists: French, and German for its translations (the only other list at hand). */
const lists: ListsAsked = { isOwnWord: (word) => frenchWords.has(word), isWordOf: (language, word) => (language === 'de' ? germanWords.has(word) : undefined) };

describe('meaning hygiene', () => {
  it('keeps translations written in Latin letters only', () => {
    expect(writtenInLatinLetters('Haus, Gebäude')).toBe(true);
    expect(writtenInLatinLetters('dům, stavení')).toBe(true);
    expect(writtenInLatinLetters('дом')).toBe(false);
    expect(cleanTranslation({ language: 'pl', text: 'дом' })).toBeUndefined();
    expect(cleanTranslation({ language: 'pl', text: 'dom (дом)' })).toBeUndefined();
    // Of several alternatives, those in another script are left out, the others kept.
    expect(cleanTranslation({ language: 'de', text: 'Pferdefleisch, 桜肉' })).toEqual({ language: 'de', text: 'Pferdefleisch' });
  });

  it("repairs WikDict's German ß written as a Greek β, and leaves a Greek β alone elsewhere", () => {
    expect(cleanTranslation({ language: 'de', text: 'drollig, spaβig' })).toEqual({ language: 'de', text: 'drollig, spaßig' });
    expect(cleanTranslation({ language: 'de', text: 'β-Teilchen' })).toBeUndefined();
  });

  it('takes transcriptions and abbreviation marks out of a translation, and drops one that still holds IPA', () => {
    expect(cleanTranslation({ language: 'en', text: 'NATO /ˈneɪtəʊ/' })).toEqual({ language: 'en', text: 'NATO' });
    expect(cleanTranslation({ language: 'de', text: 'Abk. UNO [ˈuːno]' })).toEqual({ language: 'de', text: 'UNO' });
    expect(cleanTranslation({ language: 'en', text: 'ˈhaʊs' })).toBeUndefined();
    expect(cleanTranslation({ language: 'en', text: 'house <n>' })).toEqual({ language: 'en', text: 'house' });
  });

  it("recognises text of the word's own language given as a translation, by both lists", () => {
    expect(isOwnLanguageText({ language: 'de', text: 'une construction qui sert à loger des personnes' }, lists)).toBe(true);
    expect(isOwnLanguageText({ language: 'de', text: 'ein Gebäude zum Wohnen' }, lists)).toBe(false);
    // A word both lists hold (des) is no proof, nor is a language whose list is not at hand.
    expect(isOwnLanguageText({ language: 'de', text: 'des' }, lists)).toBe(false);
    // Half of the words in the other list too is still the word's own language (nl "mens tussen 0 en 18 jaar": pl holds mens, en).
    expect(isOwnLanguageText({ language: 'de', text: 'logis des' }, lists)).toBe(true);
    expect(isOwnLanguageText({ language: 'it', text: 'bâtiment logis' }, lists)).toBe(false);
  });

  it("shows a sentence of the word's own language as a definition, and drops a stray word or two of it", () => {
    const tally = emptyTally();
    const cleaned = cleanSense(
      sense({ translations: [{ language: 'de', text: 'une construction qui sert à loger des personnes' }, { language: 'de', text: 'Haus' }, { language: 'de', text: 'bâtiment, logis' }] }),
      'fr',
      lists,
      true,
      tally,
    );
    expect(cleaned?.definitions).toEqual(['une construction qui sert à loger des personnes']);
    expect(cleaned?.translations).toEqual([{ language: 'de', text: 'Haus' }]);
    expect(tally).toEqual({ translationsDropped: 1, translationsMadeDefinitions: 1, nameSenses: 0, sensesDropped: 0 });
  });

  it('drops the senses of a name folded onto a common word where case tells them apart', () => {
    expect(isNameSense('Aller', 'fr')).toBe(true);
    expect(isNameSense('aller', 'fr')).toBe(false);
    expect(isNameSense('Haus', 'de')).toBe(false);
    expect(isNameSense('NATO', 'fr')).toBe(false);
    const tally = emptyTally();
    expect(cleanSense(sense({ headword: 'Aller', translations: [{ language: 'es', text: 'Aller' }] }), 'fr', lists, true, tally)).toBeUndefined();
    // Littré and GCIDE capitalise every headword: case tells nothing there.
    expect(cleanSense(sense({ headword: 'Crowd', definitions: ['A number of things collected.'] }), 'en', lists, false, tally)).toBeDefined();
    expect(tally.nameSenses).toBe(1);
  });

  it('leaves no sense with nothing under its heading', () => {
    const tally = emptyTally();
    expect(cleanSense(sense({ partOfSpeech: 'noun', translations: [{ language: 'pl', text: 'дом' }] }), 'fr', lists, true, tally)).toBeUndefined();
    expect(cleanSense(sense({ partOfSpeech: 'noun', synonyms: ['maison', 'Maison'] }), 'fr', lists, true, tally)).toBeUndefined();
    expect(cleanSense(sense({ partOfSpeech: 'noun', definitions: ['/mɛzɔ̃/'] }), 'fr', lists, true, tally)).toBeUndefined();
    expect(tally).toEqual({ translationsDropped: 1, translationsMadeDefinitions: 0, nameSenses: 0, sensesDropped: 3 });
  });

  it('takes a transcription out of a definition and keeps the rest, brackets without IPA included', () => {
    expect(cleanSense(sense({ definitions: ['[figuré] Famille /mɛzɔ̃/ noble'] }), 'fr', lists, true)?.definitions).toEqual(['[figuré] Famille noble']);
  });
});
