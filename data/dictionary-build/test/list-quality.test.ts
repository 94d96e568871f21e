import { createLanguageRules, languageMetadata } from '@lexicon/engine';
import { fixtureDictionary } from '@lexicon/engine/test-support';
import { dropFragments } from '../src/fragment-rules';
import { applyGameTwoLetterWords } from '../src/game-two-letter-words';
import { measureCoverage } from '../src/list-quality/coverage';
import { compareTwoLetterWords } from '../src/list-quality/two-letter';
import { parseAnalysis, parseReading } from '../src/morphology/morphology';
import { createWordCheck } from '../src/word-rules';

describe('the coverage of a corpus frequency list', () => {
  const dictionary = fixtureDictionary('fr', ['chat', 'été', 'être', 'ici', 'mot', 'parler']);
  const measure = (frequencyList: string[], extra: Partial<Parameters<typeof measureCoverage>[0]> = {}) =>
    measureCoverage({ dictionary, frequencyList, names: new Set(['john']), englishWords: new Set(['the']), wordCheck: createWordCheck(dictionary.rules), ...extra });

  it('finds a form typed without accents, but a form written with accents only as a spelling of the list', () => {
    const coverage = measure(['ete', 'été', 'etre', 'êtré', 'chien']);
    expect(coverage.counted).toBe(5);
    expect(coverage.missing).toEqual(['êtré', 'chien']);
  });

  it('sets aside non-words, one letter, abbreviations, names, English and OCR artefacts by their rules, and counts the rest', () => {
    const coverage = measure(["c'est", 'a', 'km', 'xiv', 'john', 'the', 'lci', 'lchat', 'mot', 'table'], { knownToAnalyser: (tokens) => tokens.map(() => false) });
    expect(coverage.excluded).toMatchObject({
      'not-one-word': ["c'est"],
      'one-letter': ['a'],
      abbreviation: ['km', 'xiv'],
      name: ['john'],
      foreign: ['the'],
      'ocr-artefact': ['lci'],
    });
    expect(coverage.counted).toBe(3);
    expect(coverage.missing).toEqual(['lchat', 'table']);
  });

  it('keeps an English token the language\'s analyser knows, and sets aside forms the analyser reads as excluded by the game', () => {
    const coverage = measure(['the', 'parlons'], { knownToAnalyser: () => [true], excludedByGame: (tokens) => tokens.map((token) => token === 'parlons') });
    expect(coverage.excluded['game-rule']).toEqual(['parlons']);
    expect(coverage.missing).toEqual(['the']);
  });

  it('sets aside any token holding a non-letter and a web address that lost its dots', () => {
    const coverage = measure(['km/h', 'charlie°', 'geht´s', 'wwwtvuserde', 'chien']);
    expect(coverage.excluded['not-one-word']).toEqual(['km/h', 'charlie°', 'geht´s', 'wwwtvuserde']);
    expect(coverage.missing).toEqual(['chien']);
  });

  it('reads an OCR artefact with i for l anywhere, once or throughout, but not a word no reading makes', () => {
    const ocr = fixtureDictionary('es', ['algo', 'ella', 'llegar', 'casa']);
    const coverage = measureCoverage({ dictionary: ocr, frequencyList: ['aigo', 'eiia', 'ilegar', 'papi'], names: new Set(), englishWords: new Set(), wordCheck: createWordCheck(ocr.rules) });
    expect(coverage.excluded['ocr-artefact']).toEqual(['aigo', 'eiia', 'ilegar']);
    expect(coverage.missing).toEqual(['papi']);
  });

  it('sets aside a name the analyser reads, capitalised, only as a proper noun', () => {
    const coverage = measure(['londres', 'chien'], { properNounToAnalyser: (tokens) => tokens.map((token) => token === 'londres') });
    expect(coverage.excluded.name).toEqual(['londres']);
    expect(coverage.missing).toEqual(['chien']);
  });

  it('sets aside a word of the list with one or two enclitic pronouns, accented or not, but a name before it', () => {
    const spanish = fixtureDictionary('es', ['deja', 'larga', 'da', 'car', 'casa']);
    const coverage = measureCoverage({
      dictionary: spanish,
      frequencyList: ['dejame', 'lárgate', 'dámelo', 'carlos', 'casita'],
      names: new Set(['carlos']),
      englishWords: new Set(),
      wordCheck: createWordCheck(spanish.rules),
      encliticPronouns: languageMetadata('es').gameList.encliticPronouns,
    });
    expect(coverage.excluded['game-rule']).toEqual(['dejame', 'lárgate', 'dámelo']);
    expect(coverage.excluded.name).toEqual(['carlos']);
    expect(coverage.missing).toEqual(['casita']);
  });

  it("sets aside an old spelling the game's rewrite turns into a word of the list (German ß after a short vowel)", () => {
    const german = fixtureDictionary('de', ['lässt', 'haus']);
    const coverage = measureCoverage({
      dictionary: german,
      frequencyList: ['läßt', 'häuser'],
      names: new Set(),
      englishWords: new Set(),
      wordCheck: createWordCheck(german.rules),
      unadmittedVariants: languageMetadata('de').gameList.unadmittedVariants,
    });
    expect(coverage.excluded['game-rule']).toEqual(['läßt']);
    expect(coverage.missing).toEqual(['häuser']);
  });
});

