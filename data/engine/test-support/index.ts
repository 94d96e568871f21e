// Test support, kept out of the production index: the fixture word lists built in memory.
export { buildFixtureArtifact, FIXTURE_SOURCE, fixtureDictionary, fixtureEntries } from './fixture-dictionaries';
export { oracleAnagram, oracleAnagramMatches, oraclePattern, oraclePatternMatches } from './search-oracle';
export type { OracleAnagram } from './search-oracle';
export { oracleBoard, oracleMoves, oracleOrder } from './moves-oracle';
export type { OracleGame, OraclePlay, OracleSquare } from './moves-oracle';
