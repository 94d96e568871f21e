import { partOfSpeechLabel, type WordMeaning, type WordSense } from '@lexicon/shared';
import type { HunspellRoots } from './hunspell-roots';
import { baseForms } from './morphy';
import { PARTS_OF_SPEECH, type WordnetDatabase } from './wordnet-database';

/** WordNet as each meaning names it, with its licence (NOTICE). */
export const WORDNET_SOURCE = { source: 'WordNet 3.1', licence: 'WordNet 3.0 licence (Princeton)' } as const;

/** Enough senses per part of speech for a word game; `run` alone has 41 verb senses. */
export const MAX_SENSES_PER_PART = 10;

export interface EnglishMeanings {
  meanings: WordMeaning[];
  /** The base form the meanings were found under, when it is not the word (went → go). */
  lemma?: string;
}

/**
 * WordNet meanings of an English word or of the lemma it inflects, grouped by part of speech. When
 * neither the word nor what morphy and the irregular forms make of it is in WordNet, the hunspell
 * roots it derives from are tried in turn (droopiness → droopy, rechristening → christen; with a
 * prefix and a suffix, the prefixed form first: unhealthier → unhealthy), and the first one WordNet defines (itself or through its own lemma) gives the meanings and the `lemma`.
 * Roots come last because an affix such as un- or -less changes the meaning that morphy keeps.
 */
export function englishMeanings(wordnet: WordnetDatabase, word: string, hunspell?: HunspellRoots): EnglishMeanings {
  const inflected = inflectionMeanings(wordnet, word);
  if (inflected.meanings.length > 0 || hunspell === undefined) return inflected;
  for (const root of hunspell.lemmaCandidates(word)) {
    const derived = inflectionMeanings(wordnet, root);
    if (derived.meanings.length > 0) return { meanings: derived.meanings.map((meaning) => ({ ...meaning, base_word: meaning.base_word ?? root })), lemma: derived.lemma ?? root };
  }
  return inflected;
}

/**
 * The meanings of a word itself and of the base forms morphy and the irregular forms give: one meaning
 * per part of speech and base form, naming the base form when it is not the word (saw: the noun saw,
 * the verbs saw and see).
 */
function inflectionMeanings(wordnet: WordnetDatabase, word: string): EnglishMeanings {
  const meanings: WordMeaning[] = [];
  const lemmas: string[] = [];
  for (const part of PARTS_OF_SPEECH) {
    const seen = new Set<string>();
    for (const lemma of baseForms(word, part, (candidate) => wordnet.has(part, candidate))) {
      if (!lemmas.includes(lemma)) lemmas.push(lemma);
      const definitions: WordSense[] = [];
      for (const sense of wordnet.senses(part, lemma)) {
        if (seen.size >= MAX_SENSES_PER_PART) break;
        if (seen.has(sense.definition)) continue;
        seen.add(sense.definition);
        definitions.push(sense);
      }
      if (definitions.length > 0) {
        meanings.push({ part_of_speech: part, part_of_speech_label: partOfSpeechLabel('en', part), ...(lemma === word ? {} : { base_word: lemma }), definitions, ...WORDNET_SOURCE });
      }
    }
  }
  const lemma = lemmas.find((candidate) => candidate !== word);
  return lemmas.includes(word) || lemma === undefined ? { meanings } : { meanings, lemma };
}
