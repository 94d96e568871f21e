import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DictionarySource, LanguageMetadata } from '@lexicon/shared';
import { debianHunspellTexts, debianPackageText } from './debian-package';
import { splitProperNames } from './proper-names';
import { dictionaryEntryLines, dropUnplayableAffixRules } from './hunspell-preprocess';
import { attestedForms, morphologyOf } from './morphology/morphology';
import { packageDirectory } from './package-files';
import type { AffixClassRow } from '@lexicon/dictionary-store';
import { type ClassedForm, judgeAffixClasses } from './attestation/affix-classes';
import { independentLexicon, type KnownWords, readAttestationWordList } from './attestation/independent-lexicon';

export interface SourceEntries {
  /** Every raw entry: a word list as it is, a hunspell dictionary with every inflected form. */
  words: Iterable<string>;
  /** Lower-case hunspell entries that carry no affix flags (the shape of SCOWL's abbreviations). */
  bareEntries: ReadonlySet<string>;
  /** The base words of each form, where the source names them (an analyser's forms). */
  baseWordsOf?: ReadonlyMap<string, readonly string[]>;
  /** Every form of the entries taken for proper names, left out of `words` (reported, not built). */
  properNameWords: Iterable<string>;
  /** Forms only affix groups the game does not admit make (a source's `excludedAffixes`), left out of `words`. */
  excludedWords: Iterable<string>;
  /** Of `excludedWords`, those a later full-form list may not give back (an `excludedAffixes` entry's `overridesWordLists`). */
  overridingExcludedWords: Iterable<string>;
  /** Forms only affix classes that invent forms make, and no independent lexicon attests (a source's `affixClasses`), left out of `words`. */
  unattestedWords: Iterable<string>;
  /** The measure of each affix class, where the source names `affixClasses`. */
  affixClasses?: AffixClassRow[];
}

export interface SourceContext {
  metadata: LanguageMetadata;
  /** Where pinned Debian packages are kept between builds. */
  sourceCacheDirectory: string;
}

const NO_WORDS: Iterable<string> = [];
const PLAIN_ENTRIES = {
  bareEntries: new Set<string>(),
  properNameWords: NO_WORDS,
  excludedWords: NO_WORDS,
  overridingExcludedWords: NO_WORDS,
  unattestedWords: NO_WORDS,
};

export async function readSourceEntries(source: DictionarySource, context: SourceContext): Promise<SourceEntries> {
  if (source.kind === 'word-list') {
    const words = JSON.parse(readFileSync(path.join(packageDirectory(source.package), 'index.json'), 'utf8')) as unknown;
    if (!Array.isArray(words)) throw new Error(`${source.package} is not a list of words`);
    return { ...PLAIN_ENTRIES, words: words.filter((word): word is string => typeof word === 'string') };
  }
  if (source.kind === 'debian-word-list') {
    const text = debianPackageText(source.debian, context.sourceCacheDirectory);
    return { ...PLAIN_ENTRIES, words: text.split('\n') };
  }
  if (source.kind === 'morphology-forms') {
    const morphology = morphologyOf(context.metadata, context.sourceCacheDirectory);
    if (morphology === undefined) throw new Error(`${context.metadata.code} has a morphology-forms source but no morphology`);
    const obsolete = source.obsoleteSpelling === undefined ? undefined : new RegExp(source.obsoleteSpelling, 'u');
    const baseWordsOf = new Map<string, string[]>();
    for (const partOfSpeech of source.partsOfSpeech) {
      for (const { form, reading } of morphology.forms(partOfSpeech)) {
        if (obsolete !== undefined && obsolete.test(form)) continue;
        baseWordsOf.set(form, [...(baseWordsOf.get(form) ?? []), reading.base]);
      }
    }
    return { ...PLAIN_ENTRIES, words: baseWordsOf.keys(), baseWordsOf };
  }
  if (source.kind === 'debian-hunspell') {
    const { aff, dic } = debianHunspellTexts(source.debian, source.affixFile, context.sourceCacheDirectory);
    return readHunspell({ aff, dic }, NO_RULES, context);
  }
  const directory = packageDirectory(source.package);
  const texts = { aff: readFileSync(path.join(directory, 'index.aff'), 'utf8'), dic: readFileSync(path.join(directory, 'index.dic'), 'utf8') };
  return readHunspell(texts, source, context);
}

