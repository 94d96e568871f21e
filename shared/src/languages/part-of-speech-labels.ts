import type { LanguageCode } from './language-metadata';
import type { PartOfSpeech } from '../wire/word-wire';

/**
 * Each part of speech as a grammar of the language names it, in lower case as a dictionary prints it:
 * word details carry the code (`noun`) for programs and this label for people (de `Substantiv`), and
 * the page shows the label of its interface language.
 */
export const PART_OF_SPEECH_LABELS: Readonly<Record<LanguageCode, Readonly<Record<PartOfSpeech, string>>>> = {
  en: { noun: 'noun', verb: 'verb', adjective: 'adjective', adverb: 'adverb', pronoun: 'pronoun', preposition: 'preposition', conjunction: 'conjunction', interjection: 'interjection', numeral: 'numeral', article: 'article', determiner: 'determiner' },
  fr: { noun: 'nom', verb: 'verbe', adjective: 'adjectif', adverb: 'adverbe', pronoun: 'pronom', preposition: 'préposition', conjunction: 'conjonction', interjection: 'interjection', numeral: 'numéral', article: 'article', determiner: 'déterminant' },
  de: { noun: 'Substantiv', verb: 'Verb', adjective: 'Adjektiv', adverb: 'Adverb', pronoun: 'Pronomen', preposition: 'Präposition', conjunction: 'Konjunktion', interjection: 'Interjektion', numeral: 'Numerale', article: 'Artikel', determiner: 'Determinativ' },
  es: { noun: 'sustantivo', verb: 'verbo', adjective: 'adjetivo', adverb: 'adverbio', pronoun: 'pronombre', preposition: 'preposición', conjunction: 'conjunción', interjection: 'interjección', numeral: 'numeral', article: 'artículo', determiner: 'determinante' },
  it: { noun: 'sostantivo', verb: 'verbo', adjective: 'aggettivo', adverb: 'avverbio', pronoun: 'pronome', preposition: 'preposizione', conjunction: 'congiunzione', interjection: 'interiezione', numeral: 'numerale', article: 'articolo', determiner: 'determinante' },
  nl: { noun: 'zelfstandig naamwoord', verb: 'werkwoord', adjective: 'bijvoeglijk naamwoord', adverb: 'bijwoord', pronoun: 'voornaamwoord', preposition: 'voorzetsel', conjunction: 'voegwoord', interjection: 'tussenwerpsel', numeral: 'telwoord', article: 'lidwoord', determiner: 'determinator' },
  pt: { noun: 'substantivo', verb: 'verbo', adjective: 'adjetivo', adverb: 'advérbio', pronoun: 'pronome', preposition: 'preposição', conjunction: 'conjunção', interjection: 'interjeição', numeral: 'numeral', article: 'artigo', determiner: 'determinante' },
  pl: { noun: 'rzeczownik', verb: 'czasownik', adjective: 'przymiotnik', adverb: 'przysłówek', pronoun: 'zaimek', preposition: 'przyimek', conjunction: 'spójnik', interjection: 'wykrzyknik', numeral: 'liczebnik', article: 'rodzajnik', determiner: 'określnik' },
  sv: { noun: 'substantiv', verb: 'verb', adjective: 'adjektiv', adverb: 'adverb', pronoun: 'pronomen', preposition: 'preposition', conjunction: 'konjunktion', interjection: 'interjektion', numeral: 'räkneord', article: 'artikel', determiner: 'determinerare' },
  ro: { noun: 'substantiv', verb: 'verb', adjective: 'adjectiv', adverb: 'adverb', pronoun: 'pronume', preposition: 'prepoziție', conjunction: 'conjuncție', interjection: 'interjecție', numeral: 'numeral', article: 'articol', determiner: 'determinant' },
  cs: { noun: 'podstatné jméno', verb: 'sloveso', adjective: 'přídavné jméno', adverb: 'příslovce', pronoun: 'zájmeno', preposition: 'předložka', conjunction: 'spojka', interjection: 'citoslovce', numeral: 'číslovka', article: 'člen', determiner: 'determinátor' },
  da: { noun: 'substantiv', verb: 'verbum', adjective: 'adjektiv', adverb: 'adverbium', pronoun: 'pronomen', preposition: 'præposition', conjunction: 'konjunktion', interjection: 'interjektion', numeral: 'talord', article: 'artikel', determiner: 'determinativ' },
};

export const partOfSpeechLabel = (language: LanguageCode, part: PartOfSpeech): string => PART_OF_SPEECH_LABELS[language][part];
