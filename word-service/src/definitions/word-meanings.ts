import type { Dictionary } from '@lexicon/engine';
import { type BaseWord, type MeaningEntry, mergeTranslations, noteTranslations, translationsBeyond } from '@lexicon/meanings-build';
import { type BaseWordReading, type LanguageCode, partOfSpeechLabel, type WordMeaning } from '@lexicon/shared';
import { guessedBaseWords } from './base-word-guesses';
import type { HunspellRoots } from './hunspell-roots';
import type { MeaningsStore, StoredMeanings } from './meanings-store';

export interface FoundMeanings {
  meanings: WordMeaning[];
  /** The headword the meanings were found under, when it is not the word (maisons → maison). */
  lemma?: string;
  /** Every base word the word can be a form of, most frequent first, and how each was found. */
  baseWords: BaseWordReading[];
  /** The morphological lexicon that gave the base words, for the answer's `source`. */
  lexicon?: string;
}

/** How a merged sense names its providers (`FreeDict + WikDict, MyThes`) and their licences. */
export const PROVIDER_SEPARATOR = ', ';
const LICENCE_SEPARATOR = '; ';

/** As many meanings as the build keeps for a word. */
const MAX_MEANINGS = 16;

/** At most this many stems tried through suffix rules alone, so a lookup stays within milliseconds. */
const MAX_SUFFIX_CANDIDATES = 60;

const labelled = (language: LanguageCode, part: BaseWord['partOfSpeech']): Pick<WordMeaning, 'part_of_speech' | 'part_of_speech_label'> =>
  part === undefined ? {} : { part_of_speech: part, part_of_speech_label: partOfSpeechLabel(language, part) };

type PartOfSpeech = NonNullable<BaseWord['partOfSpeech']>;

/** The one part of speech of a set, or none. */
const onlyPart = (parts: ReadonlySet<PartOfSpeech>): PartOfSpeech | undefined => (parts.size === 1 ? [...parts][0] : undefined);

/** A base word, the parts of speech the lexicon reads it with, and the parts it reads any word with. */
interface LexiconReading {
  word: string;
  parts: ReadonlySet<PartOfSpeech>;
  partsOf: (word: string) => ReadonlySet<PartOfSpeech>;
}

/** How many of a synonym set's words are read to tell its part of speech: a few lookups, not one a synonym. */
const SYNONYMS_READ = 3;

/**
 * Of a base word's parts of speech, the one its synonym set shares: the part every synonym the
 * lexicon knows (of the first SYNONYMS_READ) can be read with (Danish huse, a verb and an adjective:
 * rumme and indeholde are verbs).
 */
function partOfSynonyms(synonyms: readonly string[], reading: LexiconReading): PartOfSpeech | undefined {
  const known = synonyms
    .slice(0, SYNONYMS_READ)
    .map(reading.partsOf)
    .filter((parts) => parts.size > 0);
  if (known.length === 0) return undefined;
  return onlyPart(new Set([...reading.parts].filter((part) => known.every((parts) => parts.has(part)))));
}

/**
 * A sense's part of speech: its source's, else the one its headword has, in the lexicon's readings
 * of that word (Danish hus: a noun), in its synonyms' where the word has several (huse), or in the
 * other senses of the same headword (a MyThes synonym set of gehen, whose WikDict senses are all
 * verbs). A headword of several parts that nothing tells apart names none.
 */
function partOfSpeechOf(entry: MeaningEntry, entries: readonly MeaningEntry[], reading?: LexiconReading): PartOfSpeech | undefined {
  if (entry.partOfSpeech !== undefined) return entry.partOfSpeech;
  const readsHeadword = reading !== undefined && reading.word.toLowerCase() === entry.headword.toLowerCase();
  const read = readsHeadword ? (onlyPart(reading.parts) ?? partOfSynonyms(entry.synonyms, reading)) : undefined;
  return read ?? onlyPart(new Set(entries.flatMap((other) => (other.headword === entry.headword && other.partOfSpeech !== undefined ? [other.partOfSpeech] : []))));
}

interface TypedEntry {
  entry: MeaningEntry;
  part: PartOfSpeech | undefined;
}

/**
 * A headword's translations that stand alone (no definition, no synonym) once its senses' parts of
 * speech are told: one sense per headword and part, holding only the items no sense before it gave.
 * The build merges such senses when their sources name the part (sense-merge.ts); a source that names
 * none (FreeDict's Danish hus) gets its part here, and then joins Apertium's hus (noun) instead of
 * standing beside it, and Apertium's es comer under pt comer is left out where WikDict's gloss gave it.
 */