describe("the game's two-letter words", () => {
  const rules = createLanguageRules(languageMetadata('en'));
  const published = new Set(languageMetadata('en').gameList.twoLetterWords?.words);

  it('drop the two-letter words the game does not hold, add its own, and leave longer words alone', () => {
    const words = new Set(['aa', 'uk', 'cat', 'zzz']);
    const changes = applyGameTwoLetterWords(rules, words);
    expect(changes.dropped).toEqual(['uk']);
    expect(changes.added).toContain('ok');
    expect(words.has('cat')).toBe(true);
    expect(words.has('zzz')).toBe(true);
    expect([...words].filter((word) => word.length === 2).sort()).toEqual([...published].sort());
  });

  it('are compared with ours on the letters as played', () => {
    const dictionary = fixtureDictionary('en', ['aa', 'uk', 'cat']);
    const comparison = compareTwoLetterWords(dictionary, languageMetadata('en').gameList);
    expect(comparison.ours).toEqual(['aa', 'uk']);
    expect(comparison.game?.onlyOurs).toEqual(['uk']);
    expect(comparison.game?.onlyGame).toContain('ok');
    expect(comparison.game?.agreement).toBeCloseTo(1 / published.size);
  });
});

describe("the analyser's answers", () => {
  it.each([
    ['^casa/casa<n><f><sg>$', [{ base: 'casa', tags: ['n', 'f', 'sg'] }]],
    ['^xyz/*xyz$', []],
    ['^dammelo/dare<vblex><imp><p2><sg>+mi<prn><enc><p1><mf><sg>+lo<prn><enc><p3><nt>$', [{ base: 'dare', tags: ['vblex', 'imp', 'p2', 'sg', 'prn', 'enc', 'p1', 'mf', 'sg', 'prn', 'enc', 'p3', 'nt'] }]],
    ['^del/de<pr>$^el/el<det>$', []],
  ])('reads %s', (line, readings) => {
    expect(parseAnalysis(line)).toEqual(readings);
  });

  it('reads a reading of lt-paradigm', () => {
    expect(parseReading('merge<vblex><pri><p1><pl>')).toEqual({ base: 'merge', tags: ['vblex', 'pri', 'p1', 'pl'] });
  });
});

describe('fragments of other words', () => {
  const wordRules = {
    syllableLetters: [],
    keep: ['codru'],
    excludedForms: [],
    fragments: [{ pattern: '^(.+[^aeiouăâîy])u$', whenWords: ['$1', '$1ul'], unlessAttested: false, why: 'the linking u of an article' }],
  };

  it('drop a form only when every word it is a fragment of is in the list, and never a keep-list word', () => {
    const words = new Set(['iarmaroc', 'iarmarocul', 'iarmarocu', 'socru', 'socrul', 'codr', 'codrul', 'codru', 'tonu']);
    expect(dropFragments(wordRules, words)).toEqual(['iarmarocu']);
    expect([...words].sort()).toEqual(['codr', 'codru', 'codrul', 'iarmaroc', 'iarmarocul', 'socru', 'socrul', 'tonu']);
  });

  it('keep, where the rule says so, the forms a second lexicon attests', () => {
    const rules = { ...wordRules, fragments: wordRules.fragments.map((rule) => ({ ...rule, unlessAttested: true })) };
    const words = new Set(['roș', 'roșul', 'roșu', 'iarmaroc', 'iarmarocul', 'iarmarocu']);
    expect(dropFragments(rules, words, (forms) => forms.map((form) => form === 'roșu'))).toEqual(['iarmarocu']);
    expect(words.has('roșu')).toBe(true);
  });
});
