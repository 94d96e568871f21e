import { dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import { type Dictionary } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import { isRomanNumeral } from '../src/word-rules';

/**
 * What the complete lists hold and leave out, over the lists `npm install` builds: a source update
 * that brings numerals, abbreviations or names back fails here. The words are the audit's (README,
 * "What the word lists leave out").
 */
const KEPT: Array<[LanguageCode, string[]]> = [
  ['en', ['hmm', 'shh', 'brr', 'nth', 'tsk', 'cwm', 'crwth', 'pfft', 'psst', 'rhythm', 'mix', 'xi', 'selfie', 'emoji']],
  ['cs', ['brk', 'vlk', 'krk', 'prst', 'smrt']],
  ['de', ['haus', 'straße', 'männer', 'müller']],
  ['it', ['mi', 'di', 'ci', 'vi', 'li']],
  ['pl', ['źdźbło', 'nieantyneutronowemu', 'otańcujecie', 'brr', 'hm', 'psst', 'mi', 'ci', 'mix']],
  // Compounds and forms only the Debian full-form lists give (README, "The languages' own lists").
  ['nl', ['kwaliteitsafdeling', 'regenwateropvang', 'migrantenhulpverlening', 'afrondingsfouten']],
  ['de', ['schwitzkasten', 'bergrettungsdienst', 'zeitkontrolle', 'polizeihauptmeister', 'maßnahme']],
  ['da', ['dyretæmmerske', 'dyrkningsmuligheder']],
  ['sv', ['masur', 'kravallen']],
  ['fr', ['chamérops', 'sandwicher']],
  // Enclisis on the gerund, the imperative and the infinitive, one or two pronouns in Italian's order.
  ['it', ['mangiandoselo', 'mangiatelo', 'mangiarlo', 'farglielo', 'mangiandocele', 'mangiamolo']],
  // Romanian verb paradigms from the Apertium analyser: present plurals, imperfect, gerund.
  ['ro', ['spune', 'spunem', 'spuneți', 'spunea', 'spunând', 'merge', 'mergem', 'mergeam', 'mergând', 'trebui', 'trebuia', 'uite']],
];

const DROPPED: Array<[LanguageCode, string[]]> = [
  ['en', ['ii', 'xxxviii', 'clxix', 'lxix', 'xxv', 'bldg', 'blvd', 'kg', 'mph', 'tbsp', 'cg', 'rd']],
  ['en', ['adj', 'etc', 'ibid', 'misc', 'univ', 'enc', 'int', 'pt', 'arr', 'dystopi']],
  ['it', ['cccxlv', 'mdcclxxxix']],
  ['fr', ['cg', 'dl', 'clm']],
  ['ro', ['dhcp', 'gtk', 'html']],
  ['de', ['aachen', 'berlin', 'münchen', 'bonn', 'deutschland', 'europa', 'hans', 'peter', 'thomas']],
  ['de', ['anna', 'merkel', 'goethe', 'altamira', 'rühe']],
  // Names the German full-form list carries: forms of the names above, or capitalised words no noun explains.
  ['de', ['recklinghausens', 'kilimandscharo', 'dubcek', 'sophias', 'pedros', 'hannover']],
  ['pl', ['afryki', 'wiktora']],
  // Enclitics on past participles, and le before ci or si: forms the Italian game does not admit.
  ['it', ['mangiatomelo', 'mangiatogli', 'mangiatiglielo', 'mangiandoleci', 'mangiarlesi']],
  // A gerund with the linking u of a pronoun that is not there (spunându-mi), and the old spelling with î inside a word.
  ['ro', ['spunându', 'mergându', 'strigînd', 'sînt']],
];

/** Languages whose sources the audit found generating Roman numerals: none may be left but the keep-list's. */
const NUMERAL_LANGUAGES: LanguageCode[] = ['en', 'it', 'ro', 'da', 'fr', 'es', 'pt', 'nl'];

describe('what the complete word lists hold and leave out', () => {
  let dictionaries: ReadonlyMap<LanguageCode, Dictionary>;

  beforeAll(async () => {
    ({ dictionaries } = await loadDictionaries(dataDirectory(process.env)).catch((error: Error) => {
      throw new Error(`${error.message}\nThe complete dictionaries are built by \`npm install\` or \`npm run data:build\`.`);
    }));
  });

  const spellings = (code: LanguageCode, word: string): string[] =>
    (dictionaries.get(code) as Dictionary).lookup(word)?.words.map((entry) => entry.word) ?? [];

  it.each(KEPT)('%s keeps the genuine words %j', (code, words) => {
    for (const word of words) expect([word, spellings(code, word)]).toEqual([word, expect.arrayContaining([word])]);
  });

  it.each(DROPPED)('%s leaves out %j', (code, words) => {
    for (const word of words) expect([word, spellings(code, word)]).toEqual([word, []]);
  });

  it.each(NUMERAL_LANGUAGES)('%s holds no Roman numeral of 2 letters or more outside its keep-list', (code) => {
    const dictionary = dictionaries.get(code) as Dictionary;
    const numerals: string[] = [];
    for (const { word } of dictionary.words()) if (isRomanNumeral(word)) numerals.push(word);
    expect(numerals.filter((word) => !dictionary.rules.metadata.wordRules.keep.includes(word))).toEqual([]);
  });
});
