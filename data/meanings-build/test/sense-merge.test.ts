import type { MeaningEntry } from '../src/meaning-entry';
import { noteTranslations, SenseMerger, translationsBeyond } from '../src/sense-merge';

const WALK = 'sich schreitend, schrittweise fortbewegen';
const GO_AND_DO = 'mit einem abhängigen Infinitiv eines Verbs: einen anderen Ort aufsuchen';
const LEAVE = 'einen Ort oder eine Zusammenkunft verlassen';
const CLICK = '(Computer) auf etwas gehen: den Mauszeiger auf etwas bewegen';

const sense = (entry: Partial<MeaningEntry> & Pick<MeaningEntry, 'definitions'>): MeaningEntry => ({
  headword: 'gehen',
  partOfSpeech: 'verb',
  synonyms: [],
  translations: [],
  sources: [0],
  ...entry,
});

/** The senses WikDict's German pairs give gehen, each pair grouping the glosses its own way (dict-freedict-deu-*). */
function gehen(): MeaningEntry[] {
  const merger = new SenseMerger();
  merger.add('gehen', sense({ definitions: [WALK, GO_AND_DO], translations: [{ language: 'fr', text: 'aller, marcher' }] }));
  merger.add('gehen', sense({ definitions: [LEAVE], translations: [{ language: 'fr', text: 'partir, aller' }] }));
  merger.add('gehen', sense({ definitions: [WALK, GO_AND_DO, CLICK], translations: [{ language: 'pl', text: 'iść, chodzić' }] }));
  merger.add('gehen', sense({ definitions: [WALK], translations: [{ language: 'es', text: 'ir, andar, caminar' }, { language: 'pl', text: 'iść' }] }));
  merger.add('gehen', sense({ definitions: [LEAVE], translations: [{ language: 'pl', text: 'odejść, odchodzić, iść' }] }));
  merger.add('gehen', sense({ headword: 'Gehen', partOfSpeech: 'noun', definitions: ['Fortbewegung zu Fuß'], translations: [{ language: 'fr', text: 'marche' }] }));
  merger.add('gehen', sense({ definitions: [], translations: [{ language: 'en', text: 'go, walk' }], sources: [1] }));
  merger.add('gehen', sense({ definitions: [], translations: [{ language: 'en', text: 'walk, leave' }], sources: [1] }));
  merger.add('gehen', sense({ definitions: [], synonyms: ['laufen', 'schreiten'], sources: [2] }));
  merger.add('gehen', sense({ definitions: [], synonyms: ['schreiten', 'laufen'], sources: [2] }));
  return merger.senses.get('gehen') ?? [];
}

describe('one entry a sense', () => {
  it('keeps each definition once, wherever the sources repeat it', () => {
    const definitions = gehen().flatMap((entry) => entry.definitions);
    expect(definitions).toEqual([WALK, GO_AND_DO, LEAVE, CLICK, 'Fortbewegung zu Fuß']);
  });

  it('gives a definition every language its sources translate it into, each language once', () => {
    const walking = gehen().find((entry) => entry.definitions.includes(WALK));
    expect(walking?.translations).toEqual([
      { language: 'fr', text: 'aller, marcher' },
      { language: 'pl', text: 'iść, chodzić' },
      { language: 'es', text: 'ir, andar, caminar' },
    ]);
    const leaving = gehen().find((entry) => entry.definitions.includes(LEAVE));
    expect(leaving?.translations).toEqual([
      { language: 'fr', text: 'partir, aller' },
      { language: 'pl', text: 'odejść, odchodzić, iść' },
    ]);
  });

  it("makes a sense of a repeated group's new definitions, with that group's translations", () => {
    const clicking = gehen().find((entry) => entry.definitions.includes(CLICK));
    expect(clicking).toMatchObject({ definitions: [CLICK], translations: [{ language: 'pl', text: 'iść, chodzić' }] });
  });

  it('joins the translations alone of a headword into one sense and keeps a synonym set once, naming every source', () => {
    const withoutDefinitions = gehen().filter((entry) => entry.definitions.length === 0);
    expect(withoutDefinitions).toEqual([
      expect.objectContaining({ translations: [{ language: 'en', text: 'go, walk, leave' }], sources: [1] }),
      expect.objectContaining({ synonyms: ['laufen', 'schreiten'], sources: [2] }),
    ]);
  });

  it('groups the senses by headword and part of speech, each group in the order the sources gave it', () => {
    expect(gehen().map((entry) => `${entry.headword} ${entry.partOfSpeech ?? ''}`)).toEqual([
      'gehen verb',
      'gehen verb',
      'gehen verb',
      'gehen verb',
      'gehen verb',
      'Gehen noun',
    ]);
  });

  it("joins a headword's synonym sets of one word into one set", () => {
    const merger = new SenseMerger();
    for (const synonym of ['kammer', 'ejendom', 'bungalow']) merger.add('hus', sense({ headword: 'hus', partOfSpeech: undefined, definitions: [], synonyms: [synonym], sources: [1] }));
    merger.add('hus', sense({ headword: 'hus', partOfSpeech: undefined, definitions: [], synonyms: ['bopæl', 'residens'], sources: [1] }));
    expect(merger.senses.get('hus')?.map((entry) => entry.synonyms)).toEqual([['kammer', 'ejendom', 'bungalow'], ['bopæl', 'residens']]);
  });

  it('names every source a merged sense comes from', () => {
    const merger = new SenseMerger();
    merger.add('haus', sense({ headword: 'Haus', partOfSpeech: 'noun', definitions: ['Gebäude'], sources: [0] }));
    merger.add('haus', sense({ headword: 'Haus', partOfSpeech: 'noun', definitions: ['Gebäude'], translations: [{ language: 'en', text: 'house' }], sources: [3] }));
    expect(merger.senses.get('haus')).toEqual([expect.objectContaining({ definitions: ['Gebäude'], translations: [{ language: 'en', text: 'house' }], sources: [0, 3] })]);
  });
});

describe('translation items already given', () => {
  it('are left out of a later sense, item by item, and a language left with none is left out', () => {
    const given = new Map<string, Set<string>>();
    noteTranslations(given, [
      { language: 'es', text: 'comer' },
      { language: 'fr', text: 'manger, bouffer' },
    ]);
    expect(
      translationsBeyond(given, [
        { language: 'es', text: 'comer' },
        { language: 'fr', text: 'bouffer, dîner' },
        { language: 'en', text: 'eat' },
      ]),
    ).toEqual([
      { language: 'fr', text: 'dîner' },
      { language: 'en', text: 'eat' },
    ]);
  });
});
