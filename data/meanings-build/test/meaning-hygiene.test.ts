import { cleanSense, cleanTranslation, emptyTally, isNameSense, isOwnLanguageText, isRunTogether, type ListsAsked, writtenInLatinLetters } from '../src/meaning-hygiene';

const sense = (overrides: Partial<Parameters<typeof cleanSense>[0]>): Parameters<typeof cleanSense>[0] => ({ headword: 'maison', definitions: [], synonyms: [], translations: [], ...overrides });
const frenchWords = new Set(['une', 'construction', 'qui', 'sert', 'à', 'loger', 'des', 'personnes', 'de', 'la', 'bâtiment', 'logis']);
const germanWords = new Set(['haus', 'gebäude', 'die', 'des']);
/** A French word's lists: French, and German for its translations (the only other list at hand). */
const lists: ListsAsked = {
  isOwnWord: (word) => frenchWords.has(word),
  isWordOf: (language, word) => (language === 'de' ? germanWords.has(word) : undefined),
  commonRankOf: () => undefined,
};

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
    expect(tally).toMatchObject({ translationsDropped: 1, translationsMadeDefinitions: 1, nameSenses: 0, sensesDropped: 0 });
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
    expect(tally).toMatchObject({ translationsDropped: 1, translationsMadeDefinitions: 0, nameSenses: 0, sensesDropped: 3 });
  });

  it('takes out an abbreviation written after its word (street St, road Rd), and leaves other capitals alone', () => {
    const tally = emptyTally();
    expect(cleanTranslation({ language: 'en', text: 'street St, avenue Ave, alley, road Rd' }, tally)).toEqual({ language: 'en', text: 'street, avenue, alley, road' });
    expect(tally.abbreviations).toBe(3);
    expect([...tally.samples.abbreviations].sort()).toEqual(['avenue Ave', 'road Rd', 'street St']);
    // Not an abbreviation of the word before it: a name, a grade, a letter.
    expect(cleanTranslation({ language: 'en', text: 'pope Leo, vitamin C, type Ab' })).toEqual({ language: 'en', text: 'pope Leo, vitamin C, type Ab' });
  });

  it('drops an English function word run into another word, never a real compound', () => {
    const english = new Set(['be', 'effective', 'have', 'effect', 'house', 'boat', 'houseboat', 'night', 'crawler', 'lens', 'like', 'super', 'set', 'on']);
    const commonEnglish = new Map([['be', 20], ['have', 25], ['on', 15], ['effective', 900], ['effect', 700], ['house', 300], ['boat', 2000], ['night', 400], ['super', 1500], ['set', 180], ['lens', 5000], ['like', 40]]);
    const germanCompounds = new Set(['haus', 'boot']);
    const withEnglish: ListsAsked = {
      isOwnWord: (word) => frenchWords.has(word),
      isWordOf: (language, word) => (language === 'en' ? english.has(word) : language === 'de' ? germanCompounds.has(word) : undefined),
      commonRankOf: (language, word) => (language === 'en' ? commonEnglish.get(word) : language === 'de' && germanCompounds.has(word) ? 50 : undefined),
    };
    expect(isRunTogether('beeffective', 'en', withEnglish)).toBe(true);
    expect(isRunTogether('haveeffect', 'en', withEnglish)).toBe(true);
    expect(isRunTogether('houseboat', 'en', withEnglish)).toBe(false);
    // A rare word the list lacks, of a part that is no common word, or of no very common part: no slip.
    expect(isRunTogether('nightcrawler', 'en', withEnglish)).toBe(false);
    expect(isRunTogether('superset', 'en', withEnglish)).toBe(false);
    // A frequent word that makes compounds is no function word, and a particle before a word makes real compounds.
    expect(isRunTogether('lenslike', 'en', withEnglish)).toBe(false);
    expect(isRunTogether('onboat', 'en', withEnglish)).toBe(false);
    expect(isRunTogether('boaton', 'en', withEnglish)).toBe(true);
    // A name is none either.
    expect(isRunTogether('Haveeffect', 'en', withEnglish)).toBe(false);
    expect(isRunTogether('be effective', 'en', withEnglish)).toBe(false);
    // German writes compounds closed: a compound its list lacks is no slip.
    expect(isRunTogether('hausboot', 'de', withEnglish)).toBe(false);
    const tally = emptyTally();
    const cleaned = cleanSense(sense({ translations: [{ language: 'en', text: 'beeffective, haveeffect, be effective' }] }), 'fr', withEnglish, true, tally);
    expect(cleaned?.translations).toEqual([{ language: 'en', text: 'be effective' }]);
    expect(tally.runTogether).toBe(2);
    expect([...tally.samples.runTogether].sort()).toEqual(['beeffective', 'haveeffect']);
  });

  it('keeps synonyms that are words of the list or expressions, never a compound of the headword', () => {
    const danish = new Set(['bopæl', 'residens', 'hjem', 'andelshus', 'badehus', 'stue']);
    const danishLists: ListsAsked = { isOwnWord: (word) => danish.has(word), isWordOf: () => undefined, commonRankOf: () => undefined };
    const tally = emptyTally();
    const cleaned = cleanSense(sense({ headword: 'hus', synonyms: ['bopæl', 'residens', 'hellige haller', 'andelshus', 'badehus', 'privatten', 'hjem'] }), 'da', danishLists, true, tally);
    expect(cleaned?.synonyms).toEqual(['bopæl', 'residens', 'hellige haller', 'hjem']);
    // A hyphenated expression is one too: the lists hold no hyphen.
    expect(cleanSense(sense({ headword: 'mallette', synonyms: ['fourre-tout'] }), 'fr', lists, true)?.synonyms).toEqual(['fourre-tout']);
    expect(tally).toMatchObject({ synonyms: 7, synonymsDropped: 3 });
    expect([...tally.samples.synonymsDropped].sort()).toEqual(['hus: andelshus', 'hus: badehus', 'hus: privatten']);
    // A headword of two letters ends too many words to tell its compounds.
    expect(cleanSense(sense({ headword: 'bo', synonyms: ['stue'] }), 'da', danishLists, true)?.synonyms).toEqual(['stue']);
  });

  it('takes a transcription out of a definition and keeps the rest, brackets without IPA included', () => {
    expect(cleanSense(sense({ definitions: ['[figuré] Famille /mɛzɔ̃/ noble'] }), 'fr', lists, true)?.definitions).toEqual(['[figuré] Famille noble']);
  });
});
