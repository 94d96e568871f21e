import { type Dictionary, letterCount } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import { WORD_RULES } from '../word-rules';

/** How many of a corpus's most frequent word forms are counted (the measure: 10,000). */
export const COVERAGE_FORMS = 10_000;

const ACCENTED = /\p{M}/u;
const NOT_A_LETTER = /[^\p{L}\p{M}]/u;

export type CoverageExclusion = 'not-one-word' | 'one-letter' | 'abbreviation' | 'game-rule' | 'name' | 'foreign' | 'ocr-artefact';

/** Why a corpus token is not a word to look for, in the order the rules are tried (docs/lists.md states them). */
export const COVERAGE_RULES: Record<CoverageExclusion, string> = {
  'not-one-word': 'holds a character that is not a letter (an apostrophe, a hyphen, a dot, a digit, a slash: the corpus cut c\'est into one token), or is a web address that lost its dots (wwwtvuserde): no game word is one',
  'one-letter': 'one letter: every list starts at two',
  abbreviation: 'a Roman numeral or a token with no letter that carries a syllable (pm, km, ltd, ii): the build\'s own `roman-numeral` and `no-syllable` rules',
  'game-rule': 'a form the language\'s game does not admit: one the build\'s `excluded-form` shapes match, a two-letter word the game\'s published two-letter list lacks, one the analyser reads with a tag the game excludes (Spanish verbs with enclitic pronouns: vámonos, permítame), a spoken variant or an old spelling of a word of the list that the game does not admit (Czech dobrej for dobrý, bejt for být; German läßt for lässt: the metadata\'s `gameList.unadmittedVariants`), a word of the list with one or two enclitic pronouns where the game admits none, accented or not (Spanish dejame, lárgate: the metadata\'s `gameList.encliticPronouns`), or a fragment the build\'s `fragment` rule drops (Romanian dracu, of dracu-l)',
  name: 'a name or an acronym, or its plural, or in Czech and Polish a name with a case ending (jacku, petere, johna): a hunspell dictionary of any of the twelve languages, or English\'s, has it only with a capital and none has it in lower case (john, fbi, york, londres), or, in German, the build takes its entry for a name (frankreich); or an analyser of any of the languages reads it, capitalised, only as a proper noun (Berlín, Tokio, Picard); or the corpus, where it keeps case, writes it more often with a capital (Rebecca)',
  foreign: 'an English word in a subtitle of another language: English\'s list or its hunspell dictionary has it (ladies, kids) and the language\'s analyser, where it has one, does not know it',
  'ocr-artefact': 'a subtitle read by OCR with l for I (lch for ich, lnte for inte) or i for l (aigo for algo, sóio for sólo): the token with i for its first l, or with l for one or every i, is a word of the list',
};

/** Case endings a name takes in the languages that decline them (Jack: Jacku, Jacka), for the `name` rule. */
const NAME_CASE_ENDINGS: Partial<Record<LanguageCode, readonly string[]>> = {
  cs: ['u', 'e', 'i', 'a', 'ovi', 'em', 'y', 'ě', 'ům', 'ech', 'ou'],
  pl: ['a', 'owi', 'em', 'ie', 'u', 'y', 'ę', 'ą', 'om', 'ów'],
};
const NAME_STEM_MIN_LETTERS = 3;

export interface CoverageInputs {
  dictionary: Dictionary;
  /** The corpus's forms, most frequent first. */
  frequencyList: readonly string[];
  /** Lower-cased names: words the hunspell dictionaries have only with a capital, or the corpus writes with one. */
  names: ReadonlySet<string>;
  /** Whether an analyser reads each token, capitalised, only as a proper noun (undefined: none asked). */
  properNounToAnalyser?: (tokens: readonly string[]) => boolean[];
  /** English words: English's list and its hunspell stems (empty for English itself). */
  englishWords: ReadonlySet<string>;
  /** Whether the language's own analyser knows each token (undefined where it has none). */
  knownToAnalyser?: (tokens: readonly string[]) => boolean[];
  /** The build's word check: the rule that drops a word, or null (word-rules.ts). */
  wordCheck: (display: string, folded: string) => string | null;
  /** Whether the analyser reads each token only as a form the game excludes (undefined: none). */
  excludedByGame?: (tokens: readonly string[]) => boolean[];
  /** The game's two-letter words, where it publishes them (they decide ours). */
  gameTwoLetterWords?: readonly string[];
  /** Spoken variants and old spellings the game does not admit, as rewrites to the standard form (metadata: `gameList.unadmittedVariants`). */
  unadmittedVariants?: ReadonlyArray<{ pattern: string; standard: string }>;
  /** Enclitic pronouns the game admits on no verb (metadata: `gameList.encliticPronouns`). */
  encliticPronouns?: readonly string[];
  /** The build's fragment rules (metadata: `wordRules.fragments`): a token they match is a fragment when its words are the list's. */
  fragments?: ReadonlyArray<{ pattern: string; whenWords: readonly string[] }>;
}

