// The build's readers of the hunspell sources, for services that read those files as the build did.
export { dictionaryEntryLines, dropUnplayableAffixRules } from './hunspell-preprocess';
export { packageDirectory } from './package-files';
