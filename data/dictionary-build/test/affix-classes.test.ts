import { type ClassedForm, judgeAffixClasses, PLACE_ADJECTIVE_CLASS, withEntryPrefixes } from '../src/attestation/affix-classes';
import { placeAdjectiveEntries } from '../src/source-entries';
import { type AttestationWordList, lexiconOf } from '../src/attestation/independent-lexicon';

/**
 * The rule of attestation per affix class on a small made-up dictionary: two verbs the lexicon knows
 * well (cantar, falar) and one it does not (ulular), a productive inflection (group a) and an adverb
 * class that invents forms (group M), each checked against a word list standing in for the lexicons.
 */
const form = (word: string, lemma: string, groups: string, suffix: string, prefix = '', paradigm = 'a'): ClassedForm => ({ word, lemma, groups, prefix, suffix, paradigm });

const VERBS = ['cantar', 'falar', 'ulular'];
const INFLECTIONS = ['o', 'as', 'a', 'amos', 'ais', 'am'];

function dictionary(): ClassedForm[] {
  return [
    ...VERBS.map((verb) => form(verb, verb, '', '')),
    ...VERBS.flatMap((verb) => INFLECTIONS.map((ending) => form(`${verb.slice(0, -2)}${ending}`, verb, 'a', ending))),
    ...VERBS.map((verb) => form(`${verb.slice(0, -2)}adoramente`, verb, 'M', 'adoramente')),
    form('descantar', 'cantar', 'D a', 'ar', 'des'),
    form('descantamos', 'cantar', 'D a', 'amos', 'des'),
    form('desfalamos', 'falar', 'D a', 'amos', 'des'),
  ];
}

const wordList = (words: string[]): AttestationWordList => ({ name: 'a test list', words: new Set(words) });

/** Known well: cantar and falar with every inflection; one adverb; descantar but no other prefixed form. */
const KNOWN = ['cantar', 'falar', ...['cant', 'fal'].flatMap((stem) => INFLECTIONS.map((ending) => `${stem}${ending}`)), 'cantadoramente', 'descantar'];

const POLICY = { minimumShare: 0.5, minimumSample: 3, judgeSubclasses: true, productivePrefixes: [], entryPrefixes: [] };

