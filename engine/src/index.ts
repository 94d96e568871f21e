export { Dictionary } from './dictionary';
export type { DictionaryWord } from './dictionary';
export { Dawg } from './dawg/dawg';
export type { WordPosition } from './dawg/dawg';
export { DawgBuilder } from './dawg/dawg-builder';
export type { DawgArrays } from './dawg/dawg-builder';

export { languageCatalogue, languageMetadata } from './languages/language-catalogue';
export { createLanguageRules, letterCount, MAX_WORD_LENGTH, MIN_WORD_LENGTH, playableForms } from './languages/language-rules';
export type { LanguageRules } from './languages/language-rules';
export { tileTableOf } from './languages/tile-table';
export type { Score, TileTable } from './languages/tile-table';

export { ArtifactFormatError, decodeArtifact, encodeArtifact } from './artifact/artifact-format';
export type { Artifact, ArtifactHeader, ArtifactSource } from './artifact/artifact-format';
export { buildArtifact } from './artifact/artifact-builder';
export type { BuiltArtifact } from './artifact/artifact-builder';

export { MAX_PATTERN_LENGTH, MAX_STARS, parsePattern } from './search/pattern-parser';
export type { ParsedPattern, PatternToken } from './search/pattern-parser';
export { assertDisjoint, lettersText, MAX_CONSTRAINT_LETTERS, parseLetterCounts } from './search/letter-constraints';
export type { LetterCounts } from './search/letter-constraints';
export { searchPattern } from './search/pattern-search';
export { warmPatternSearch } from './search/pattern-indexes';
export { DEFAULT_STRATEGY_LIMITS } from './search/search-query';
export { anagramTablesOf } from './search/anagram-tables';
export type { PatternQuery, SearchPage, SearchStrategyLimits } from './search/search-query';
export { MAX_RACK_TILES, parseRack } from './search/rack';
export type { Rack } from './search/rack';
export { searchAnagram, warmAnagramSearch } from './search/anagram-search';
export type { AnagramQuery, AnagramWord } from './search/anagram-search';
export { metered, QueryInterrupted, workMeter } from './search/work-meter';
export type { InterruptReason, Metered, WorkLimits } from './search/work-meter';
export { familyTotals, findWordFamilies } from './families/word-families';
export type { FamilyTotals, WordFamilyLists } from './families/word-families';
export { closeWords, MAX_SUGGESTION_DISTANCE } from './suggestions/close-words';
export type { CloseWord } from './suggestions/close-words';
export { diacriticVariants, plainLetter } from './suggestions/diacritic-variants';
