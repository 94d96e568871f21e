export { Dictionary } from './dictionary';
export type { DictionaryWord } from './dictionary';
export { Dawg } from './dawg/dawg';
export type { WordPosition } from './dawg/dawg';
export { DawgBuilder } from './dawg/dawg-builder';
export type { DawgArrays } from './dawg/dawg-builder';

export { languageCatalogue, languageMetadata } from './languages/language-catalogue';
export { createLanguageRules, letterCount, MAX_WORD_LENGTH, MIN_WORD_LENGTH, playableForms } from './languages/language-rules';
export type { LanguageRules } from './languages/language-rules';
export { createTileScorer } from './languages/tile-scorer';
export type { Score, TileScorer } from './languages/tile-scorer';

export { ArtifactFormatError, decodeArtifact, encodeArtifact } from './artifact/artifact-format';
export type { Artifact, ArtifactHeader, ArtifactSource } from './artifact/artifact-format';
export { buildArtifact } from './artifact/artifact-builder';
export type { BuiltArtifact } from './artifact/artifact-builder';
export { DataNotBuiltError, dictionariesOver, loadDictionaries, readManifest } from './artifact/dictionary-store';
export type { LoadedDictionaries } from './artifact/dictionary-store';
export { MANIFEST_FILE, manifestSchema } from './artifact/manifest';
export type { Manifest, ManifestEntry } from './artifact/manifest';
export { dataDirectory } from './build/data-directory';
// The build's readers of the hunspell sources, for services that read those files as the build did.
export { dictionaryEntryLines, dropUnplayableAffixRules } from './build/hunspell-preprocess';
export { packageDirectory } from './build/package-files';
export { DictionarySet } from './dictionary-set';

export { buildFixtureArtifact, fixtureDictionary, fixtureEntries, writeFixtureDataDirectory } from './fixtures/fixture-dictionaries';

export { MAX_PATTERN_LENGTH, MAX_STARS, parsePattern } from './search/pattern-parser';
export type { ParsedPattern, PatternToken } from './search/pattern-parser';
export { assertDisjoint, lettersText, MAX_CONSTRAINT_LETTERS, parseLetterCounts } from './search/letter-constraints';
export type { LetterCounts } from './search/letter-constraints';
export { DEFAULT_STRATEGY_LIMITS, searchPattern, warmPatternSearch } from './search/pattern-search';
export { anagramTablesOf } from './search/anagram-tables';
export type { PatternQuery, SearchPage, SearchStrategyLimits } from './search/pattern-search';
export { MAX_RACK_TILES, parseRack } from './search/rack';
export type { Rack } from './search/rack';
export { searchAnagram, warmAnagramSearch } from './search/anagram-search';
export { metered, QueryInterrupted, workMeter } from './search/work-meter';
export type { InterruptReason, Metered, WorkLimits } from './search/work-meter';
export type { AnagramQuery, AnagramWord } from './search/anagram-search';
export { familyTotals, findWordFamilies } from './families/word-families';
export type { FamilyTotals, WordFamilyLists } from './families/word-families';
export { closeWords, MAX_SUGGESTION_DISTANCE } from './suggestions/close-words';
export type { CloseWord } from './suggestions/close-words';
export { diacriticVariants, plainLetter } from './suggestions/diacritic-variants';
export { dictionaryReadiness, loadDictionaryServiceConfig } from './dictionary-service';
export { epochNow, interruptionError, loadQueryWorkConfig, localDeadline, meteredStep, queryWorkOf, reportQueryCost } from './query-work';
export type { QueryWork, QueryWorkConfig } from './query-work';
export type { DictionaryServiceConfig, DictionaryServiceDependencies } from './dictionary-service';