export interface Coverage {
  counted: number;
  found: number;
  /** Counted forms the list does not find, most frequent first. */
  missing: string[];
  excluded: Record<CoverageExclusion, string[]>;
}

/**
 * The share of a corpus's most frequent forms the list finds, once tokens that are no word of the
 * language are set aside by the rules above.
 */
export function measureCoverage(inputs: CoverageInputs): Coverage {
  const { dictionary, names, englishWords } = inputs;
  const found = (token: string): boolean => {
    const hit = dictionary.lookup(token);
    // A token typed without accents finds its word as a player's query does (perche: perché); one
    // written with them must be a spelling of the list (está is not esta), once the language's
    // repairs are made (Romanian ş is ș).
    if (hit === null || !ACCENTED.test(token.normalize('NFD'))) return hit !== null;
    const spelling = dictionary.rules.displayForm(token);
    return hit.words.some(({ word }) => word === spelling);
  };
  const excluded: Record<CoverageExclusion, string[]> = {
    'not-one-word': [],
    'one-letter': [],
    abbreviation: [],
    'game-rule': [],
    name: [],
    foreign: [],
    'ocr-artefact': [],
  };
  const tokens = inputs.frequencyList.slice(0, COVERAGE_FORMS).map((token) => token.toLowerCase());
  const unfound = tokens.filter((token) => !found(token));
  const englishCandidates = unfound.filter((token) => englishWords.has(token) && !names.has(token));
  const known = inputs.knownToAnalyser?.(englishCandidates) ?? englishCandidates.map(() => false);
  const foreign = new Set(englishCandidates.filter((_, index) => known[index] !== true));
  const gameExcluded = inputs.excludedByGame?.(unfound) ?? [];
  // Only tokens of letters go to the analysers, whose input format reserves other characters.
  const wordLike = unfound.filter((token) => !NOT_A_LETTER.test(token));
  const properNoun = inputs.properNounToAnalyser?.(wordLike) ?? [];
  const analysedAsName = new Set(wordLike.filter((_, index) => properNoun[index] === true));
  const byGameRule = new Set(unfound.filter((_, index) => gameExcluded[index] === true));
  const gameTwoLetter = inputs.gameTwoLetterWords === undefined ? undefined : new Set(inputs.gameTwoLetterWords.map((word) => dictionary.rules.fold(word)));
  const buildRule = (token: string): string | null => {
    const folded = dictionary.rules.fold(token);
    if (folded === null) return null;
    if (gameTwoLetter !== undefined && letterCount(folded) === 2 && !gameTwoLetter.has(folded)) return WORD_RULES.twoLetterGameList;
    return inputs.wordCheck(token, folded);
  };
  const caseEndings = NAME_CASE_ENDINGS[dictionary.language] ?? [];
  // A name's plural or possessive is a name too (americans, jacks), and so is a declined name.
  const isName = (token: string): boolean =>
    names.has(token) ||
    analysedAsName.has(token) ||
    (token.endsWith('s') && names.has(token.slice(0, -1))) ||
    caseEndings.some((ending) => token.endsWith(ending) && [...token].length - [...ending].length >= NAME_STEM_MIN_LETTERS && names.has(token.slice(0, -ending.length)));
  const variants = (inputs.unadmittedVariants ?? []).map(({ pattern, standard }) => ({ pattern: new RegExp(pattern, 'u'), standard }));
  const fragmentRules = (inputs.fragments ?? []).map(({ pattern, whenWords }) => ({ pattern: new RegExp(pattern, 'u'), whenWords }));
  // A spoken variant or old spelling of a word of the list, or a fragment of its words as the build drops them (dracu: drac, dracul).
  const unadmittedVariant = (token: string): boolean =>
    variants.some(({ pattern, standard }) => pattern.test(token) && found(token.replace(pattern, standard))) ||
    fragmentRules.some(({ pattern, whenWords }) => pattern.test(token) && whenWords.every((template) => found(token.replace(pattern, template))));
  const enclitics = inputs.encliticPronouns ?? [];
  // A word of the list with one or two pronouns attached: the host, its written accent dropped (lárga+te: larga).
  const withEnclitics = (token: string): boolean =>
    encliticHosts(token, enclitics).some((host) => [...host].length >= 2 && found(withoutAcuteAccent(host)));
  const unfoundSet = new Set(unfound);
  const missing: string[] = [];
  let counted = 0;
  for (const token of tokens) {
    const rule = exclusionOf(token, { isName, foreign, byGameRule, unadmittedVariant, withEnclitics, buildRule, found });
    if (rule !== null) {
      excluded[rule].push(token);
      continue;
    }
    counted += 1;
    if (unfoundSet.has(token)) missing.push(token);
  }
  return { counted, found: counted - missing.length, missing, excluded };
}