type HunspellRules = Pick<Extract<DictionarySource, { kind: 'hunspell' | 'word-list' }>, 'excludedAffixes' | 'affixClasses' | 'stemEntryGenitives'>;
type ExcludedAffixes = HunspellRules['excludedAffixes'];

const NO_RULES: HunspellRules = { excludedAffixes: [] };

async function readHunspell(texts: { aff: string; dic: string }, rules: HunspellRules, context: SourceContext): Promise<SourceEntries> {
  const { text: affText } = dropUnplayableAffixRules(texts.aff);
  const lines = dictionaryEntryLines(texts.dic);
  const genitives = rules.stemEntryGenitives === undefined ? NO_ENTRIES : stemEntryGenitives(lines, new RegExp(rules.stemEntryGenitives.passiveAfter, 'u'));
  const entries = genitives.size === 0 ? lines : lines.filter((line) => !genitives.has(line));
  const bareEntries = new Set(entries.filter((entry) => !entry.includes('/')).map((entry) => entry.trim().toLowerCase()));
  const properNames = context.metadata.wordRules.properNames;
  const split = properNames === undefined ? { nouns: entries, names: [] } : splitProperNames(entries, properNames, context.sourceCacheDirectory);
  const expansion = await expandHunspell(affText, split.nouns, rules.excludedAffixes, rules.affixClasses !== undefined);
  const { words, excludedWords } = keepAttested(expansion, context);
  const classes = rules.affixClasses === undefined ? undefined : judgeClasses(expansion.classedForms, rules.affixClasses, entries, context);
  const genitiveWords = [...genitives].map(entryWord);
  return {
    words: classes === undefined ? words : [...words].filter((word) => !classes.dropped.has(word.toLowerCase())),
    excludedWords: [...excludedWords, ...genitiveWords],
    overridingExcludedWords: [...expansion.overridingExcludedWords, ...genitiveWords],
    unattestedWords: classes?.dropped ?? NO_WORDS,
    affixClasses: classes?.table,
    bareEntries,
    properNameWords: split.names.length === 0 ? NO_WORDS : [...(await expandHunspell(affText, split.names, [], false)).words],
  };
}

function judgeClasses(
  forms: readonly ClassedForm[],
  policy: NonNullable<HunspellRules['affixClasses']>,
  entries: readonly string[],
  context: SourceContext,
): ReturnType<typeof judgeAffixClasses> {
  const lexicon = independentLexicon(context.metadata, context.sourceCacheDirectory);
  // Several shapes name the same list of base words (the Czech thesaurus): it is read once.
  const baseWordLists = new Map<string, KnownWords>();
  const baseWordList = (list: BaseWordList): KnownWords => {
    const words = baseWordLists.get(list.name) ?? readAttestationWordList(list, context.sourceCacheDirectory).words;
    baseWordLists.set(list.name, words);
    return words;
  };
  const shapes = policy.shapeClasses.map(({ pattern, baseWords, prefixOnWord, stemWordSuffix }) => ({
    pattern,
    prefixOnWord,
    stemWordSuffix,
    baseWords: baseWords === undefined ? undefined : { suffix: baseWords.suffix, words: baseWordList(baseWords.list) },
  }));
  const placeAdjectives = policy.placeAdjectives === undefined ? undefined : placeAdjectiveEntries(entries.map(entryWord), policy.placeAdjectives.derivations);
  return judgeAffixClasses(forms, lexicon, { ...policy, shapes, placeAdjectives }, `${context.metadata.code}:affix-classes`);
}

type PlaceAdjectiveDerivation = NonNullable<NonNullable<HunspellRules['affixClasses']>['placeAdjectives']>['derivations'][number];

/**
 * The lower-case entries that one of `derivations` makes from a capitalised entry (dubovický of
 * Dubovice), where that name is not also a lower-case entry (biskupský: biskup is a common word).
 */
