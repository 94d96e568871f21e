import type { LanguageMetadata } from '@lexicon/shared';
import { debianPackageBytes } from '../debian-package';
import { pinnedPackageFile } from '../package-files';
import { type Morphology, morphologyOf } from '../morphology/morphology';
import type { MorfologikDictionary } from './morfologik-dictionary';
import { morfologikJarDictionary } from './morfologik-jar';
import { tessdataWords } from './tessdata-words';

export type AttestationWordListSource = LanguageMetadata['attestationWordLists'][number];

/**
 * All attestation asks of a word list: whether it holds a (lower-case) word. A set of the list's
 * words answers, and so does a dictionary's automaton walked for each word asked, where millions of
 * forms would make a set too costly to build for a sample of a thousand.
 */
export interface KnownWords {
  has(word: string): boolean;
}

/** A word list independent of the list's sources (metadata: `attestationWordLists`), asked in lower case. */
export interface AttestationWordList {
  name: string;
  words: KnownWords;
}

/** The list's file: a Debian package's (its pinned checksum checked on fetching), or an npm package's, held to its SHA-256. */
function listBytes(source: AttestationWordListSource, cacheDirectory: string): Buffer {
  if (source.debian !== undefined) return debianPackageBytes(source.debian, cacheDirectory);
  if (source.npm === undefined) throw new Error(`${source.name}: no package named`);
  return pinnedPackageFile(source.npm);
}

/** The Lefff's lines are `form<TAB>category<TAB>lemma<TAB>tags`; names (`np`) are not words of a list. */
function lefffForms(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const [form = '', category] = line.split('\t');
    return category === undefined || category === 'np' ? [] : [form];
  });
}

/** Morph-it!'s and german-pos-dict's tables: lemmas as top-level keys, every form a string value somewhere under them. */
function jsonForms(text: string): string[] {
  const forms: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') forms.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  const table = JSON.parse(text) as unknown;
  if (typeof table !== 'object' || table === null || Array.isArray(table)) throw new Error('a table of forms is an object keyed by lemma');
  forms.push(...Object.keys(table));
  collect(table);
  return forms;
}

/** A MyThes thesaurus: an encoding line, then each headword as `word|senses` followed by its sense lines, `(pos)|…`. */
function mythesHeadwords(text: string): string[] {
  return text
    .split('\n')
    .slice(1)
    .flatMap((line) => {
      const headword = /^([^(|][^|]*)\|\d+$/.exec(line.trim());
      return headword?.[1] === undefined ? [] : [headword[1]];
    });
}

function listWords(source: AttestationWordListSource, cacheDirectory: string): string[] {
  const bytes = listBytes(source, cacheDirectory);
  if (source.format === 'tessdata') return tessdataWords(bytes);
  const text = source.debian === undefined ? bytes.toString('utf8') : new TextDecoder(source.debian.encoding).decode(bytes);
  if (source.format === 'lefff') return lefffForms(text);
  if (source.format === 'json-forms') return jsonForms(text);
  if (source.format === 'mythes') return mythesHeadwords(text);
  return text.split('\n');
}

/**
 * The dictionary of a `morfologik` list, out of its pinned jar (the meanings build reads PoliMorf's
 * lemmas through it: one pin for both builds).
 */
export function morfologikListDictionary(source: AttestationWordListSource, cacheDirectory: string): MorfologikDictionary {
  if (source.format !== 'morfologik' || source.morfologik === undefined) throw new Error(`${source.name}: not a morfologik dictionary`);
  return morfologikJarDictionary(listBytes(source, cacheDirectory), source.morfologik, source.name);
}

/**
 * The list as attestation asks it. A morfologik dictionary is walked as it is, not lower-cased: its
 * lower-case forms answer, and a form it writes only with a capital is a name, which attests no word
 * of a list (as the Lefff's names are left out).
 */
export function readAttestationWordList(source: AttestationWordListSource, cacheDirectory: string): AttestationWordList {
  if (source.format === 'morfologik') return { name: source.name, words: morfologikListDictionary(source, cacheDirectory) };
  return { name: source.name, words: new Set(listWords(source, cacheDirectory).map((word) => word.trim().toLowerCase()).filter((word) => word !== '')) };
}

/**
 * What the language's lexicons from outside its list's sources know: its morphological analyser and
 * its attestation word lists. Answers are remembered, so a form asked about twice costs the analyser
 * once.
 */
export interface IndependentLexicon {
  /** The lexicons, for reports: the analyser first. */
  names: readonly string[];
  /** Whether any of the lexicons knows each (lower-case) form. */
  knows(forms: readonly string[]): boolean[];
  /**
   * Whether each base word is one the lexicons know well: a base word of the analyser, where the
   * language has one (it knows every form of its words), else a word of the word lists.
   */
  knowsWell(lemmas: readonly string[]): boolean[];
}

export function independentLexicon(metadata: LanguageMetadata, cacheDirectory: string): IndependentLexicon {
  const morphology = morphologyOf(metadata, cacheDirectory);
  const wordLists = metadata.attestationWordLists.map((source) => readAttestationWordList(source, cacheDirectory));
  return lexiconOf(morphology, wordLists);
}

export function lexiconOf(morphology: Morphology | undefined, wordLists: readonly AttestationWordList[]): IndependentLexicon {
  const analysed = new Map<string, boolean>();
  const byAnalyser = (forms: readonly string[]): boolean[] => {
    if (morphology === undefined) return forms.map(() => false);
    const unknown = [...new Set(forms.filter((form) => !analysed.has(form)))];
    const readings = morphology.analyse(unknown);
    unknown.forEach((form, index) => analysed.set(form, (readings[index]?.length ?? 0) > 0));
    return forms.map((form) => analysed.get(form) === true);
  };
  const inWordLists = (form: string): boolean => wordLists.some((list) => list.words.has(form));
  return {
    names: [...(morphology === undefined ? [] : [morphology.name]), ...wordLists.map((list) => list.name)],
    knows(forms) {
      const listed = forms.map(inWordLists);
      const analysedForms = byAnalyser(forms.filter((_, index) => !listed[index]));
      let next = 0;
      return listed.map((known) => known || analysedForms[next++] === true);
    },
    knowsWell(lemmas) {
      return morphology === undefined ? lemmas.map(inWordLists) : byAnalyser(lemmas);
    },
  };
}