interface ExclusionTests {
  isName: (token: string) => boolean;
  foreign: ReadonlySet<string>;
  byGameRule: ReadonlySet<string>;
  unadmittedVariant: (token: string) => boolean;
  withEnclitics: (token: string) => boolean;
  buildRule: (token: string) => string | null;
  found: (token: string) => boolean;
}

function exclusionOf(token: string, tests: ExclusionTests): CoverageExclusion | null {
  if (NOT_A_LETTER.test(token) || token.startsWith('www')) return 'not-one-word';
  if ([...token].length < 2) return 'one-letter';
  if (tests.found(token)) return null;
  const rule = tests.buildRule(token);
  if (rule === WORD_RULES.romanNumeral || rule === WORD_RULES.noSyllable) return 'abbreviation';
  if (rule === WORD_RULES.excludedForm || rule === WORD_RULES.twoLetterGameList || tests.byGameRule.has(token) || tests.unadmittedVariant(token)) return 'game-rule';
  // A name is tried before the pronouns, which would read carlos as car+los.
  if (tests.withEnclitics(token) && !tests.isName(token)) return 'game-rule';
  if (tests.isName(token)) return 'name';
  if (tests.foreign.has(token)) return 'foreign';
  if (ocrReadings(token).some(tests.found)) return 'ocr-artefact';
  return null;
}

/** What is left of a token once its last one or two pronouns are taken off (dámelo: dáme, dá). */
function encliticHosts(token: string, enclitics: readonly string[]): string[] {
  const hosts: string[] = [];
  for (const last of enclitics.filter((pronoun) => token.endsWith(pronoun))) {
    const host = token.slice(0, -last.length);
    hosts.push(host);
    for (const before of enclitics.filter((pronoun) => host.endsWith(pronoun))) hosts.push(host.slice(0, -before.length));
  }
  return hosts;
}

const ACUTE_ACCENT = /\u0301/gu;

/** A word as written without its acute accents (lárga: larga; ñ and ü stay). */
function withoutAcuteAccent(word: string): string {
  return word.normalize('NFD').replace(ACUTE_ACCENT, '').normalize('NFC');
}

/** What a subtitle's OCR may have misread: I read as l at the start (lch), l read as i anywhere, once or throughout (aigo, eiia). */
function ocrReadings(token: string): string[] {
  const readings = token.startsWith('l') ? [`i${token.slice(1)}`] : [];
  const letters = [...token];
  letters.forEach((letter, index) => {
    if (letter === 'i') readings.push([...letters.slice(0, index), 'l', ...letters.slice(index + 1)].join(''));
  });
  if (letters.filter((letter) => letter === 'i').length > 1) readings.push(token.replaceAll('i', 'l'));
  return readings;
}