export function placeAdjectiveEntries(words: readonly string[], derivations: readonly PlaceAdjectiveDerivation[]): Set<string> {
  const isCapitalised = (word: string): boolean => /^\p{Lu}/u.test(word);
  const names = new Set(words.filter(isCapitalised).map((word) => word.toLowerCase()));
  const commonWords = new Set(words.filter((word) => !isCapitalised(word)));
  const adjectives = new Set<string>();
  for (const word of commonWords) {
    const made = derivations.some(({ name, adjective }) => {
      if (!word.endsWith(adjective)) return false;
      const place = word.slice(0, word.length - adjective.length) + name;
      return names.has(place) && !commonWords.has(place);
    });
    if (made) adjectives.add(word);
  }
  return adjectives;
}

type BaseWordList = NonNullable<NonNullable<HunspellRules['affixClasses']>['shapeClasses'][number]['baseWords']>['list'];

const NO_ENTRIES: ReadonlySet<string> = new Set();

/** A dictionary line's word: what stands before its flags and its morphological fields. */
const entryWord = (line: string): string => (line.split(/\s/)[0] ?? '').split('/')[0] ?? '';

/** The stem a line names (`spidshamres st:spidshammer`), or undefined. */
const stemOf = (line: string): string | undefined => /\sst:(\S+)/.exec(line)?.[1];

/**
 * The lines of irregular forms that are the genitive of another irregular form of their stem
 * (`spidshamres st:spidshammer` beside `spidshamre st:spidshammer`), save after a past tense.
 */
function stemEntryGenitives(lines: readonly string[], passiveAfter: RegExp): ReadonlySet<string> {
  const formsOfStem = new Map<string, Set<string>>();
  for (const line of lines) {
    const stem = stemOf(line);
    if (stem === undefined) continue;
    const forms = formsOfStem.get(stem) ?? new Set<string>();
    forms.add(entryWord(line));
    formsOfStem.set(stem, forms);
  }
  return new Set(
    lines.filter((line) => {
      const stem = stemOf(line);
      const word = entryWord(line);
      if (stem === undefined || !word.endsWith('s')) return false;
      const base = word.slice(0, -1);
      return formsOfStem.get(stem)?.has(base) === true && !passiveAfter.test(base);
    }),
  );
}

interface Expansion {
  words: Iterable<string>;
  excludedWords: Iterable<string>;
  /** Of `excludedWords`, those an `overridesWordLists` entry excluded. */
  overridingExcludedWords: readonly string[];
  /** Forms of excluded affixes that stay if the language's analyser knows them (`unlessAttested`). */
  attestable: readonly string[];
  /** The forms of `words` with the affixes that made them, when asked for (`affixClasses`): one a path, only forms of letters alone. */
  classedForms: readonly ClassedForm[];
}

/** Asks the language's analyser about the attestable forms: the forms it knows stay, the rest are excluded. */
function keepAttested(expansion: Expansion, context: SourceContext): { words: Iterable<string>; excludedWords: Iterable<string> } {
  if (expansion.attestable.length === 0) return expansion;
  const forms = [...new Set(expansion.attestable)];
  const known = attestedForms(context.metadata, context.sourceCacheDirectory, 'an excludedAffixes entry')(forms);
  return {
    words: [...expansion.words, ...forms.filter((_, index) => known[index] === true)],
    excludedWords: [...expansion.excludedWords, ...forms.filter((_, index) => known[index] !== true)],
  };
}

/** A form of letters alone: one the game could play (forms with hyphens, apostrophes or digits never are). */
const LETTERS_ONLY = /^\p{L}+$/u;

/**
 * Every form of the entries, as the reader's `wholeWords` gives them (no forbidden or compound-only
 * form), split by whether an excluded affix made it: the reader names each path's affix groups and
 * the text its last affix attached. With `classify`, each kept form also comes with its path.
 */
