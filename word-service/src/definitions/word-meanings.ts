import type { Dictionary } from '@lexicon/engine';
import type { WordMeaning } from '@lexicon/shared';
import type { HunspellRoots } from './hunspell-roots';
import type { MeaningsStore, StoredMeanings } from './meanings-store';

export interface FoundMeanings {
  meanings: WordMeaning[];
  /** The headword the meanings were found under, when it is not the word (maisons → maison). */
  lemma?: string;
}

/** A stored sense as the response gives it, with its provider and licence. */
function responseMeaning({ entries, sources }: StoredMeanings): WordMeaning[] {
  return entries.map((entry) => {
    const source = sources[entry.source] ?? { provider: 'unknown', licence: 'unknown' };
    return {
      ...(entry.partOfSpeech === undefined ? {} : { part_of_speech: entry.partOfSpeech }),
      definitions: entry.definitions.map((definition) => ({ definition })),
      ...(entry.synonyms.length === 0 ? {} : { synonyms: entry.synonyms }),
      ...(entry.translations.length === 0 ? {} : { translations: entry.translations }),
      source: source.provider,
      licence: source.licence,
    };
  });
}

/** At most this many stems tried through suffix rules alone, so a lookup stays within milliseconds. */
const MAX_SUFFIX_CANDIDATES = 60;

/**
 * The meanings the sources give a word of a list: those stored under its folded form, then those of
 * its lemma: the first hunspell root that has some (the roots the list was built from: maisons →
 * maison; pt casas → casa, a stem only a suffix rule leads to, since the word begins with it,
 * before the root casar). When the word has
 * translations or synonyms of its own but no definition (de häuser: Ding's "houses"), the definitions
 * of its hunspell root follow them (Haus). `lemma` names the lemma's headword.
 */
export function storedMeanings(store: MeaningsStore, dictionary: Dictionary, word: string, folded: string, roots?: HunspellRoots): FoundMeanings {
  const own = store.lookup(dictionary.language, folded);
  const ownMeanings = responseMeaning(own);
  if (roots === undefined || own.entries.some((entry) => entry.definitions.length > 0)) return { meanings: ownMeanings };
  if (own.entries.length === 0) {
    const lemma = lemmaMeanings(store, dictionary, folded, closestFirst(word, roots.lemmaCandidates(word), roots.suffixCandidates(word).slice(0, MAX_SUFFIX_CANDIDATES)));
    return lemma === undefined ? { meanings: [] } : { meanings: lemma.meanings, lemma: lemma.headword };
  }
  // A word with translations or synonyms alone: its hunspell root's definitions, when it has some.
  const lemma = lemmaMeanings(store, dictionary, folded, roots.lemmaCandidates(word));
  if (lemma === undefined || !lemma.meanings.some((meaning) => meaning.definitions.length > 0)) return { meanings: ownMeanings };
  return { meanings: [...ownMeanings, ...lemma.meanings].slice(0, MAX_MEANINGS), lemma: lemma.headword };
}

/**
 * The stems a word begins with before the others (an ending added: casas → casa before casar), and
 * within each group the hunspell roots before the stems of suffix rules alone.
 */
function closestFirst(word: string, roots: string[], suffixStems: string[]): string[] {
  const begins = (stem: string): boolean => word.startsWith(stem);
  return [...roots.filter(begins), ...suffixStems.filter(begins), ...roots.filter((stem) => !begins(stem)), ...suffixStems.filter((stem) => !begins(stem))];
}

/** As many meanings as the build keeps for a word. */
const MAX_MEANINGS = 16;

function lemmaMeanings(store: MeaningsStore, dictionary: Dictionary, folded: string, candidates: string[]): { meanings: WordMeaning[]; headword: string } | undefined {
  const tried = new Set<string>([folded]);
  for (const candidate of candidates) {
    const candidateFolded = dictionary.rules.fold(candidate.toLocaleLowerCase(dictionary.language));
    if (candidateFolded === null || tried.has(candidateFolded)) continue;
    tried.add(candidateFolded);
    const found = store.lookup(dictionary.language, candidateFolded);
    const first = found.entries[0];
    if (first !== undefined) return { meanings: responseMeaning(found), headword: first.headword };
  }
  return undefined;
}
