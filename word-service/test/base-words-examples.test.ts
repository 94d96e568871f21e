import type { BaseWordReading, LanguageCode, WordMeaning } from '@lexicon/shared';
import request from 'supertest';
import { builtDataApp } from './built-data-app';

/**
 * Worked examples of base words in every language, over the real lists, lexicons and meanings the
 * data build wrote (docs/api.md, Word details): an irregular form reaches its base word and that
 * word's meanings; a homograph lists every base word it can be, each with the meanings of its own
 * part of speech; no meaning is a heading with nothing under it.
 */
let app: Awaited<ReturnType<typeof builtDataApp>>['app'];
beforeAll(async () => {
  app = (await builtDataApp()).app;
}, 180_000);

interface Definition {
  meanings: WordMeaning[];
  source: string;
  lemma?: string;
  base_words: BaseWordReading[];
}

async function definitionOf(language: LanguageCode, word: string): Promise<Definition> {
  const { body } = await request(app).get(`/api/v1/word/${language}/${encodeURIComponent(word)}`).expect(200);
  return body.definition as Definition;
}

const said = (meaning: WordMeaning): string[] => [
  ...meaning.definitions.map((sense) => sense.definition),
  ...(meaning.synonyms ?? []),
  ...(meaning.translations ?? []).map((translation) => translation.text),
];

// An irregular form, its base word (as the list spells it) with its part of speech, and a word its meanings say.
const IRREGULAR: ReadonlyArray<[LanguageCode, string, string, string, RegExp]> = [
  ['en', 'went', 'go', 'verb', /\bmove\b|\btravel\b/],
  ['fr', 'était', 'être', 'verb', /\bsein\b|\bCopule\b/],
  ['fr', 'yeux', 'oeil', 'noun', /\bvue\b|\beye\b/],
  ['de', 'ging', 'gehen', 'verb', /fortbewegen|\bgo\b/],
  ['de', 'häuser', 'haus', 'noun', /Gebäude|\bhouse\b/],
  ['de', 'männer', 'mann', 'noun', /Mensch|\bman\b/],
  ['es', 'hice', 'hacer', 'verb', /\bdo\b|\bmake\b/],
  ['es', 'luces', 'luz', 'noun', /\blight\b/],
  ['it', 'uomini', 'uomo', 'noun', /\bman\b|\bhombre\b/],
  ['it', 'figli', 'figlio', 'noun', /\bson\b|\bhijo\b/],
  ['nl', 'liep', 'lopen', 'verb', /\brun\b|\bwalk\b|camminare/],
  ['nl', 'kinderen', 'kind', 'noun', /\bchild\b|bambino/],
  ['pt', 'fiz', 'fazer', 'verb', /\bdo\b|\bmake\b|hacer/],
  ['pt', 'pães', 'pão', 'noun', /\bbread\b|\bpan\b/],
  ['pl', 'domu', 'dom', 'noun', /\bhouse\b|\bhome\b/],
  ['sv', 'gick', 'gå', 'verb', /förflytta|\bgo\b|gehen/],
  ['ro', 'copii', 'copil', 'noun', /prunc|copileț/],
  ['da', 'huset', 'hus', 'noun', /\bhouse\b/],
];

describe('base words in every language', () => {
  it.each(IRREGULAR)('leads %s %s to its base word %s (%s) and its meanings', async (language, word, base, part, meaning) => {
    const definition = await definitionOf(language, word);
    const first = definition.base_words[0];
    expect(first).toMatchObject({ word: base, part_of_speech: part, basis: 'lexicon' });
    expect(definition.lemma).toBe(base);
    expect(definition.meanings.length).toBeGreaterThan(0);
    expect(definition.meanings.filter((sense) => sense.base_word === base).flatMap(said).join(' | ')).toMatch(meaning);
  });

  it.each([
    ['en', 'saw', ['see', 'saw']],
    ['fr', 'est', ['est', 'être']],
    ['de', 'waren', ['sein', 'ware']],
    ['es', 'fui', ['ser', 'ir']],
    ['it', 'parte', ['parte', 'partire']],
    ['nl', 'wilde', ['willen', 'wild']],
    ['pt', 'esta', ['este', 'estar']],
    ['pl', 'życie', ['żyć', 'żyto']],
    ['sv', 'fick', ['få', 'ficka']],
    ['ro', 'copii', ['copil', 'copie']],
    // Czech has no lexicon: its hunspell files give both readings (den: the day, and a form of dno, the bottom).
    ['cs', 'den', ['den', 'dno']],
    ['da', 'får', ['få', 'får']],
  ] as const)('gives the homograph %s %s every base word it can be: %j', async (language, word, bases) => {
    const definition = await definitionOf(language, word);
    expect(definition.base_words.map((base) => base.word)).toEqual(expect.arrayContaining([...bases]));
  });

  it("keeps each base word's meanings to the part of speech it has there: fr est is the noun est and the verb être, never a verb est", async () => {
    const est = await definitionOf('fr', 'est');
    const own = est.meanings.filter((meaning) => meaning.base_word === undefined);
    const etre = est.meanings.filter((meaning) => meaning.base_word === 'être');
    expect(own.length).toBeGreaterThan(0);
    expect(etre.length).toBeGreaterThan(0);
    expect(own.every((meaning) => meaning.part_of_speech === undefined || meaning.part_of_speech === 'noun')).toBe(true);
    expect(etre.every((meaning) => meaning.part_of_speech === undefined || meaning.part_of_speech === 'verb')).toBe(true);
  });

  it("labels each part of speech in the word's language as well as with its code", async () => {
    const ging = await definitionOf('de', 'ging');
    expect(ging.meanings.find((meaning) => meaning.part_of_speech === 'verb')?.part_of_speech_label).toBe('Verb');
    expect(ging.base_words[0]?.part_of_speech_label).toBe('Verb');
    const etait = await definitionOf('fr', 'était');
    expect(etait.meanings.find((meaning) => meaning.part_of_speech === 'verb')?.part_of_speech_label).toBe('verbe');
    const domu = await definitionOf('pl', 'domu');
    expect(domu.base_words[0]?.part_of_speech_label).toBe('rzeczownik');
  });

  it('names the lexicon among the sources, and marks a base word found by suffix rules alone as a guess or by affix rules', async () => {
    expect((await definitionOf('de', 'ging')).source).toContain('german-pos-dict');
    expect((await definitionOf('it', 'figli')).source).toContain('Apertium');
    // Czech has no lexicon: its base words come from the list's hunspell rules.
    const czech = await definitionOf('cs', 'hradu');
    expect(czech.base_words).toEqual([{ word: 'hrad', basis: 'affix-rules' }]);
    expect(czech.lemma).toBe('hrad');
  });

  it('shows no meaning with nothing under its heading, translations-only words included', async () => {
    for (const [language, word] of IRREGULAR.map(([code, form]) => [code, form] as const).concat([['es', 'luz'], ['it', 'uomo'], ['da', 'hus'], ['cs', 'dům']])) {
      for (const meaning of (await definitionOf(language, word)).meanings) expect(said(meaning).length).toBeGreaterThan(0);
    }
  });
});
