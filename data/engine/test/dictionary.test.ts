import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataNotBuiltError, DictionarySet, loadDictionaries } from '@lexicon/dictionary-store';
import { writeFixtureDataDirectory } from '@lexicon/dictionary-store/test-support';
import { decodeArtifact } from '@lexicon/engine';
import { fixtureDictionary, fixtureEntries } from '@lexicon/engine/test-support';
import { LANGUAGE_CODES } from '@lexicon/shared';

describe('a dictionary built from raw entries', () => {
  it('keeps playable words only, de-duplicated, in alphabet order', () => {
    const english = fixtureDictionary('en');
    const words = [...english.words()].map((entry) => entry.word);
    expect(words).toContain('hello');
    expect(words).not.toContain('paris');
    expect(words).not.toContain('nasa');
    expect(words).not.toContain("don't");
    expect(words).not.toContain('a');
    expect(words.filter((word) => word === 'cat')).toHaveLength(1);
    const folded = [...english.words()].map((entry) => entry.folded);
    expect(folded).toEqual([...folded].sort());
    expect(english.wordCount).toBe(words.length);
  });

  it('finds a word by its folded form and lists every spelling that folds alike', () => {
    const french = fixtureDictionary('fr');
    expect(french.lookup('ete')?.words.map((entry) => entry.word)).toEqual(['eté', 'été']);
    expect(french.lookup('ÉTÉ')?.folded).toBe('ete');
    expect(french.lookup('cote')?.words.map((entry) => entry.word)).toEqual(['cote', 'coté', 'côte', 'côté']);
    expect(french.lookup('coeur')?.words.map((entry) => entry.word)).toEqual(['cœur']);
    expect(french.lookup('paris')).toBeNull();
    expect(french.lookup('λ')).toBeNull();
  });

  it('finds German straße as strasse, and keeps nouns', () => {
    const german = fixtureDictionary('de');
    expect(german.lookup('strasse')?.words.map((entry) => entry.word)).toEqual(['strasse', 'straße']);
    expect(german.lookup('Haus')?.words.map((entry) => entry.word)).toEqual(['haus']);
    expect(german.lookup('abs')).toBeNull();
    expect(german.lookup('µm')).toBeNull();
  });

  it('stores Romanian comma-below letters even when the source has cedillas', () => {
    const romanian = fixtureDictionary('ro');
    expect(romanian.lookup('scoala')?.words.map((entry) => entry.word)).toEqual(['școală']);
    expect(romanian.lookup('tara')?.words.map((entry) => entry.word)).toEqual(['țară']);
  });

  it('gives each rank back as the word at that position', () => {
    const french = fixtureDictionary('fr');
    for (const entry of french.words()) expect(french.wordAt(entry.rank)).toEqual(entry);
  });

  it.each(LANGUAGE_CODES)('%s: the shipped fixture list builds and holds taxi', (code) => {
    const dictionary = fixtureDictionary(code);
    expect(dictionary.wordCount).toBeGreaterThan(5);
    expect(dictionary.lookup('taxi')).not.toBeNull();
    expect(fixtureEntries(code).length).toBeGreaterThan(dictionary.wordCount - 1);
  });
});

describe('artifacts on disk', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'lexicon-data-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('loads every language the manifest lists', async () => {
    const manifest = writeFixtureDataDirectory(directory);
    const { dictionaries } = await loadDictionaries(directory);
    expect([...dictionaries.keys()]).toEqual([...LANGUAGE_CODES]);
    for (const code of LANGUAGE_CODES) expect(dictionaries.get(code)?.wordCount).toBe(manifest.languages[code]?.wordCount);
  });

  it('fails loudly, never with an empty dictionary, when the data is missing or damaged', async () => {
    await expect(loadDictionaries(directory)).rejects.toThrow(DataNotBuiltError);
    writeFixtureDataDirectory(directory, ['en']);
    await expect(loadDictionaries(directory, ['en', 'fr'])).rejects.toThrow('no fr list');
    writeFileSync(path.join(directory, 'en-fixture.lex'), 'garbage');
    await expect(loadDictionaries(directory, ['en'])).rejects.toThrow('not a Lexicon dictionary artifact');
  });

  it('refuses an artifact for another language', () => {
    writeFixtureDataDirectory(directory, ['en']);
    const file = readFileSync(path.join(directory, 'en-fixture.lex'));
    expect(() => decodeArtifact(file, 'fr')).toThrow('expected fr');
  });

  it('reports readiness only once loaded', async () => {
    writeFixtureDataDirectory(directory, ['en', 'fr']);
    const set = new DictionarySet(['en', 'fr']);
    expect(set.ready).toBe(false);
    expect(set.describe()).toEqual({ languages_loaded: 0, languages_expected: 2 });
    await set.load(directory);
    expect(set.ready).toBe(true);
    expect(set.describe()).toMatchObject({ languages_loaded: 2, languages: { en: { words: expect.any(Number) } } });
    expect(set.get('fr').lookup('ete')).not.toBeNull();
  });
});
