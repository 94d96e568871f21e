import type { ErrorCode } from '@lexicon/shared/error-catalogue';
import type { WordListName } from '@lexicon/shared/word-lists';

/**
 * The interface text, one table per language (en.ts … da.ts). `{name}` marks a value filled in at
 * display time by `fill`; numbers are formatted for the interface language by the caller.
 */
/**
 * A count's words in each plural category the language has (Intl.PluralRules: one, few, many,
 * other…); `other` always, as the fallback.
 */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface Messages {
  tagline: string;
  skipToResults: string;
  modes: string;
  modePattern: string;
  modeAnagram: string;
  modeWord: string;
  dictionary: string;
  interfaceLanguage: string;
  wordCount: string;
  patternLabel: string;
  patternHint: string;
  containsLabel: string;
  excludesLabel: string;
  lettersLabel: string;
  lettersHint: string;
  minLength: string;
  maxLength: string;
  wordLabel: string;
  cheatSheet: string;
  cheatOne: string;
  cheatAny: string;
  cheatSet: string;
  cheatNotSet: string;
  cheatVowel: string;
  cheatConsonant: string;
  cheatExample: string;
  searching: string;
  total: Plural;
  noMatches: string;
  showMore: string;
  lengthGroup: Plural;
  points: Plural;
  blankMarked: string;
  playedByBlank: string;
  errorAt: string;
  close: string;
  wordDetails: string;
  allTiles: string;
  missingTiles: string;
  pronunciation: string;
  play: string;
  meanings: string;
  meaningsOf: string;
  example: string;
  synonyms: string;
  /** Heads a meaning's translations into other languages: never shown as a definition. */
  translations: string;
  /** The base words a form belongs to (`{words}`: être, est). */
  formOf: string;
  /** Marks a base word found by stripping a suffix alone. */
  guessed: string;
  noMeanings: string;
  families: string;
  startsWith: string;
  endsWith: string;
  contains: string;
  familyTotal: string;
  moreInPatternSearch: string;
  otherLanguages: string;
  noOtherLanguages: string;
  notFound: string;
  didYouMean: string;
  developers: string;
  restUrl: string;
  copyCurl: string;
  copied: string;
  rawJson: string;
  apiExplorer: string;
  connect: string;
  connectMcp: string;
  connectChat: string;
  /** Labels the order of the results. */
  sortLabel: string;
  /** The search's own order (no `sort`). */
  sortDefault: string;
  sortAlpha: string;
  sortLength: string;
  sortPoints: string;
  sortScore: string;
  sortCommon: string;
  sortProbability: string;
  /** A sort key ascending (`{key}`: Points). */
  sortAscending: string;
  /** A sort key descending (`{key}`: Points). */
  sortDescending: string;
  commonOnly: string;
  /** An anagram's points from the rack (blanks count 0), beside its face points. */
  rackScore: string;
  rateLimited: string;
  serviceDown: string;
  requestFailed: string;
  // one rack in every language
  /** Asks for the rack in every language at once. */
  everyLanguage: string;
  longestWords: string;
  highestScoring: string;
  /** A language the query's deadline came before. */
  notSearchedInTime: string;
  /** Characters of the rack that are no tile of a language (`{letters}`: ñ, ç). */
  noTileFor: string;
  // the word drawer
  hooks: string;
  /** Hook letters put before the word. */
  hooksBefore: string;
  /** Hook letters put after the word. */
  hooksAfter: string;
  noHooks: string;
  anagrams: string;
  noAnagrams: string;
  commonness: string;
  /** The word's place in its language's frequency list (`{rank}`: 1 the most frequent). */
  commonRank: string;
  notCommon: string;
  wordListsHeading: string;
  /** The chance of drawing exactly the word's tiles from a full bag. */
  probability: string;
  /** That chance as odds (`{count}`: 552). */
  probabilityOneIn: string;
  cannotDraw: string;
  /** The word lists' names (docs/api.md, "Word lists"): the dictionary picker and the drawer. */
  wordLists: Record<WordListName, string>;
  // the MCP view
  /** Back to the result shown before a tapped word's. */
  back: string;
  /** A tool call that failed without a message of its own. */
  toolFailed: string;
  // page controls
  /** Opens the secondary controls (filters, order, pattern syntax), folded away on a phone. */
  searchOptions: string;
  /** Labels the picker of the language's word lists (`dict`). */
  wordList: string;
  /** Heads the examples offered on the first screen. */
  examples: string;
  /** Asks for each word's hooks beside it. */
  showHooks: string;
  /** Labels the row of the language's own letters to tap (`{language}`: Polish). */
  ownLetters: string;
  /** A plain pattern found nothing, its accented forms something (`{language}`: Polish). */
  accentedNothing: string;
  /** Runs the accented pattern (`{pattern}`: [zźż]o[lł]w). */
  accentedSearch: string;
  /** The API's errors by code (shared/src/errors/error-catalogue.ts), `{name}` filled from the error's details. */
  errors: Record<ErrorCode, string>;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
