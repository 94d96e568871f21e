import type { Dictionary } from '@lexicon/engine';

/** How many of a corpus's most frequent word forms are counted (the measure: 10,000). */
export const COVERAGE_FORMS = 10_000;

export type CoverageExclusion = 'not-one-word' | 'one-letter' | 'name' | 'foreign' | 'ocr-artefact';

/** Why a corpus token is not a word to look for, in the order the rules are tried (docs/lists.md states them). */
export const COVERAGE_RULES: Record<CoverageExclusion, string> = {
  'not-one-word': 'holds an apostrophe, a hyphen, a dot or a digit (the corpus cut c\'est into one token): no game word has one',
  'one-letter': 'one letter: every list starts at two',
  name: 'a name or an acronym: the language\'s or English\'s hunspell dictionary has it only with a capital (john, fbi, york)',
  foreign: 'an English word in a subtitle of another language: English\'s hunspell dictionary has it and the language\'s analyser does not know it',
  'ocr-artefact': 'a subtitle read by OCR with l for I (lch for ich, lnte for inte): the token with i for its first l is a word of the list',
};

export interface CoverageInputs {
  dictionary: Dictionary;
  /** The corpus's forms, most frequent first. */
  frequencyList: readonly string[];
  /** Lower-cased words the hunspell dictionaries have only with a capital. */
  names: ReadonlySet<string>;
  /** Lower-cased words of English's hunspell dictionary (empty for English itself). */
  englishWords: ReadonlySet<string>;
  /** Whether the language's own analyser knows each token (undefined where it has none). */
  knownToAnalyser?: (tokens: readonly string[]) => boolean[];
}

export interface Coverage {
  counted: number;
  found: number;
  /** Counted forms the list does not find, most frequent first. */
  missing: string[];
  excluded: Record<CoverageExclusion, string[]>;
}

/**
 * The share of a corpus's most frequent forms the list finds the way a player types them (any case,
 * accented or not: the list's own lookup), once tokens that are no word of the language are set
 * aside by the rules above.
 */
export function measureCoverage(inputs: CoverageInputs): Coverage {
  const { dictionary, names, englishWords } = inputs;
  const found = (token: string): boolean => dictionary.lookup(token) !== null;
  const excluded: Record<CoverageExclusion, string[]> = { 'not-one-word': [], 'one-letter': [], name: [], foreign: [], 'ocr-artefact': [] };
  const tokens = inputs.frequencyList.slice(0, COVERAGE_FORMS).map((token) => token.toLowerCase());
  const unfound = tokens.filter((token) => !found(token));
  const englishCandidates = unfound.filter((token) => englishWords.has(token) && !names.has(token));
  const known = inputs.knownToAnalyser?.(englishCandidates) ?? englishCandidates.map(() => false);
  const foreign = new Set(englishCandidates.filter((_, index) => known[index] !== true));
  const unfoundSet = new Set(unfound);
  const missing: string[] = [];
  let counted = 0;
  for (const token of tokens) {
    const rule = exclusionOf(token, names, foreign, found);
    if (rule !== null) {
      excluded[rule].push(token);
      continue;
    }
    counted += 1;
    if (unfoundSet.has(token)) missing.push(token);
  }
  return { counted, found: counted - missing.length, missing, excluded };
}

function exclusionOf(token: string, names: ReadonlySet<string>, foreign: ReadonlySet<string>, found: (token: string) => boolean): CoverageExclusion | null {
  if (/['’\-.\d]/u.test(token)) return 'not-one-word';
  if ([...token].length < 2) return 'one-letter';
  if (found(token)) return null;
  if (names.has(token)) return 'name';
  if (foreign.has(token)) return 'foreign';
  if (token.startsWith('l') && found(`i${token.slice(1)}`)) return 'ocr-artefact';
  return null;
}
