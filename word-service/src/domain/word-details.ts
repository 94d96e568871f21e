import { commonRankOf, type DictionarySet, epochNow, findWord, listsHolding, meteredStep } from '@lexicon/dictionary-store';
import { type CrossLanguage, type FamilyWord, filledPath, type LanguageCode, MAX_ANAGRAMS_LISTED, operationNamed, type QueryWork, type WordDefinition, type WordDetailsParameters, type WordDetailsResponse } from '@lexicon/shared';
import { alphagramOf, type Dictionary, type DictionaryWord, findWordFamilies, letterCount, wordAnagrams, wordHooks, wordProbability } from '@lexicon/engine';
import { englishMeanings } from '../definitions/english-definitions';
import type { HunspellRoots } from '../definitions/hunspell-roots';
import type { MeaningsStore } from '../definitions/meanings-store';
import { type FoundMeanings, PROVIDER_SEPARATOR, storedMeanings } from '../definitions/word-meanings';
import type { WordnetDatabase } from '../definitions/wordnet-database';
import type { Pronunciations } from '../pronunciation/pronunciations';

export interface WordDetailsContext {
  dictionaries: DictionarySet;
  pronunciations: Pronunciations;
  wordnet: () => Promise<WordnetDatabase>;
  /** The hunspell roots of a language's list (none for a list without hunspell sources: pl), loaded on first use. */
  hunspellRoots: (language: LanguageCode) => Promise<HunspellRoots>;
  /** Definitions, synonyms and translations of every language, from the meanings build. */
  meanings: () => Promise<MeaningsStore>;
  /** Where clients reach this API (`http://localhost:8080`): audio_url is absolute. */
  publicBaseUrl: string;
  /** How long details wait for a pronunciation not yet cached before answering without it. */
  pronunciationBudgetMs: number;
}

const familyItems = (dictionary: Dictionary, words: DictionaryWord[]): FamilyWord[] =>
  words.map(({ word, folded }) => ({ word, length: letterCount(folded), points: dictionary.tileTable.score(folded).points }));

/**
 * Every other language whose list holds the word as that language reads it ("these tiles also make a
 * word there"): the word's letters are folded with that language's rules, so de `männer` is en
 * `manner` (English plays ä as a), while en `manner` is no German word (German ä is a tile of its own).
 * Each item names the spelling it matched there, scored with that language's tiles.
 */
function crossLanguages(dictionaries: DictionarySet, language: LanguageCode, folded: string): CrossLanguage[] {
  const found: CrossLanguage[] = [];
  for (const code of dictionaries.languages) {
    if (code === language) continue;
    const other = dictionaries.get(code);
    const entry = other.lookup(folded);
    if (entry === null) continue;
    const { metadata } = other.rules;
    const matched = entry.words.find((spelling) => spelling.word === folded) ?? (entry.words[0] as DictionaryWord);
    found.push({ code, word: matched.word, name: metadata.name, flag: metadata.flag, points: other.tileTable.score(entry.folded).points });
  }
  return found;
}

/** Where the audio endpoint answers, as its row of the operations catalogue says. */
const AUDIO_PATH = operationNamed('getWordAudio').path;

