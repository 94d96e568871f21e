import type { AffixClassRow } from '@lexicon/dictionary-store';
import { WordSample } from '../word-sample';
import type { IndependentLexicon, KnownWords } from './independent-lexicon';

/**
 * Attestation per affix class. A hunspell dictionary makes its forms by rules, and some rules make
 * forms no speaker does (Portuguese adverbs in -mente on agent nouns, Danish næst- superlatives of
 * every adjective). Which rules those are shows from outside: on base words that independent lexicons
 * know well, the forms a productive inflection makes are attested at a high rate, and those of a rule
 * that invents forms are not. So each class is measured on such base words, and a class under the
 * policy's share keeps only the forms some independent lexicon attests, on every base word.
 *
 * One group of affixes can hold a productive inflection and an invention at once: Danish -s is the
 * genitive of nouns and, on the same flag, of adjectives. So a class is judged by its subclasses
 * first, where they have forms enough: the groups on entries of one paradigm (the entry's own flags,
 * which tell an adjective from a noun), then each ending (the text they attached) on such entries,
 * and each ending on any entry; what is too rare to judge alone follows the groups.
 */

/** One form an expansion made, with the base word it was made from and the affixes that made it. */
export interface ClassedForm {
  /** The form, lower-case. */
  word: string;
  /** The dictionary entry it was made from, lower-case. */
  lemma: string;
  /** The affix groups applied, as the hunspell reader names them (`Â a`: a prefix group, then a suffix group); empty for the entry itself. */
  groups: string;
  /** The prefix the groups attached, possibly empty. */
  prefix: string;
  /** The suffix the groups attached, possibly empty. */
  suffix: string;
  /** The entry's own affix flags, sorted: entries of one paradigm (one part of speech, one declension) share them. */
  paradigm: string;
}

/** A class told by shape, and the base words that witness a stem besides its forms (`baseWords`). */
export interface ShapeClass {
  pattern: string;
  baseWords?: { suffix: string; words: KnownWords };
  /** Only words that are this prefix on another word of the list belong to the class (Czech ne-: nenápisový, not nervový). */
  prefixOnWord?: string;
  /** Only words whose stem and this ending are a word of the list belong to the class (Czech terčíkově, of terčíkový; not ostrově). */
  stemWordSuffix?: string;
}

export interface AffixClassPolicy {
  minimumShare: number;
  minimumSample: number;
  judgeSubclasses: boolean;
  productivePrefixes: readonly string[];
  entryPrefixes: readonly string[];
  /** Classes told by the form's shape, its first group the stem (`shapeClasses` in the metadata). */
  shapes?: readonly ShapeClass[];
  /** The entries that are adjectives of the dictionary's own place names (`placeAdjectives` in the metadata), lower-case. */
  placeAdjectives?: ReadonlySet<string>;
}

type ClassDecision = AffixClassRow['decision'];

export interface AffixClassJudgement {
  /** Forms no kept path makes: every path that makes them is in a class that keeps attested forms only, and no lexicon attests them. */
  dropped: Set<string>;
  /** The classes, most forms first; the entries themselves (no affix) are not judged. */
  table: AffixClassRow[];
}

interface Tally {
  measured: number;
  attested: number;
}

const share = (tally: Tally | undefined): number => (tally === undefined || tally.measured === 0 ? 0 : tally.attested / tally.measured);

const endingOf = (form: ClassedForm): string => `${form.groups} ${form.prefix}-${form.suffix}`;
const paradigmOf = (form: ClassedForm): string => `${form.groups} /${form.paradigm}`;
const paradigmEndingOf = (form: ClassedForm): string => `${paradigmOf(form)} ${form.prefix}-${form.suffix}`;
/** The entry prefix of a class (`mini-` of `mini- a`), or none. */
const entryPrefixOf = (groups: string): string => (/^\S+-(?:\s|$)/.exec(groups)?.[0].trim() ?? '');
/** The subclasses a form belongs to, the narrowest first. */
const SUBCLASSES = [paradigmEndingOf, paradigmOf, endingOf] as const;
const prefixedWord = (form: ClassedForm): string => `${form.prefix}+${form.lemma}`;