function foldTranslations(typed: readonly TypedEntry[]): TypedEntry[] {
  const folded: TypedEntry[] = [];
  const alone = new Map<string, TypedEntry>();
  const given = new Map<string, Map<string, Set<string>>>();
  for (const { entry, part } of typed) {
    const key = `${entry.headword}\u0000${part ?? ''}`;
    const givenHere = given.get(key) ?? new Map<string, Set<string>>();
    given.set(key, givenHere);
    if (entry.definitions.length > 0 || entry.synonyms.length > 0 || entry.translations.length === 0) {
      noteTranslations(givenHere, entry.translations);
      folded.push({ entry, part });
      continue;
    }
    const fresh = translationsBeyond(givenHere, entry.translations);
    if (fresh.length === 0) continue;
    noteTranslations(givenHere, fresh);
    const known = alone.get(key);
    if (known === undefined) {
      const sense = { entry: { ...entry, translations: fresh, sources: [...entry.sources] }, part };
      alone.set(key, sense);
      folded.push(sense);
      continue;
    }
    mergeTranslations(known.entry.translations, fresh);
    for (const source of entry.sources) if (!known.entry.sources.includes(source)) known.entry.sources.push(source);
  }
  return folded;
}

/** A stored sense as the response gives it, with its providers and licences, and its base word when that is not the word. */
function responseMeanings(language: LanguageCode, { entries, sources }: StoredMeanings, baseWord?: string, reading?: LexiconReading): WordMeaning[] {
  const typed = entries.map((entry) => ({ entry, part: partOfSpeechOf(entry, entries, reading) }));
  return foldTranslations(typed).map(({ entry, part }) => {
    const providers = entry.sources.map((index) => sources[index] ?? { provider: 'unknown', licence: 'unknown' });
    return {
      ...labelled(language, part),
      ...(baseWord === undefined ? {} : { base_word: baseWord }),
      definitions: entry.definitions.map((definition) => ({ definition })),
      ...(entry.synonyms.length === 0 ? {} : { synonyms: entry.synonyms }),
      ...(entry.translations.length === 0 ? {} : { translations: entry.translations }),
      source: [...new Set(providers.map(({ provider }) => provider))].join(PROVIDER_SEPARATOR),
      licence: [...new Set(providers.map(({ licence }) => licence))].join(LICENCE_SEPARATOR),
    };
  });
}

const baseWordReading = (language: LanguageCode, word: string, part: BaseWord['partOfSpeech'], basis: BaseWordReading['basis']): BaseWordReading => ({
  word,
  ...labelled(language, part),
  basis,
});

/**
 * The meanings the sources give a word of a list, and its base words.
 *
 * Where the language's morphological lexicon knows the word (meanings-build base-words.ts), each of
 * its base words in turn, the most frequent first, gives the senses stored under it whose part of
 * speech is the one that reading has (fr est: être's verb senses, then est's noun senses; da huset:
 * hus's noun senses, never a verb's): a homograph's synonyms and definitions stay with their own
 * word. Only where the lexicon does not know the word, or none of its base words has meanings, do
 * the list's hunspell roots lead to a lemma (lemmaByAffixRules).
 */
export function storedMeanings(store: MeaningsStore, dictionary: Dictionary, word: string, folded: string, roots?: HunspellRoots): FoundMeanings {
  const language = dictionary.language;
  const known = store.baseWords(language, folded);
  if (known === undefined) return lemmaByAffixRules(store, dictionary, word, folded, roots);
  const baseWords = known.baseWords.map((base) => baseWordReading(language, base.word, base.partOfSpeech, 'lexicon'));
  const meanings = meaningsOfBaseWords(store, dictionary, folded, known.baseWords);
  if (meanings.length === 0) {
    const byRules = lemmaByAffixRules(store, dictionary, word, folded, roots);
    return { ...byRules, baseWords, lexicon: known.lexicon };
  }
  // The lemma names where the first meanings come from when that is another word (était → être).
  const lemma = meanings[0]?.base_word;
  return { meanings, ...(lemma === undefined ? {} : { lemma }), baseWords, lexicon: known.lexicon };
}

/**
 * The senses of each base word with the parts of speech the lexicon gives it, in the base words'
 * order; then, for a form that is not one of its own base words, the senses a source gives the form
 * itself (de besser: "in hohem, höherem Maße passend", after gut's), of those parts of speech.
 */
function meaningsOfBaseWords(store: MeaningsStore, dictionary: Dictionary, folded: string, baseWords: readonly BaseWord[]): WordMeaning[] {
  const parts = new Map<string, Set<PartOfSpeech>>();
  for (const base of baseWords) {
    const known = parts.get(base.word) ?? new Set<PartOfSpeech>();
    if (base.partOfSpeech !== undefined) known.add(base.partOfSpeech);
    parts.set(base.word, known);
  }
  // The parts of speech the lexicon reads a word with as its own base word (a synonym: rumme, a verb).
  const partsOfWord = (word: string): ReadonlySet<PartOfSpeech> => {
    const folded = dictionary.rules.fold(word.toLocaleLowerCase(dictionary.language));
    const readings = folded === null ? [] : (store.baseWords(dictionary.language, folded)?.baseWords ?? []);
    return new Set(readings.flatMap((reading) => (reading.partOfSpeech !== undefined && reading.word.toLowerCase() === word.toLowerCase() ? [reading.partOfSpeech] : [])));
  };
  const meanings: WordMeaning[] = [];
  const tried = new Set<string>();
  for (const [base, partsOfBase] of parts) {
    const baseFolded = dictionary.rules.fold(base.toLocaleLowerCase(dictionary.language));
    if (baseFolded === null || tried.has(baseFolded)) continue;
    tried.add(baseFolded);
    const stored = store.lookup(dictionary.language, baseFolded);
    const entries = stored.entries.filter((entry) => entry.partOfSpeech === undefined || partsOfBase.size === 0 || partsOfBase.has(entry.partOfSpeech));
    meanings.push(...responseMeanings(dictionary.language, { entries, sources: stored.sources }, baseFolded === folded ? undefined : base, { word: base, parts: partsOfBase, partsOf: partsOfWord }));
  }
  if (!tried.has(folded)) {
    const allParts = new Set(baseWords.flatMap((base) => (base.partOfSpeech === undefined ? [] : [base.partOfSpeech])));
    const own = store.lookup(dictionary.language, folded);
    const entries = own.entries.filter((entry) => entry.partOfSpeech === undefined || allParts.has(entry.partOfSpeech));
    meanings.push(...responseMeanings(dictionary.language, { entries, sources: own.sources }));
  }
  return meanings.slice(0, MAX_MEANINGS);
}