async function expandHunspell(
  affText: string,
  entries: readonly string[],
  excludedAffixes: ExcludedAffixes,
  classify: boolean,
): Promise<Expansion> {
  // The reader takes files; the repaired copies live in a private temporary folder.
  const workDirectory = mkdtempSync(path.join(tmpdir(), 'lexicon-hunspell-'));
  try {
    const affPath = path.join(workDirectory, 'index.aff');
    const dicPath = path.join(workDirectory, 'index.dic');
    writeFileSync(affPath, affText);
    writeFileSync(dicPath, `${entries.length}\n${entries.join('\n')}\n`);
    const { IterableHunspellReader } = await import('hunspell-reader');
    const reader = await IterableHunspellReader.createFromFiles(affPath, dicPath);
    if (excludedAffixes.length === 0 && !classify) {
      return { words: reader.wholeWords(), excludedWords: NO_WORDS, overridingExcludedWords: [], attestable: [], classedForms: [] };
    }
    const matchers = excludedAffixes.map(({ flags, suffix, bareEntry, unlessAttested, overridesWordLists, unlessEntryFlags }) => ({
      flags: new Set(flags),
      unlessEntryFlags,
      suffix: suffix === undefined ? undefined : new RegExp(suffix, 'u'),
      bareEntry: bareEntry === undefined ? undefined : new RegExp(bareEntry, 'u'),
      unlessAttested,
      overridesWordLists,
    }));
    const numberedFlags = /^FLAG\s+num\b/m.test(affText);
    const words: string[] = [];
    const excludedWords: string[] = [];
    const overridingExcludedWords: string[] = [];
    const attestable: string[] = [];
    const classedForms: ClassedForm[] = [];
    for (const form of reader.seqAffWords()) {
      if (form.flags.isForbiddenWord || form.flags.isOnlyAllowedInCompound) continue;
      const groups = form.rulesApplied.split(' ');
      const attached = form.suffix === '' ? undefined : `${form.word.slice(0, -form.suffix.length)}+${form.suffix}`;
      const ownFlags = entryFlags(form.dic, numberedFlags);
      const matching = matchers.filter(
        ({ flags, suffix, bareEntry, unlessEntryFlags }) =>
          (flags.size === 0 || groups.some((flag) => flags.has(flag))) &&
          (suffix === undefined || (attached !== undefined && suffix.test(attached))) &&
          (bareEntry === undefined || (ownFlags.length === 0 && bareEntry.test(form.word))) &&
          !unlessEntryFlags.some((flag) => ownFlags.includes(flag)),
      );
      if (matching.length === 0) {
        words.push(form.word);
        if (classify && LETTERS_ONLY.test(form.word)) classedForms.push(classedForm(form));
      } else if (matching.every(({ unlessAttested }) => unlessAttested)) attestable.push(form.word);
      else {
        excludedWords.push(form.word);
        if (matching.some(({ overridesWordLists }) => overridesWordLists)) overridingExcludedWords.push(form.word);
      }
    }
    return { words, excludedWords, overridingExcludedWords, attestable, classedForms };
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
}

function classedForm(form: { word: string; dic: string; rulesApplied: string; prefix: string; suffix: string }): ClassedForm {
  return {
    word: form.word.toLowerCase(),
    lemma: (form.dic.split('/')[0] ?? '').trim().toLowerCase(),
    groups: form.rulesApplied.trim(),
    prefix: form.prefix,
    suffix: form.suffix,
    paradigm: paradigmOf(form.dic),
  };
}

/** An entry's flags as written: numbered flags with commas (`FLAG num`: Danish 10,24,38), else letters. */
const flagText = (dicLine: string): string => dicLine.split('/')[1]?.trim() ?? '';

/** An entry's flags, each one. */
function entryFlags(dicLine: string, numbered: boolean): string[] {
  const flags = flagText(dicLine);
  return numbered ? flags.split(',').filter((flag) => flag !== '') : [...flags];
}

/** An entry's flags, sorted: numbered flags are written with commas (Danish 10,24,38), letters one a flag. */
function paradigmOf(dicLine: string): string {
  const flags = flagText(dicLine);
  return flags.includes(',') ? flags.split(',').sort().join(',') : [...flags].sort().join('');
}
