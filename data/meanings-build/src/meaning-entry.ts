import type { PartOfSpeech, Translation } from '@lexicon/shared';

/** One sense as a source gives it, before it is stored: what the word details answer is made of. */

export interface MeaningEntry {
  /** The headword as the source spells it: the lemma when it is not the word looked up. */
  headword: string;
  partOfSpeech?: PartOfSpeech;
  /** Definitions in the word's own language (English for GCIDE). */
  definitions: string[];
  synonyms: string[];
  /** One a language: a sense merged from several sources holds each language's translations once. */
  translations: Translation[];
  /** Indexes into the artifact's sources (provider and licence): every source the sense was merged from, the first first. */
  sources: number[];
}

/** Bounds that keep an answer readable and the artifact small: the first senses are the common ones. */
export const LIMITS = {
  meaningsPerWord: 16,
  definitionsPerMeaning: 6,
  synonymsPerMeaning: 24,
  translationsPerMeaning: 12,
  textLength: 400,
} as const;

/**
 * The part of speech a source's tag names, in the sources' own words (FreeDict `<n, fem>`, MyThes
 * `(Nom)`, `(subst)`, `(Verbo)`, GCIDE `v. t.`, Littré `s. f.`); undefined when the tag names none of ours.
 */
export function partOfSpeechOf(tag: string): PartOfSpeech | undefined {
  const lower = tag.toLowerCase().replace(/[()<>]/g, ' ').trim();
  const first = lower.split(/[\s,;]+/)[0] ?? '';
  const rules: Array<[RegExp, PartOfSpeech]> = [
    [/^(n|nom|noun|subst|substantiv|substantivo|sustantivo|sostantivo|rzeczownik|podst|s|sb|zn|neut|masc|fem|f|m|nomen)\.?$/, 'noun'],
    [/^(v|vb|verb|verbe|verbo|vt|vi|czasownik|sloveso|loc\.verb)\.?$/, 'verb'],
    [/^(adj|a|adjectif|adjective|adjektiv|adjetivo|aggettivo|przymiotnik|bnw|adjektivum)\.?$/, 'adjective'],
    [/^(adv|adverbe|adverb|adverbio|avverbio|adverbium|przysłówek|bw)\.?$/, 'adverb'],
    [/^(pron|pronom|pronoun|pronomen|pronome|pronombre|zaimek)\.?$/, 'pronoun'],
    [/^(prep|préposition|preposition|präposition|preposición|preposizione|przyimek)\.?$/, 'preposition'],
    [/^(conj|conjonction|conjunction|konjunktion|conjunción|congiunzione|spójnik)\.?$/, 'conjunction'],
    [/^(interj|intj|interjection|interjektion|interjección|interiezione|wykrzyknik)\.?$/, 'interjection'],
    [/^(num|numeral|numéral|zahlwort|liczebnik)\.?$/, 'numeral'],
    [/^(art|article|artikel|artículo|articolo)\.?$/, 'article'],
  ];
  if (/\bdefinite article\b|\bindefinite article\b/.test(lower)) return 'article';
  if (/^v\.\s*[it]\b/.test(lower)) return 'verb';
  for (const [pattern, part] of rules) if (pattern.test(first)) return part;
  return undefined;
}

/**
 * Source markup as plain text: tags, dictd cross-reference braces, HTML entities, runs of white
 * space, leading sense numbers (`1.`, `2°`, `(a)`); cut at LIMITS.textLength on a word boundary.
 */
export function plainText(text: string): string {
  const cleaned = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\\/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:\d+[.°]\s*|\([a-z]\)\s*)+/, '')
    .trim();
  if (cleaned.length <= LIMITS.textLength) return cleaned;
  const cut = cleaned.slice(0, LIMITS.textLength);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > LIMITS.textLength / 2 ? space : cut.length)}…`;
}
