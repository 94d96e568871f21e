import { createLanguageRules, languageCatalogue, languageMetadata, MAX_WORD_LENGTH, playableForms } from '@lexicon/engine';
import { LANGUAGE_CODES, type LanguageCode, MAX_WORD_LENGTH as WIRE_MAX_WORD_LENGTH } from '@lexicon/shared';

const rulesFor = (code: LanguageCode) => createLanguageRules(languageMetadata(code));

describe('language metadata', () => {
  it('describes all 12 languages and validates against the shared schema', () => {
    expect([...languageCatalogue().keys()]).toEqual([...LANGUAGE_CODES]);
  });

  it.each(LANGUAGE_CODES)('%s: every tile is made of alphabet letters and the bag adds up', (code) => {
    const metadata = languageMetadata(code);
    for (const tile of Object.keys(metadata.tiles)) {
      for (const letter of tile) expect(metadata.alphabet).toContain(letter);
    }
    for (const vowel of metadata.vowels) expect(metadata.alphabet).toContain(vowel);
    const tiles = Object.values(metadata.tiles).reduce((sum, tile) => sum + tile.count, 0) + metadata.blanks;
    expect([100, 102, 120]).toContain(tiles);
  });
});

describe('from a dictionary entry to a playable word', () => {
  it.each([
    ['fr', 'été', 'été', 'ete'],
    ['fr', 'cœur', 'cœur', 'coeur'],
    ['de', 'Straße', 'straße', 'strasse'],
    ['de', 'Äpfel', 'äpfel', 'äpfel'],
    ['de', 'Café', 'café', 'cafe'],
    ['es', 'año', 'año', 'año'],
    ['es', 'wáter', 'wáter', 'water'],
    ['ro', 'şcoală', 'școală', 'scoala'],
    ['ro', 'ţară', 'țară', 'tara'],
    ['pl', 'źdźbło', 'źdźbło', 'źdźbło'],
    ['cs', 'kůň', 'kůň', 'kůň'],
    ['sv', 'idé', 'idé', 'ide'],
    ['da', 'æble', 'æble', 'æble'],
    ['en', 'café', 'café', 'cafe'],
    ['en', 'encyclopædia', 'encyclopædia', 'encyclopaedia'],
    ['pt', 'coração', 'coração', 'coraçao'],
  ] as const)('%s %s → shown as %s, played as %s', (code, entry, display, folded) => {
    expect(playableForms(rulesFor(code), entry)).toEqual({ display, folded });
  });

  it.each([
    ['en', 'Paris', 'a proper name'],
    ['en', 'NASA', 'an acronym'],
    ['de', 'ABS', 'an acronym, even in German'],
    ['de', 'McDonald', 'a capital inside the word'],
    ['en', "don't", 'an apostrophe'],
    ['en', 'e-mail', 'a hyphen'],
    ['fr', '1er', 'a digit'],
    ['fr', 'a.m', 'a dot'],
    ['de', 'µm', 'a letter outside the alphabet'],
    ['el', 'λόγος', 'Greek letters'],
    ['da', 'ø', 'a single letter'],
    ['en', 'a'.repeat(33), 'more than 32 letters'],
    ['pl', 'Warszawa', 'a proper name'],
    ['en', '   ', 'white space'],
  ])('%s %s is dropped: %s', (code, entry) => {
    const language = code === 'el' ? 'en' : (code as LanguageCode);
    expect(playableForms(rulesFor(language), entry)).toBeNull();
  });

  it('keeps German nouns, lower-cased', () => {
    expect(playableForms(rulesFor('de'), 'Haus')).toEqual({ display: 'haus', folded: 'haus' });
  });

  it('orders by the language alphabet: Swedish å ä ö after z, Czech č after c, Spanish ñ after n', () => {
    const sorted = (code: LanguageCode, words: string[]) => {
      const rules = rulesFor(code);
      return [...words].sort((a, b) => (rules.sortKey(a) < rules.sortKey(b) ? -1 : 1));
    };
    expect(sorted('sv', ['ö', 'z', 'å', 'ä', 'a'])).toEqual(['a', 'z', 'å', 'ä', 'ö']);
    expect(sorted('cs', ['d', 'č', 'c'])).toEqual(['c', 'č', 'd']);
    expect(sorted('es', ['o', 'ñ', 'n'])).toEqual(['n', 'ñ', 'o']);
    expect(sorted('en', ['ab', 'a', 'b'])).toEqual(['a', 'ab', 'b']);
  });
});

describe('the word length bound', () => {
  it('is the one the wire schemas document (MCP lengths 1 to 32)', () => {
    expect(MAX_WORD_LENGTH).toBe(WIRE_MAX_WORD_LENGTH);
  });
});
