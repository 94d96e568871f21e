import { languageMetadata } from '@lexicon/engine';
import { freeDictHeadwords, isProperNameStem } from '../src/proper-names';
import { isCompoundOfNoun } from '../src/word-collection';

// FreeDict's dictd text as the Debian package ships it: headword lines, indented senses.
const FREEDICT_TEXT = [
  'Haus /hˈaʊs/ <neut, n, sg>',
  'house <n>',
  '',
  'Müller /mˈylɜ/ <masc, n, sg>',
  'miller <n>',
  '',
  'Berlin /bɛɾlˈiːn/',
  ' [geogr.] Berlin',
  '         Note: capital of Germany',
  'Deutschland /dˈɔøtʃlant/ (DE /dˈeː/) <neut, n, sg>',
  ' [geogr.] Germany <n>',
  'Epizentrum /ˌeːpiːtsˈɛntɾʊm/ <neut, n, sg>',
  ' [geogr.]  [phys.] epicentre <n> [Br.] , epicenter <n> [Am.]',
  'Klippe /klˈɪpə/ <fem, n, sg>',
  ' [geogr.] Cliff',
].join('\n');

const rule = languageMetadata('de').wordRules.properNames;

describe('German proper names, told from nouns', () => {
  const headwords = freeDictHeadwords(FREEDICT_TEXT);

  it('reads nouns and places from FreeDict', () => {
    expect(headwords.get('Haus')).toEqual({ noun: true, place: false });
    expect(headwords.get('Berlin')).toEqual({ noun: false, place: true });
    expect(headwords.get('Deutschland')).toEqual({ noun: false, place: true });
    // A [geogr.] sense translated by a common noun is a noun of geography, not a place.
    expect(headwords.get('Epizentrum')).toEqual({ noun: true, place: false });
  });

  it.each([
    ['Haus', 'Tpmij', false],
    ['Müller', 'FNSm', false],
    ['Epizentrum', 'Sm', false],
    ['Berlin', 'Sm', true],
    ['Deutschland', 'Smij', true],
    ['Klippe', 'Nm', false],
    ['Anna', 'S', true],
    ['Hans', '', true],
    ['Peter', 'SM', true],
    ['Häuslichkeit', '', false],
    ['Straße', 'Nm', false],
  ])('%s/%s is a name: %s', (stem, flags, expected) => {
    expect(rule).toBeDefined();
    if (rule !== undefined) expect(isProperNameStem(stem, flags, rule, headwords)).toBe(expected);
  });
});

describe('a capitalised word that only a later German source gives', () => {
  const nouns = new Set(['kasten', 'hut', 'dienst']);

  it.each([
    ['schwitzkasten', true],
    ['filzhut', true],
    ['bergrettungsdienst', true],
    ['dubcek', false],
    ['kasten', false],
    ['xhut', false],
  ])('%s is a compound of a known noun: %s', (word, expected) => {
    expect(isCompoundOfNoun(word, nouns)).toBe(expected);
  });
});
