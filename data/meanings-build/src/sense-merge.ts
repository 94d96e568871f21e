import type { Translation } from '@lexicon/shared';
import { LIMITS, type MeaningEntry } from './meaning-entry';

/** How the sources write several translations of one sense into one language: `iść, chodzić`. */
const ITEM_SEPARATOR = ', ';

/**
 * Each language's translations once: the items another sense gives (`iść` beside `iść, chodzić`) join
 * the language's text, up to LIMITS.textLength; a language not yet there joins while there is room.
 */
export function mergeTranslations(into: Translation[], from: readonly Translation[]): void {
  for (const translation of from) {
    const same = into.find((known) => known.language === translation.language);
    if (same === undefined) {
      if (into.length < LIMITS.translationsPerMeaning) into.push({ language: translation.language, text: translation.text });
      continue;
    }
    const items = same.text.split(ITEM_SEPARATOR);
    for (const item of translation.text.split(ITEM_SEPARATOR)) {
      if (items.includes(item) || same.text.length + ITEM_SEPARATOR.length + item.length > LIMITS.textLength) continue;
      items.push(item);
      same.text = items.join(ITEM_SEPARATOR);
    }
  }
}

/** The items of `from` that `given` (language → items) does not hold yet; a language left with none is left out. */
export function translationsBeyond(given: ReadonlyMap<string, ReadonlySet<string>>, from: readonly Translation[]): Translation[] {
  return from.flatMap((translation) => {
    const known = given.get(translation.language);
    const items = translation.text.split(ITEM_SEPARATOR).filter((item) => !known?.has(item));
    return items.length === 0 ? [] : [{ language: translation.language, text: items.join(ITEM_SEPARATOR) }];
  });
}

/** Adds a sense's translation items to `given` (language → items). */
export function noteTranslations(given: Map<string, Set<string>>, translations: readonly Translation[]): void {
  for (const translation of translations) {
    const known = given.get(translation.language) ?? new Set<string>();
    for (const item of translation.text.split(ITEM_SEPARATOR)) known.add(item);
    given.set(translation.language, known);
  }
}

function mergeInto(sense: MeaningEntry, other: MeaningEntry): void {
  mergeTranslations(sense.translations, other.translations);
  for (const synonym of other.synonyms) if (sense.synonyms.length < LIMITS.synonymsPerMeaning && !sense.synonyms.includes(synonym)) sense.synonyms.push(synonym);
  for (const source of other.sources) if (!sense.sources.includes(source)) sense.sources.push(source);
}

/**
 * A word's senses, each once, whatever the sources repeat. WikDict gives a gloss again in every pair
 * of its language, each copy with that pair's translations and the glosses grouped anew (gehen: "sich
 * schreitend, schrittweise fortbewegen" with aller and marcher in the French pair, beside "auf etwas
 * gehen" with iść in the Polish one). So a definition is kept once for its headword and part of speech,
 * in the sense that first gave it; a later sense that repeats it brings its translations, synonyms and
 * source there, and its new definitions make a sense of their own with the same translations. Of the
 * senses without a definition, a headword's translations alone are one sense in every language, its
 * synonym sets of one word are one set (the Danish thesaurus lists a word's relatives one a line:
 * kammer, ejendom, bungalow), and a larger set is kept once. A word's senses stand grouped by
 * headword and part of speech.
 */
export class SenseMerger {
  private readonly records = new Map<string, MeaningEntry[]>();
  private readonly senseOf = new Map<string, MeaningEntry>();

  /** Adds a source's sense under a word's key, in the order the sources are read. */
  add(key: string, entry: MeaningEntry): void {
    const group = `${key}\u0000${entry.headword}\u0000${entry.partOfSpeech ?? ''}`;
    if (entry.definitions.length === 0) {
      const kind = entry.translations.length > 0 ? 'translations' : entry.synonyms.length === 1 ? 'single synonyms' : `synonyms\u0000${[...entry.synonyms].sort().join('\u0000')}`;
      const known = this.senseOf.get(`${group}\u0000${kind}`);
      if (known !== undefined) mergeInto(known, entry);
      else this.addSense(key, entry, [`${group}\u0000${kind}`]);
      return;
    }
    const definitionKey = (definition: string): string => `${group}\u0000definition\u0000${definition}`;
    const merged = new Set<MeaningEntry>();
    const fresh: string[] = [];
    for (const definition of entry.definitions) {
      const known = this.senseOf.get(definitionKey(definition));
      if (known === undefined) {
        if (!fresh.includes(definition)) fresh.push(definition);
      } else if (!merged.has(known)) {
        merged.add(known);
        mergeInto(known, entry);
      }
    }
    if (fresh.length > 0) this.addSense(key, { ...entry, definitions: fresh }, fresh.map(definitionKey));
  }

  /** The senses of each key, grouped by headword and part of speech, each group in the order its senses were first given. */
  get senses(): ReadonlyMap<string, MeaningEntry[]> {
    return this.records;
  }

  private addSense(key: string, entry: MeaningEntry, identities: readonly string[]): void {
    const senses = this.records.get(key) ?? [];
    if (senses.length >= LIMITS.meaningsPerWord) return;
    const sense: MeaningEntry = { ...entry, synonyms: [...entry.synonyms], translations: [], sources: [...entry.sources] };
    mergeTranslations(sense.translations, entry.translations);
    // Beside the senses of its headword and part of speech: a reader finds a word's verb senses together.
    const sameGroup = senses.findLastIndex((other) => other.headword === sense.headword && other.partOfSpeech === sense.partOfSpeech);
    senses.splice(sameGroup < 0 ? senses.length : sameGroup + 1, 0, sense);
    this.records.set(key, senses);
    for (const identity of identities) this.senseOf.set(identity, sense);
  }
}
