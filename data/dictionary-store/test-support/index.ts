// Test support, kept out of the production index: fixture data folders and the probes every dictionary service shares.
export { writeFixtureDataDirectory } from './fixture-data-directory';
export { describeDictionaryServiceProbes } from './dictionary-service-probes';
export { fixtureDictionarySet } from './fixture-dictionary-set';
