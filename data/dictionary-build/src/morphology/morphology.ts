import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DebianPackage, LanguageMetadata } from '@lexicon/shared';
import { debianPackageFile } from '../debian-package';
import { type Lttoolbox, lttoolbox } from './lttoolbox';

/** One reading of a form: its base word and its tags, as the analyser writes them (`merge<vblex><pri><p1><pl>`). */
export interface Reading {
  base: string;
  /** The base word's tags, then those of any word joined to it (an enclitic pronoun: `+lo<prn><enc>`). */
  tags: string[];
}

export interface Morphology {
  /** Which analyser this is, for reports: the package and the analyser's file. */
  name: string;
  /** Each word's readings, in the order given; a word the analyser does not know has none. */
  analyse(words: readonly string[]): Reading[][];
  /** Every form the analyser makes of this part of speech (its first tag, e.g. `vblex`: every verb form). */
  forms(partOfSpeech: string): Array<{ form: string; reading: Reading }>;
}

const READING = /^([^<]*)((?:<[^>]+>)*)/;
const TAG = /<([^>]+)>/g;

/** `merge<vblex><pri><p1><pl>` → base `merge`, tags `vblex pri p1 pl`; `dar<vblex><imp>+lo<prn><enc>` → base `dar`, tags `vblex imp prn enc`. */
export function parseReading(text: string): Reading {
  const [, base = ''] = READING.exec(text) ?? [];
  return { base, tags: [...text.matchAll(TAG)].map((match) => match[1] as string) };
}

/** lt-proc's answer for one form: `^casa/casa<n><f><sg>$`, or `^xyz/*xyz$` when it knows none. */
export function parseAnalysis(line: string): Reading[] {
  // A form the analyser cut into two words (`^a/…$^b/…$`) is not one word it knows.
  if (line.includes('$^')) return [];
  const body = line.replace(/^\^/, '').replace(/\$$/, '');
  const [, ...readings] = body.split('/');
  return readings.filter((reading) => !reading.startsWith('*')).map(parseReading);
}

/** A file of a pinned Apertium package (`debian.file`), unpacked once into the cache: lttoolbox reads files, not streams. */
export function apertiumFile(debian: DebianPackage, cacheDirectory: string): string {
  const root = path.join(cacheDirectory, `${debian.package}_${debian.version.replace(':', '%3a')}`);
  const file = path.join(root, debian.file);
  if (!existsSync(file)) {
    mkdirSync(root, { recursive: true });
    execFileSync('dpkg-deb', ['-x', debianPackageFile(debian, cacheDirectory), root]);
  }
  return file;
}

function analyserFile(metadata: LanguageMetadata, cacheDirectory: string): string | undefined {
  return metadata.morphology === undefined ? undefined : apertiumFile(metadata.morphology.debian, cacheDirectory);
}

/** The language's morphological analyser (its metadata's `morphology`), or undefined where it has none. */
export function morphologyOf(metadata: LanguageMetadata, cacheDirectory: string, tools: Lttoolbox = lttoolbox(cacheDirectory)): Morphology | undefined {
  const file = analyserFile(metadata, cacheDirectory);
  if (file === undefined || metadata.morphology === undefined) return undefined;
  return {
    name: metadata.morphology.name,
    analyse(words) {
      if (words.length === 0) return [];
      const lines = tools.run('lt-proc', [file], `${words.join('\n')}\n`).split('\n');
      const analyses = lines.filter((line) => line.startsWith('^')).map(parseAnalysis);
      if (analyses.length !== words.length) throw new Error(`lt-proc answered ${analyses.length} forms for ${words.length} words`);
      return analyses;
    },
    forms(partOfSpeech) {
      return tools
        .run('lt-paradigm', ['-a', file], `*<${partOfSpeech}><*>\n`)
        .split('\n')
        .filter((line) => line.includes(':'))
        .map((line) => {
          const cut = line.lastIndexOf(':');
          return { form: line.slice(cut + 1), reading: parseReading(line.slice(0, cut)) };
        });
    },
  };
}

/** A reading of a first part of a compound only (Swedish and Danish analysers: `<compound-only-L>`), no word of its own. */
const COMPOUND_PART_TAG = 'compound-only-L';

/**
 * Whether a form is one the game does not admit by the analyser's word (the metadata's
 * `morphology.excludedTags`: Spanish `enc`, Swedish and Danish `gen`): the analyser reads it, and every
 * reading that is a word carries an excluded tag (mammas: only genitives; sägs, also a passive, is not).
 */
export function excludedByTags(readings: readonly Reading[], excludedTags: readonly string[]): boolean {
  const words = readings.filter(isWordReading);
  return words.length > 0 && words.every((reading) => hasTagOf(reading, excludedTags));
}

/** Whether one of a form's readings is a word the game admits: no compound part, no excluded tag (sägs: a passive). */
export function readsAsAdmittedWord(readings: readonly Reading[], excludedTags: readonly string[]): boolean {
  return readings.some((reading) => isWordReading(reading) && !hasTagOf(reading, excludedTags));
}

const isWordReading = (reading: Reading): boolean => !reading.tags.includes(COMPOUND_PART_TAG);
const hasTagOf = (reading: Reading, tags: readonly string[]): boolean => reading.tags.some((tag) => tags.includes(tag));

/**
 * Whether the language's analyser knows each form, for the rules that keep what a second lexicon
 * attests (`unlessAttested`); `rule` names the rule in the error a language without an analyser gets.
 */
export function attestedForms(metadata: LanguageMetadata, cacheDirectory: string, rule: string): (forms: readonly string[]) => boolean[] {
  return (forms) => {
    const morphology = morphologyOf(metadata, cacheDirectory);
    if (morphology === undefined) throw new Error(`${metadata.code}: ${rule} keeps attested forms, but the language has no morphology`);
    return morphology.analyse(forms).map((readings) => readings.length > 0);
  };
}
