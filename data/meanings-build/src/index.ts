// The meanings artifacts as the word service reads them.
export { MeaningsArtifact } from './meanings-artifact';
export type { ArtifactSource } from './meanings-artifact';
export type { MeaningEntry } from './meaning-entry';
export { meaningsDirectory, readMeaningsManifest } from './meanings-manifest';
export type { MeaningsEntry, MeaningsManifest } from './meanings-manifest';
export { MEANING_SOURCES } from './meaning-sources';
export { BaseWordsFile } from './base-words';
export { mergeTranslations, noteTranslations, translationsBeyond } from './sense-merge';
export type { BaseWord, BaseWordLexicon } from './base-words';