function tallyBy(keys: readonly string[], attested: readonly boolean[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  keys.forEach((key, index) => {
    const tally = tallies.get(key) ?? { measured: 0, attested: 0 };
    tally.measured += 1;
    if (attested[index] === true) tally.attested += 1;
    tallies.set(key, tally);
  });
  return tallies;
}

/** The shortest base an entry prefix is split from: shorter ones are parts of other words (real is no re- + al). */
const MIN_ENTRY_BASE_LETTERS = 4;

/**
 * Entries the dictionary writes as a prefix and another entry (Romanian reafurisire beside afurisire)
 * are classed as that prefix on that entry, with the forms made from them: the prefix is then a class
 * like the affix groups' (`re-`, `re- F`), measured and decided the same way.
 */
export function withEntryPrefixes(forms: readonly ClassedForm[], prefixes: readonly string[]): ClassedForm[] {
  if (prefixes.length === 0) return [...forms];
  const entries = new Set(forms.map((form) => form.lemma));
  return forms.map((form) => {
    const prefix = prefixes.find((candidate) => {
      const base = form.lemma.slice(candidate.length);
      return form.lemma.startsWith(candidate) && [...base].length >= MIN_ENTRY_BASE_LETTERS && entries.has(base);
    });
    if (prefix === undefined) return form;
    return { ...form, lemma: form.lemma.slice(prefix.length), groups: `${prefix}- ${form.groups}`.trim(), prefix: prefix + form.prefix };
  });
}

export function judgeAffixClasses(
  dictionaryForms: readonly ClassedForm[],
  lexicon: IndependentLexicon,
  policy: AffixClassPolicy,
  seedName: string,
): AffixClassJudgement {
  const forms = withEntryPrefixes(dictionaryForms, policy.entryPrefixes);
  const affixed = forms.filter((form) => form.groups !== '');
  const lemmas = [...new Set(affixed.map((form) => form.lemma))];
  const knownWell = lexicon.knowsWell(lemmas);
  const wellKnownLemmas = new Set(lemmas.filter((_, index) => knownWell[index] === true));

  const measured = affixed.filter((form) => wellKnownLemmas.has(form.lemma));
  const measuredAttested = lexicon.knows(measured.map((form) => form.word));
  const byGroups = tallyBy(measured.map((form) => form.groups), measuredAttested);
  const byEntryPrefix = tallyBy(measured.map((form) => entryPrefixOf(form.groups)), measuredAttested);
  const bySubclass = tallyBy(
    measured.flatMap((form) => SUBCLASSES.map((subclass) => subclass(form))),
    measuredAttested.flatMap((attested) => SUBCLASSES.map(() => attested)),
  );

  const decided = (tally: Tally | undefined): ClassDecision | undefined =>
    tally === undefined || tally.measured < policy.minimumSample ? undefined : share(tally) >= policy.minimumShare ? 'kept-whole' : 'attested-only';
  // An entry prefix with too few forms in some groups (mini- a: miniminizar) follows the prefix over all of them.
  const prefixDecision = (groups: string): ClassDecision | undefined => {
    const prefix = entryPrefixOf(groups);
    return prefix === '' ? undefined : decided(byEntryPrefix.get(prefix));
  };
  const groupDecision = (groups: string): ClassDecision => decided(byGroups.get(groups)) ?? prefixDecision(groups) ?? 'kept-whole';
  const subclassDecision = (key: string): ClassDecision | undefined => (policy.judgeSubclasses ? decided(bySubclass.get(key)) : undefined);
  const formDecision = (form: ClassedForm): ClassDecision => {
    for (const subclass of SUBCLASSES) {
      const decision = subclassDecision(subclass(form));
      if (decision !== undefined) return decision;
    }
    return groupDecision(form.groups);
  };

  const toCheck = affixed.filter((form) => formDecision(form) === 'attested-only');
  const checked = lexicon.knows(toCheck.map((form) => form.word));
  const attestedWords = new Set(toCheck.filter((_, index) => checked[index] === true).map((form) => form.word));
  const keptWords = new Set<string>();
  for (const form of forms) {
    if (form.groups === '' || formDecision(form) === 'kept-whole' || attestedWords.has(form.word)) keptWords.add(form.word);
  }
  // A prefixed word the lexicons attest in one form (desamparado) is a word, and so is any word with a
  // prefix the grammar puts on every word of its kind (Czech ne-: nedeportujete): its other forms are
  // those of its unprefixed base (desampararias, as ampararias), kept where the base's form is.
  const attestedPrefixed = new Set(toCheck.filter((form, index) => form.prefix !== '' && checked[index] === true).map(prefixedWord));
  const productive = new Set(policy.productivePrefixes);
  for (const form of toCheck) {
    const isWord = productive.has(form.prefix) || attestedPrefixed.has(prefixedWord(form));
    if (form.prefix !== '' && isWord && keptWords.has(form.word.slice(form.prefix.length))) keptWords.add(form.word);
  }
  const shapeRows = (policy.shapes ?? []).map((shape) => judgeShape(forms, shape, lexicon, policy, keptWords, seedName));
  if (policy.placeAdjectives !== undefined) shapeRows.push(judgePlaceAdjectives(forms, policy.placeAdjectives, lexicon, policy, keptWords, seedName));
  const dropped = new Set(forms.filter((form) => !keptWords.has(form.word)).map((form) => form.word));
  return { dropped, table: [...shapeRows, ...classTable(affixed, { byGroups, groupDecision, subclassDecision }, keptWords, seedName)] };
}

/** How the table names a class told by its shape (`shape <pattern>`), beside the affix groups' classes. */
export const SHAPE_CLASS = 'shape';
export const isShapeClass = (row: AffixClassRow): boolean => row.groups.startsWith(`${SHAPE_CLASS} `);

/**
 * A class told by its shape wherever the dictionary's groups or entries put it (Czech comparatives
 * of passive participles: vtlačovanější; iteratives of verbs in -ovat: adsorbovávat), measured on its
 * stems (the pattern's first group: vtlačovan, adsorbováv): the share of them of which the lexicons
 * attest some form, or whose base word a list of base words holds (`baseWords`: the thesaurus's
 * studený). Under the policy's share a stem's forms stay only where it is attested (nejpoužívanější
 * keeps používanějšího); the entries themselves are judged too.
 */
function judgeShape(
  forms: readonly ClassedForm[],
  { pattern, baseWords, prefixOnWord, stemWordSuffix }: ShapeClass,
  lexicon: IndependentLexicon,
  policy: AffixClassPolicy,
  keptWords: Set<string>,
  seedName: string,
): AffixClassRow {
  const shape = new RegExp(pattern, 'u');
  const stemOf = (word: string): string => shape.exec(word)?.[1] ?? word;
  const onWord = (word: string): boolean => prefixOnWord === undefined || (word.startsWith(prefixOnWord) && keptWords.has(word.slice(prefixOnWord.length)));
  const ofWord = (word: string): boolean => stemWordSuffix === undefined || keptWords.has(`${stemOf(word)}${stemWordSuffix}`);
  const words = [...new Set(forms.map((form) => form.word).filter((word) => shape.test(word) && keptWords.has(word) && onWord(word) && ofWord(word)))];
  const witnessed = baseWords === undefined ? undefined : (stem: string): boolean => baseWords.words.has(`${stem}${baseWords.suffix}`);
  return judgeStems(`${SHAPE_CLASS} ${pattern}`, words, stemOf, { lexicon, policy, keptWords, seedName, witnessed });
}

/** How the table names the adjectives a dictionary makes from its own place names. */
export const PLACE_ADJECTIVE_CLASS = `${SHAPE_CLASS} place-adjective`;

/**
 * The adjectives a dictionary makes from its own place names (Czech dubovický of Dubovice), each
 * entry a stem. The game admits no proper name, and such an adjective is one of a name's forms unless
 * it has become a word of its own: a speaker uses those of the places people speak of (pražský,
 * kuvajtský), and then the lexicons attest some form of it. So one stays only where they do, whatever
 * the share: the rule is the game's, not a measure's (web text names villages too: 12 % of them).
 */
function judgePlaceAdjectives(
  forms: readonly ClassedForm[],
  entries: ReadonlySet<string>,
  lexicon: IndependentLexicon,
  policy: AffixClassPolicy,
  keptWords: Set<string>,
  seedName: string,
): AffixClassRow {
  const entryOf = new Map(forms.filter((form) => entries.has(form.lemma) && keptWords.has(form.word)).map((form) => [form.word, form.lemma]));
  return judgeStems(PLACE_ADJECTIVE_CLASS, [...entryOf.keys()], (word) => entryOf.get(word) ?? word, { lexicon, policy, keptWords, seedName, attestedOnly: true });
}

/**
 * A class of words measured on their stems: the share of stems the lexicons attest in some form (or a
 * second witness vouches for); under the policy's share, a stem's words stay only where it is attested.
 */
function judgeStems(
  groups: string,
  words: readonly string[],
  stemOf: (word: string) => string,
  options: {
    lexicon: IndependentLexicon;
    policy: AffixClassPolicy;
    keptWords: Set<string>;
    seedName: string;
    /** A second witness of a stem besides the lexicons. */
    witnessed?: (stem: string) => boolean;
    /** Whether the class keeps attested stems only whatever their share (a rule of the game's). */
    attestedOnly?: boolean;
  },
): AffixClassRow {
  const { lexicon, policy, keptWords, seedName, witnessed } = options;
  const known = lexicon.knows(words);
  const stems = new Set(words.map(stemOf));
  const attestedStems = new Set(words.filter((_, index) => known[index] === true).map(stemOf));
  if (witnessed !== undefined) for (const stem of stems) if (witnessed(stem)) attestedStems.add(stem);
  const underShare = stems.size >= policy.minimumSample && attestedStems.size / stems.size < policy.minimumShare;
  const decision: ClassDecision = options.attestedOnly === true || underShare ? 'attested-only' : 'kept-whole';
  const name = groups.slice(SHAPE_CLASS.length + 1);
  const keep = new WordSample(`${seedName}:${name}:kept`);
  const drop = new WordSample(`${seedName}:${name}:dropped`);
  for (const word of words) {
    if (decision === 'kept-whole' || attestedStems.has(stemOf(word))) keep.offer(word);
    else {
      keptWords.delete(word);
      drop.offer(word);
    }
  }
  return {
    groups,
    forms: words.length,
    measured: stems.size,
    attested: attestedStems.size,
    subclasses: 0,
    subclassesAttestedOnly: 0,
    decision,
    kept: keep.count,
    dropped: drop.count,
    keptSample: keep.sample(),
    droppedSample: drop.sample(),
  };
}

function classTable(
  affixed: readonly ClassedForm[],
  measures: {
    byGroups: Map<string, Tally>;
    groupDecision: (groups: string) => ClassDecision;
    subclassDecision: (key: string) => ClassDecision | undefined;
  },
  keptWords: ReadonlySet<string>,
  seedName: string,
): AffixClassRow[] {
  const rows = new Map<string, AffixClassRow & { keep: WordSample; drop: WordSample; subclassKeys: Set<string> }>();
  for (const form of affixed) {
    let row = rows.get(form.groups);
    if (row === undefined) {
      const tally = measures.byGroups.get(form.groups);
      row = {
        groups: form.groups,
        forms: 0,
        measured: tally?.measured ?? 0,
        attested: tally?.attested ?? 0,
        subclasses: 0,
        subclassesAttestedOnly: 0,
        decision: measures.groupDecision(form.groups),
        kept: 0,
        dropped: 0,
        keptSample: [],
        droppedSample: [],
        keep: new WordSample(`${seedName}:${form.groups}:kept`),
        drop: new WordSample(`${seedName}:${form.groups}:dropped`),
        subclassKeys: new Set(),
      };
      rows.set(form.groups, row);
    }
    row.forms += 1;
    for (const subclass of SUBCLASSES) {
      const key = subclass(form);
      if (row.subclassKeys.has(key)) continue;
      row.subclassKeys.add(key);
      const decision = measures.subclassDecision(key);
      if (decision !== undefined) row.subclasses += 1;
      if (decision === 'attested-only') row.subclassesAttestedOnly += 1;
    }
    if (keptWords.has(form.word)) {
      row.kept += 1;
      row.keep.offer(form.word);
    } else {
      row.dropped += 1;
      row.drop.offer(form.word);
    }
  }
  return [...rows.values()]
    .map(({ keep, drop, subclassKeys: _subclassKeys, ...row }) => ({ ...row, keptSample: keep.sample(), droppedSample: drop.sample() }))
    .sort((a, b) => b.forms - a.forms || a.groups.localeCompare(b.groups));
}