describe('attestation per affix class', () => {
  it('keeps a class whose forms on well-known base words are attested, on every base word', () => {
    const { dropped, table } = judgeAffixClasses(dictionary(), lexiconOf(undefined, [wordList(KNOWN)]), POLICY, 'test');
    expect([...dropped]).toEqual(expect.not.arrayContaining(['ululo', 'ululamos']));
    expect(table.find((row) => row.groups === 'a')).toMatchObject({ measured: 12, attested: 12, decision: 'kept-whole', dropped: 0 });
  });

  it('keeps only the attested forms of a class under the share, on every base word', () => {
    const lexicon = lexiconOf(undefined, [wordList(KNOWN.filter((word) => word !== 'cantadoramente'))]);
    const { dropped, table } = judgeAffixClasses(dictionary(), lexicon, { ...POLICY, minimumSample: 2 }, 'test');
    expect([...dropped].filter((word) => word.endsWith('adoramente')).sort()).toEqual(['cantadoramente', 'faladoramente', 'ululadoramente']);
    expect(table.find((row) => row.groups === 'M')).toMatchObject({ measured: 2, attested: 0, decision: 'attested-only', kept: 0, dropped: 3 });
    // At the share (one of two attested), the class is kept whole.
    const atShare = judgeAffixClasses(dictionary(), lexiconOf(undefined, [wordList(KNOWN)]), { ...POLICY, minimumSample: 2 }, 'test');
    expect(atShare.dropped.has('ululadoramente')).toBe(false);
  });

  it('decides an ending by its own measure when it has enough forms, and by its groups otherwise', () => {
    const lexicon = lexiconOf(undefined, [wordList(KNOWN.filter((word) => !word.endsWith('ais')))]);
    const { dropped, table } = judgeAffixClasses(dictionary(), lexicon, { ...POLICY, minimumSample: 2 }, 'test');
    expect(table.find((row) => row.groups === 'a')).toMatchObject({ measured: 12, attested: 10, decision: 'kept-whole', subclasses: 13, subclassesAttestedOnly: 2 });
    expect(['ululais', 'cantais', 'falais'].filter((word) => dropped.has(word))).toEqual(['ululais', 'cantais', 'falais']);
    expect(dropped.has('ululamos')).toBe(false);
    // Too few forms of each ending to decide alone, or subclasses not judged: the group's share decides them all.
    expect(judgeAffixClasses(dictionary(), lexicon, { ...POLICY, minimumSample: 3 }, 'test').dropped.has('ululais')).toBe(false);
    expect(judgeAffixClasses(dictionary(), lexicon, { ...POLICY, minimumSample: 2, judgeSubclasses: false }, 'test').dropped.has('ululais')).toBe(false);
  });

  it('gives a prefixed word attested in one form the other forms of its base, and no other prefixed word', () => {
    const { dropped } = judgeAffixClasses(dictionary(), lexiconOf(undefined, [wordList(KNOWN)]), POLICY, 'test');
    expect(dropped.has('descantar')).toBe(false);
    expect(dropped.has('descantamos')).toBe(false);
    expect(dropped.has('desfalamos')).toBe(true);
  });

  it('keeps every form of a productive prefix whose unprefixed form stays', () => {
    const policy = { ...POLICY, productivePrefixes: ['des'] };
    const { dropped } = judgeAffixClasses(dictionary(), lexiconOf(undefined, [wordList(KNOWN)]), policy, 'test');
    expect(dropped.has('desfalamos')).toBe(false);
  });

  it('classes an entry written as a prefix and another entry as that prefix on it', () => {
    const entries = [
      form('cantar', 'cantar', '', ''),
      form('recantar', 'recantar', '', ''),
      form('recantamos', 'recantar', 'a', 'amos'),
      form('real', 'real', '', ''),
      form('al', 'al', '', ''),
    ];
    const classed = withEntryPrefixes(entries, ['re']);
    expect(classed.map(({ word, lemma, groups, prefix }) => [word, lemma, groups, prefix])).toEqual([
      ['cantar', 'cantar', '', ''],
      ['recantar', 'cantar', 're-', 're'],
      ['recantamos', 'cantar', 're- a', 're'],
      ['real', 'real', '', ''],
      ['al', 'al', '', ''],
    ]);
    const { dropped } = judgeAffixClasses(entries, lexiconOf(undefined, [wordList(['cantar'])]), { ...POLICY, minimumSample: 1, entryPrefixes: ['re'] }, 'test');
    expect([...dropped].sort()).toEqual(['recantamos', 'recantar']);
    // Too few forms in one of its groups (re- a: 1 of 2), the prefix over all its groups (2) decides.
    const pooled = judgeAffixClasses(entries, lexiconOf(undefined, [wordList(['cantar'])]), { ...POLICY, minimumSample: 2, entryPrefixes: ['re'] }, 'test');
    expect([...pooled.dropped].sort()).toEqual(['recantamos', 'recantar']);
  });

  it('tells the groups on entries of one paradigm apart: -s on nouns, -s on adjectives', () => {
    const nouns = ['hus', 'bil', 'ven', 'dag', 'mand'];
    const adjectives = ['god', 'stor', 'ny'];
    const forms = [
      ...[...nouns, ...adjectives].map((entry) => form(entry, entry, '', '', '', nouns.includes(entry) ? 'n' : 'adj')),
      ...nouns.map((noun) => form(`${noun}s`, noun, 's', 's', '', 'n')),
      ...adjectives.map((adjective) => form(`${adjective}s`, adjective, 's', 's', '', 'adj')),
    ];
    const lexicon = lexiconOf(undefined, [wordList([...nouns, ...adjectives, ...nouns.map((noun) => `${noun}s`)])]);
    const { dropped, table } = judgeAffixClasses(forms, lexicon, POLICY, 'test');
    expect(table.find((row) => row.groups === 's')).toMatchObject({ measured: 8, attested: 5, decision: 'kept-whole', dropped: 3 });
    expect([...dropped].sort()).toEqual(['gods', 'nys', 'stors']);
  });

  describe('classes told by shape', () => {
    // Comparatives of participles: three stems, the lexicon attests a form of one (the adverb of sledovan)
    // and knows none of the entries, so the affix groups themselves keep everything.
    const participles = ['sledovaný', 'tlačovaný', 'linkovaný'];
    const shapeForms = (): ClassedForm[] => [
      ...participles.map((entry) => form(entry, entry, '', '')),
      ...participles.flatMap((entry) => ['ější', 'ějšího', 'ě'].map((ending) => form(`${entry.slice(0, -1)}${ending}`, entry, 'W', ending))),
      ...participles.map((entry) => form(`nej${entry.slice(0, -1)}ější`, entry, 'P W', 'ější', 'nej')),
    ];
    const shapes = [{ pattern: '^(?:nej)?(.+?ovan)(?:ější|ějšího|ě)$' }];

    it('under the share, keeps the forms of a stem the lexicons attest in any of them, and drops the others', () => {
      const lexicon = lexiconOf(undefined, [wordList(['sledovaně'])]);
      const { dropped, table } = judgeAffixClasses(shapeForms(), lexicon, { ...POLICY, minimumSample: 3, shapes }, 'test');
      expect(table[0]).toMatchObject({ groups: `shape ${shapes[0]?.pattern}`, forms: 12, measured: 3, attested: 1, decision: 'attested-only', kept: 4, dropped: 8 });
      expect(dropped.has('nejsledovanější')).toBe(false);
      expect(dropped.has('tlačovanějšího')).toBe(true);
      expect(dropped.has('nejlinkovanější')).toBe(true);
      expect(dropped.has('linkovaný')).toBe(false);
    });

    it('keeps the whole shape at or over the share, and judges it only on enough stems', () => {
      const lexicon = lexiconOf(undefined, [wordList(['sledovaně'])]);
      expect(judgeAffixClasses(shapeForms(), lexicon, { ...POLICY, minimumShare: 0.3, minimumSample: 3, shapes }, 'test').dropped.size).toBe(0);
      expect(judgeAffixClasses(shapeForms(), lexicon, { ...POLICY, minimumSample: 4, shapes }, 'test').dropped.size).toBe(0);
    });

    it('judges entries that have the shape too', () => {
      const entries = [form('adsorbovávat', 'adsorbovávat', '', ''), form('zpracovávat', 'zpracovávat', '', ''), form('zpracovávání', 'zpracovávat', 'S', 'ání')];
      const lexicon = lexiconOf(undefined, [wordList(['zpracovávání'])]);
      const { dropped } = judgeAffixClasses(entries, lexicon, { ...POLICY, minimumShare: 0.6, minimumSample: 2, shapes: [{ pattern: '^(.+?ováv)[aá]' }] }, 'test');
      expect([...dropped]).toEqual(['adsorbovávat']);
    });

    it('holds only a prefix on another word of the list where the shape names one (ne- on an adjective, not nervový)', () => {
      const adjectives = ['nápisový', 'šachový', 'motorový', 'nervový'];
      const forms = [
        ...adjectives.map((entry) => form(entry, entry, '', '')),
        ...adjectives.filter((entry) => entry !== 'nervový').map((entry) => form(`ne${entry}`, entry, 'N', '', 'ne')),
      ];
      const lexicon = lexiconOf(undefined, [wordList(['nemotorový'])]);
      const shape = { pattern: '^ne(.+?ov)ý$', prefixOnWord: 'ne' };
      const { dropped, table } = judgeAffixClasses(forms, lexicon, { ...POLICY, minimumSample: 2, shapes: [shape] }, 'test');
      expect(table[0]).toMatchObject({ forms: 3, measured: 3, attested: 1, decision: 'attested-only', kept: 1, dropped: 2 });
      expect([...dropped].sort()).toEqual(['nenápisový', 'nešachový']);
    });

    it('holds only words whose stem with an ending is a word of the list where the shape names one (terčíkově, not ostrově)', () => {
      const forms = [
        ...['terčíkový', 'motorový', 'ostrov'].map((entry) => form(entry, entry, '', '')),
        form('terčíkově', 'terčíkový', 'A', 'ě'),
        form('motorově', 'motorový', 'A', 'ě'),
        form('ostrově', 'ostrov', 'H', 'ě'),
      ];
      const lexicon = lexiconOf(undefined, [wordList(['motorově'])]);
      const shape = { pattern: '^(.+?ov)ě$', stemWordSuffix: 'ý' };
      const { dropped, table } = judgeAffixClasses(forms, lexicon, { ...POLICY, minimumShare: 0.6, minimumSample: 2, shapes: [shape] }, 'test');
      expect(table[0]).toMatchObject({ forms: 2, measured: 2, attested: 1, dropped: 1 });
      expect([...dropped]).toEqual(['terčíkově']);
    });
  });

  describe('adjectives of the dictionary\'s place names', () => {
    const derivations = [
      { name: 'ice', adjective: 'ický' },
      { name: '', adjective: 'ský' },
    ];

    it('finds the lower-case entries a derivation makes from a capitalised one that is no common word', () => {
      const words = ['Dubovice', 'dubovický', 'Kuvajt', 'kuvajtský', 'Biskup', 'biskup', 'biskupský', 'praktický', 'Praha', 'pražský'];
      expect([...placeAdjectiveEntries(words, derivations)].sort()).toEqual(['dubovický', 'kuvajtský']);
    });

    it('keeps only those the lexicons attest in some form, with all their forms, whatever their share', () => {
      const adjectives = ['dubovický', 'kuvajtský', 'lochočický'];
      const forms = adjectives.flatMap((adjective) => [form(adjective, adjective, '', ''), form(`${adjective.slice(0, -1)}ého`, adjective, 'Y', 'ého')]);
      const lexicon = lexiconOf(undefined, [wordList(['kuvajtského'])]);
      const policy = { ...POLICY, minimumShare: 0.5, minimumSample: 3, placeAdjectives: new Set(adjectives) };
      const { dropped, table } = judgeAffixClasses(forms, lexicon, policy, 'test');
      expect(dropped).toEqual(new Set(['dubovický', 'dubovického', 'lochočický', 'lochočického']));
      expect(table.find((row) => row.groups === PLACE_ADJECTIVE_CLASS)).toMatchObject({ forms: 6, measured: 3, attested: 1, decision: 'attested-only', kept: 2, dropped: 4 });
      expect(judgeAffixClasses(forms, lexicon, { ...policy, minimumShare: 0.3 }, 'test').dropped.size).toBe(4);
    });
  });

  it('never judges an entry by the affix groups', () => {
    const { dropped, table } = judgeAffixClasses(dictionary(), lexiconOf(undefined, [wordList([])]), POLICY, 'test');
    expect(dropped.has('ulular')).toBe(false);
    expect(table.map((row) => row.groups)).not.toContain('');
  });
});
