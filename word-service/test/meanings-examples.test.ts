import type { BaseWordReading, LanguageCode, WordMeaning } from '@lexicon/shared';
import request from 'supertest';
import { builtDataApp } from './built-data-app';

/**
 * The worked examples of the meanings in every language, over the real lists and the meanings the
 * data build wrote (docs/api.md, Word details): a gloss in the word's language, translations,
 * synonym sets, and inflected forms that reach their lemma through the hunspell roots.
 */
const LANGUAGES: LanguageCode[] = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pl', 'pt', 'sv', 'ro', 'cs', 'da'];

let app: Awaited<ReturnType<typeof builtDataApp>>['app'];
// The first reads of each language's meanings come from disk (a fresh build's files, beside other suites on two cores): seconds, not jest's default 5.
jest.setTimeout(30_000);

beforeAll(async () => {
  const built = await builtDataApp();
  expect(built.meanings.languages.sort()).toEqual([...LANGUAGES].sort());
  app = built.app;
}, 180_000);

interface Definition {
  meanings: WordMeaning[];
  source: string;
  lemma?: string;
  base_words?: BaseWordReading[];
}

async function definitionOf(language: LanguageCode, word: string): Promise<Definition> {
  const { body } = await request(app).get(`/api/v1/word/${language}/${encodeURIComponent(word)}`).expect(200);
  return body.definition as Definition;
}

const glosses = (definition: Definition): string[] => definition.meanings.flatMap((meaning) => meaning.definitions.map((sense) => sense.definition));
const translationsInto = (definition: Definition, language: LanguageCode): string[] =>
  definition.meanings.flatMap((meaning) => (meaning.translations ?? []).filter((translation) => translation.language === language).map((translation) => translation.text));
const synonyms = (definition: Definition): string[] => definition.meanings.flatMap((meaning) => meaning.synonyms ?? []);