/**
 * Without a lexicon's base words: the senses stored under the word, then those of its lemma: the
 * first hunspell root that has some (the roots the list was built from: maisons → maison; pt casas →
 * casa, a stem only a suffix rule leads to, since the word begins with it, before the root casar).
 * When the word has translations or synonyms of its own but no definition (de häuser: Ding's
 * "houses"), the definitions of its hunspell root follow them (Haus). A lemma reached through a
 * suffix rule alone, or through the language's stem alternations last (Czech psa: pes,
 * base-word-guesses.ts), is a guess, and the base word says so. The base words are the word's hunspell
 * roots, itself included when it is a stem of the files.
 */
function lemmaByAffixRules(store: MeaningsStore, dictionary: Dictionary, word: string, folded: string, roots?: HunspellRoots): FoundMeanings {
  const language = dictionary.language;
  const own = store.lookup(language, folded);
  const ownMeanings = responseMeanings(language, own);
  // A stem of the hunspell files is its own base word, as a lemma is in a lexicon.
  const stems = roots === undefined ? [] : [...(roots.isStem(word) ? [word] : []), ...roots.roots(word)];
  const ruleBases = stems.map((root) => baseWordReading(language, root, undefined, 'affix-rules'));
  if (roots === undefined || own.entries.some((entry) => entry.definitions.length > 0)) return { meanings: ownMeanings, baseWords: ruleBases };
  if (own.entries.length === 0) {
    const rootStems = roots.lemmaCandidates(word);
    const candidates = [...closestFirst(word, rootStems, roots.suffixCandidates(word).slice(0, MAX_SUFFIX_CANDIDATES)), ...guessedBaseWords(language, word)];
    const lemma = lemmaMeanings(store, dictionary, folded, candidates);
    if (lemma === undefined) return { meanings: [], baseWords: ruleBases };
    const basis = rootStems.includes(lemma.candidate) ? 'affix-rules' : 'guess';
    const baseWords = basis === 'guess' ? [baseWordReading(language, lemma.headword, undefined, 'guess'), ...ruleBases] : ruleBases;
    return { meanings: lemma.meanings, lemma: lemma.headword, baseWords };
  }
  // A word with translations or synonyms alone: its hunspell root's definitions, when it has some.
  const lemma = lemmaMeanings(store, dictionary, folded, roots.lemmaCandidates(word));
  if (lemma === undefined || !lemma.meanings.some((meaning) => meaning.definitions.length > 0)) return { meanings: ownMeanings, baseWords: ruleBases };
  return { meanings: [...ownMeanings, ...lemma.meanings].slice(0, MAX_MEANINGS), lemma: lemma.headword, baseWords: ruleBases };
}

/**
 * The stems a word begins with before the others (an ending added: casas → casa before casar), and
 * within each group the hunspell roots before the stems of suffix rules alone.
 */
function closestFirst(word: string, roots: string[], suffixStems: string[]): string[] {
  const begins = (stem: string): boolean => word.startsWith(stem);
  return [...roots.filter(begins), ...suffixStems.filter(begins), ...roots.filter((stem) => !begins(stem)), ...suffixStems.filter((stem) => !begins(stem))];
}

function lemmaMeanings(store: MeaningsStore, dictionary: Dictionary, folded: string, candidates: string[]): { meanings: WordMeaning[]; headword: string; candidate: string } | undefined {
  const tried = new Set<string>([folded]);
  for (const candidate of candidates) {
    const candidateFolded = dictionary.rules.fold(candidate.toLocaleLowerCase(dictionary.language));
    if (candidateFolded === null || tried.has(candidateFolded)) continue;
    tried.add(candidateFolded);
    // Meanings are stored under list words only: a stem the list lacks costs no read of the store.
    if (dictionary.lookup(candidateFolded) === null) continue;
    const found = store.lookup(dictionary.language, candidateFolded);
    const first = found.entries[0];
    if (first !== undefined) return { meanings: responseMeanings(dictionary.language, found, first.headword), headword: first.headword, candidate };
  }
  return undefined;
}