export function audioUrl(publicBaseUrl: string, language: LanguageCode, word: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${filledPath(AUDIO_PATH, { lang: language, word })}`;
}

/**
 * The meanings and base words of a word: in English WordNet's meanings (through morphy and the
 * hunspell roots), and GCIDE's for a word WordNet lacks; in every other language those the meanings
 * build stored, under the word's base words (word-meanings.ts).
 */
export async function meaningsOf(context: Pick<WordDetailsContext, 'meanings' | 'hunspellRoots' | 'wordnet'>, dictionary: Dictionary, word: string, folded: string): Promise<FoundMeanings> {
  const [store, roots] = await Promise.all([context.meanings(), context.hunspellRoots(dictionary.language)]);
  const stored = storedMeanings(store, dictionary, word, folded, roots);
  if (dictionary.language !== 'en') return stored;
  // English meanings are WordNet's where it has the word; the base words are the lexicon's all the same.
  const wordnet = englishMeanings(await context.wordnet(), word, roots);
  return wordnet.meanings.length > 0 ? { ...wordnet, baseWords: stored.baseWords, ...(stored.lexicon === undefined ? {} : { lexicon: stored.lexicon }) } : stored;
}

/**
 * Time kept, at the end of a query's budget, for the rest of the answer (families and cross-language
 * lookups, the JSON of up to 600 family words) and a late timer on a busy machine.
 */
const ANSWER_MARGIN_MS = 100;

/**
 * How long a lookup may wait for a pronunciation not yet cached: PRONUNCIATION_BUDGET_MS, but never past
 * the query's deadline (the phonetic is left out instead: the audio URL still works).
 */
function pronunciationWaitMs(context: WordDetailsContext, work: QueryWork | undefined): number {
  if (work === undefined) return context.pronunciationBudgetMs;
  return Math.max(0, Math.min(context.pronunciationBudgetMs, work.deadline - epochNow() - ANSWER_MARGIN_MS));
}

async function definitionOf(context: WordDetailsContext, dictionary: Dictionary, word: string, folded: string, pronunciationWait: number): Promise<WordDefinition> {
  const [pronunciation, found] = await Promise.all([context.pronunciations.within(dictionary.language, word, pronunciationWait), meaningsOf(context, dictionary, word, folded)]);
  const sources = [
    // A merged sense names each of its providers.
    ...new Set(found.meanings.flatMap((meaning) => meaning.source.split(PROVIDER_SEPARATOR))),
    ...(found.lexicon === undefined ? [] : [found.lexicon]),
    ...(pronunciation === undefined ? [] : [pronunciation.source]),
    // The audio is always eSpeak NG's.
    ...(pronunciation?.source === 'eSpeak NG' ? [] : ['eSpeak NG']),
  ];
  return {
    ...(pronunciation === undefined ? {} : { phonetic: pronunciation.phonetic }),
    audio_url: audioUrl(context.publicBaseUrl, dictionary.language, word),
    meanings: found.meanings,
    source: sources.join(', '),
    ...(found.lemma === undefined || found.lemma === word ? {} : { lemma: found.lemma }),
    base_words: found.baseWords,
  };
}

/** What a client can narrow when a lookup runs out of time: the error's `details.narrow`. */
export const WORD_NARROWING: readonly string[] = ['a smaller family_limit', 'a longer or more specific word'];

interface LookedUp {
  found: ReturnType<typeof findWord>;
  families: ReturnType<typeof findWordFamilies>;
  hooks: ReturnType<typeof wordHooks>;
  anagrams: ReturnType<typeof wordAnagrams>;
}

/** The engine's part of a lookup (the word or its suggestions, then its families, hooks and anagrams), under the request's deadline when one is given. */
function lookUp(dictionary: Dictionary, parameters: WordDetailsParameters): LookedUp {
  const found = findWord(dictionary, parameters.word);
  return {
    found,
    families: findWordFamilies(dictionary, found.letters, parameters.family_limit),
    hooks: wordHooks(dictionary, found.letters),
    anagrams: wordAnagrams(dictionary, found.letters, MAX_ANAGRAMS_LISTED),
  };
}

export async function wordDetails(context: WordDetailsContext, parameters: WordDetailsParameters, work?: QueryWork): Promise<WordDetailsResponse> {
  const dictionary = context.dictionaries.get(parameters.lang);
  const { found, families, hooks, anagrams } = work === undefined ? lookUp(dictionary, parameters) : meteredStep(work, WORD_NARROWING, () => lookUp(dictionary, parameters));
  const { points, hasPoints } = dictionary.tileTable.score(found.folded);
  const commonRank = commonRankOf(dictionary, found.spellings);
  return {
    word: found.word,
    language: parameters.lang,
    language_name: dictionary.rules.metadata.name,
    length: letterCount(found.folded),
    points,
    has_points: hasPoints,
    ...(found.spellings.length > 1 ? { variants: found.spellings.map((spelling) => spelling.word) } : {}),
    hooks,
    alphagram: alphagramOf(dictionary, found.letters),
    anagrams: anagrams.words.map((anagram) => anagram.word),
    anagram_count: anagrams.total,
    common_rank: commonRank,
    lists: listsHolding(dictionary, found.spellings, commonRank),
    probability: wordProbability(dictionary, found.letters),
    definition: await definitionOf(context, dictionary, found.word, found.folded, pronunciationWaitMs(context, work)),
    word_families: {
      starts_with: familyItems(dictionary, families.startsWith),
      ends_with: familyItems(dictionary, families.endsWith),
      contains: familyItems(dictionary, families.contains),
      totals: { starts_with: families.totals.startsWith, ends_with: families.totals.endsWith, contains: families.totals.contains },
    },
    cross_languages: crossLanguages(context.dictionaries, parameters.lang, found.folded),
  };
}