describe('meanings in every language', () => {
  it('gives fr maison a French gloss, the translation house, and says where each meaning comes from', async () => {
    const maison = await definitionOf('fr', 'maison');
    expect(glosses(maison)).toContain('Bâtiment servant de logis.');
    expect(translationsInto(maison, 'en').join(', ')).toMatch(/\bhouse\b/);
    expect(maison.lemma).toBeUndefined();
    for (const meaning of maison.meanings) {
      expect(meaning.source).not.toBe('');
      expect(meaning.licence).not.toBe('');
      // A merged sense names each of its providers; the answer names them all.
      for (const provider of meaning.source.split(', ')) expect(maison.source).toContain(provider);
    }
    expect(maison.source).toContain('Littré (XMLittré)');
    expect(maison.source).toContain('FreeDict + WikDict');
  });

  it('gives each definition once, with every language its sources translate it into', async () => {
    for (const [language, word] of [['de', 'ging'], ['de', 'bücher'], ['fr', 'étaient'], ['pl', 'szedł']] as const) {
      const definition = await definitionOf(language, word);
      const given = definition.meanings.flatMap((meaning) => meaning.definitions.map((sense) => `${meaning.base_word ?? word}: ${sense.definition}`));
      expect(given.length).toBeGreaterThan(0);
      expect([word, given.length]).toEqual([word, new Set(given).size]);
    }
    // WikDict's gloss of gehen comes in each of its German pairs, each with one language's translations: one sense holds them all.
    const walking = (await definitionOf('de', 'ging')).meanings.find((meaning) => meaning.definitions.some((sense) => sense.definition === 'sich schreitend, schrittweise fortbewegen'));
    expect(walking?.translations?.map((translation) => translation.language)).toEqual(expect.arrayContaining(['fr', 'pl', 'es', 'sv']));
  });

  it('names a part of speech for every sense of a Danish word whose base word the lexicon reads with one', async () => {
    for (const word of ['hus', 'huset', 'børn', 'gik', 'fødder']) {
      const definition = await definitionOf('da', word);
      expect(definition.meanings.length).toBeGreaterThan(0);
      expect([word, definition.meanings.filter((meaning) => meaning.part_of_speech === undefined).length]).toEqual([word, 0]);
    }
  });

  it('gives fr maisons the meanings of its lemma maison', async () => {
    const maisons = await definitionOf('fr', 'maisons');
    expect(maisons.lemma).toBe('maison');
    expect(glosses(maisons)).toContain('Bâtiment servant de logis.');
  });

  it('leaves no source markup in a definition (dictd braces, Pango tags, sense numbers, GCIDE provenance)', async () => {
    for (const [language, word] of [['fr', 'maison'], ['fr', 'chat'], ['en', 'crwth'], ['en', 'the'], ['de', 'haus']] as const) {
      for (const text of glosses(await definitionOf(language, word))) {
        expect(text).not.toMatch(/[{}<>\\]|^\s*\d+[.°]|\[1913 Webster\]/);
      }
    }
  });

  it.each([
    ['de', 'häuser', 'haus', 'en', /\bhouses?\b/],
    ['pl', 'domu', 'dom', 'en', /\bhouse\b/],
    ['pt', 'casas', 'casa', 'en', /\bhouse\b/],
  ] as const)('gives %s %s the meanings of its lemma %s, translated into %s', async (language, word, lemma, into, translation) => {
    const definition = await definitionOf(language, word);
    expect(definition.lemma?.toLocaleLowerCase(language)).toBe(lemma);
    expect(translationsInto(definition, into).join(', ')).toMatch(translation);
  });

  it("leads pl ludzie and ludzi to człowiek first, the suppletive singular PoliMorf gives, with its meanings before lud's", async () => {
    for (const word of ['ludzie', 'ludzi']) {
      const definition = await definitionOf('pl', word);
      expect([word, definition.base_words?.[0]]).toEqual([word, expect.objectContaining({ word: 'człowiek', part_of_speech: 'noun', basis: 'lexicon' })]);
      expect(definition.lemma).toBe('człowiek');
      expect(definition.meanings[0]?.base_word).toBe('człowiek');
      expect(translationsInto(definition, 'en').join(', ')).toMatch(/\bhuman\b|\bperson\b/);
      expect(definition.source).toContain('PoliMorf');
    }
  });

  it.each([
    ['psa', 'pes', /\bdog\b/],
    ['psovi', 'pes', /\bdog\b/],
    ['lva', 'lev', /\blion\b/],
  ] as const)('leads cs %s, a form dictionary-cs lists as an entry of its own, to %s by a stem alternation, a guess', async (word, base, translation) => {
    const definition = await definitionOf('cs', word);
    expect(definition.lemma).toBe(base);
    expect(definition.base_words).toEqual(expect.arrayContaining([expect.objectContaining({ word: base, basis: 'guess' })]));
    expect(translationsInto(definition, 'en').join(', ')).toMatch(translation);
  });

  it.each([
    ['es', 'casa', /\bhouse\b/],
    ['it', 'casa', /\bhouse\b/],
    ['nl', 'huis', /\bhouse\b/],
    ['sv', 'hus', /\bhouse\b/],
    ['cs', 'dům', /\bhouse\b/],
    ['da', 'hus', /\bhouse\b/],
  ] as const)('translates %s %s into English', async (language, word, translation) => {
    const definition = await definitionOf(language, word);
    expect(definition.lemma).toBeUndefined();
    expect(translationsInto(definition, 'en').join(', ')).toMatch(translation);
  });

  it("gives ro casă MyThes's synonym sets and Apertium's Spanish translation, and an inflected form its base word's", async () => {
    const casa = await definitionOf('ro', 'casă');
    expect(synonyms(casa)).toEqual(expect.arrayContaining(['odaie', 'încăpere']));
    expect(translationsInto(casa, 'es')).toEqual(['casa']);
    expect(new Set(casa.meanings.map((meaning) => meaning.source))).toEqual(new Set(['Apertium', 'MyThes']));
    const copii = await definitionOf('ro', 'copii');
    expect(copii.meanings.find((meaning) => meaning.source === 'Apertium')).toMatchObject({ base_word: 'copil', translations: [{ language: 'es', text: 'niño' }] });
  });

  it("gives Spanish, Portuguese, Swedish and Danish words Apertium's translations, each item once, the translations a word has alone one sense", async () => {
    // es casa: FreeDict's English beside Apertium's French, Portuguese, Romanian and English, one sense.
    const casa = await definitionOf('es', 'casa');
    const casaAlone = casa.meanings.filter((meaning) => meaning.definitions.length === 0 && (meaning.translations?.length ?? 0) > 0 && meaning.part_of_speech === 'noun' && meaning.base_word === undefined);
    expect(casaAlone).toHaveLength(1);
    expect(casaAlone[0]?.translations).toEqual(
      expect.arrayContaining([
        { language: 'en', text: expect.stringMatching(/^house\b/) },
        { language: 'fr', text: 'maison' },
        { language: 'pt', text: 'casa' },
        { language: 'ro', text: 'casă' },
      ]),
    );
    expect(casaAlone[0]?.source).toBe('FreeDict, Apertium');
    // An inflected form reaches them through its base word: andábamos → andar.
    const andabamos = await definitionOf('es', 'andábamos');
    expect(andabamos.meanings.find((meaning) => meaning.base_word === 'andar' && (meaning.translations?.length ?? 0) > 0)?.translations).toEqual(
      expect.arrayContaining([{ language: 'fr', text: 'marcher' }]),
    );
    // Danish huset → hus: the noun's translations (FreeDict's house, Apertium's Swedish hus) one sense,
    // beside the verb huse's; Swedish hund: Danish hund.
    const husNouns = (await definitionOf('da', 'huset')).meanings.filter((meaning) => meaning.base_word === 'hus' && meaning.part_of_speech === 'noun' && (meaning.translations?.length ?? 0) > 0);
    expect(husNouns).toHaveLength(1);
    expect(husNouns[0]?.translations).toEqual(expect.arrayContaining([{ language: 'sv', text: 'hus' }, { language: 'en', text: expect.stringMatching(/\bhouse\b/) }]));
    expect(translationsInto(await definitionOf('sv', 'hund'), 'da')).toEqual(['hund']);
    // pt comer: WikDict's gloss gives es comer; Apertium's es comer is not said again.
    expect(translationsInto(await definitionOf('pt', 'comer'), 'es')).toEqual(['comer']);
  });

  it.each([
    ['crwth', /ancient instrument of music with six strings/],
    ['the', /placed before nouns/],
  ])('defines en %s from GCIDE, which WordNet lacks', async (word, gloss) => {
    const definition = await definitionOf('en', word);
    expect(definition.meanings.every((meaning) => meaning.source === 'GCIDE')).toBe(true);
    expect(glosses(definition).join(' ')).toMatch(gloss);
  });

  it('keeps WordNet first for an English word it defines', async () => {
    const dog = await definitionOf('en', 'dog');
    expect(dog.meanings[0]?.source).toBe('WordNet 3.1');
    expect(dog.meanings.some((meaning) => meaning.source === 'GCIDE')).toBe(false);
  });
});
