import { z } from 'zod';

/** The shortest and the longest word any list holds, in letters as played (the build keeps words within them). */
export const MIN_WORD_LENGTH = 2;
export const MAX_WORD_LENGTH = 32;

export const LANGUAGE_CODES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'ro', 'cs', 'da'] as const;
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export function isLanguageCode(value: unknown): value is LanguageCode {
  return languageCodeSchema.safeParse(value).success;
}

const letter = z.string().length(1);

export const tileSchema = z.object({
  points: z.number().int().min(0),
  count: z.number().int().min(1),
});

/** A package of Debian's archive, pinned to one version and the SHA-256 of its .deb file. */
export const debianPackageSchema = z.object({
  package: z.string().min(1),
  version: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The file read from the package, as its path inside the package. */
  file: z.string().startsWith('/'),
  encoding: z.enum(['utf-8', 'latin1', 'iso-8859-2']).default('utf-8'),
});

/**
 * What a source that is not the first may add: words it alone gives must have at least `minLetters`
 * letters, and at least `bareEntryMinLetters` when they come from a hunspell entry without affix
 * flags (the shape abbreviations take in SCOWL: adj, etc, ibid, bldg).
 */
export const sourceAdditionsSchema = z.object({
  minLetters: z.number().int().min(2).default(2),
  bareEntryMinLetters: z.number().int().min(2).default(2),
  /**
   * Where the game admits no genitive (Swedish, Danish): a word this source alone gives that is a
   * word of the list ending so (a regular expression over its end: `(?:en|et|er)$`), plus s, is that
   * word's genitive (fjärrförbindelsers of fjärrförbindelser), not a word of its own.
   */
  genitiveAfter: z.string().min(1).optional(),
});

/**
 * A word list independent of a list's sources: a file of a pinned Debian package, or of an npm package
 * pinned in data/dictionary-build/package.json.
 */
export const attestationWordListSchema = z
  .object({
    name: z.string().min(1),
    licence: z.string().min(1),
    debian: debianPackageSchema.optional(),
    npm: z.object({ package: z.string().min(1), file: z.string().min(1), sha256: z.string().regex(/^[0-9a-f]{64}$/) }).optional(),
    /**
     * How the file holds its words: a word a line (`word-list`); a Tesseract language model, its
     * LSTM dictionary (`tessdata`); the Lefff's tab-separated lines, form first, names (`np`) left
     * out (`lefff`); a JSON document whose top-level keys and string values are forms (`json-forms`);
     * a MyThes thesaurus, its headwords (`mythes`); a jar holding a morfologik-stemming dictionary,
     * the forms of its automaton (`morfologik`, the files named by `morfologik`).
     */
    format: z.enum(['word-list', 'tessdata', 'lefff', 'json-forms', 'mythes', 'morfologik']).default('word-list'),
    /** For the `morfologik` format: the dictionary's automaton (`.dict`) and its `.info`, as paths inside the jar. */
    morfologik: z.object({ dict: z.string().min(1), info: z.string().min(1) }).optional(),
  })
  .refine((list) => (list.debian === undefined) !== (list.npm === undefined), { message: 'name a Debian package or an npm package' })
  .refine((list) => (list.format === 'morfologik') === (list.morfologik !== undefined), {
    message: 'a list of the morfologik format, and only one, names its dictionary files inside the jar (morfologik)',
  });

/** A form the game's rules do not admit, and why (the lists' report and docs/lists.md quote it). */
const exclusionReason = z.string().min(1);

export const dictionarySourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['hunspell', 'word-list']),
    package: z.string().min(1),
    licence: z.string().min(1),
    additions: sourceAdditionsSchema.optional(),
    /**
     * Affixes of a hunspell source whose forms the game does not admit. Each entry matches a form one
     * of its affix groups made (`flags`; any group when none is named) whose attached text matches
     * `suffix`, a regular expression over the form written `stem+suffix` (any when none is given):
     * Italian's group E with more than an agreement vowel (`mangiato+melo`, not `mangiat+a`), Spanish
     * `aceptar+se` but not the subjunctive `acepta+se`. A form they made is dropped unless another
     * path makes it too. `bareEntry` matches entries that carry no affix flags instead.
     */
    excludedAffixes: z
      .array(
        z
          .object({
            flags: z.array(z.string().min(1)).default([]),
            suffix: z.string().min(1).optional(),
            /**
             * A regular expression over an entry written without affix flags: such an entry that
             * matches is the form excluded (Danish Latin terms of anatomy and biology, listed bare:
             * deltoidei, jacobaea), its entries with flags left alone (rektum/10,39).
             */
            bareEntry: z.string().min(1).optional(),
            /**
             * Keep a form the language's morphological analyser knows (its `morphology`): where no game
             * rule decides, what a second lexicon attests stays (Portuguese cansadíssimo, not herdadona).
             */
            unlessAttested: z.boolean().default(false),
            /**
             * Keep a form these affixes made out though a later full-form list gives it: where those
             * lists are expansions of the same dictionary (Swedish wswedish, Danish wdanish), genitives
             * included, they are no second witness. Another path of this source still keeps it.
             */
            overridesWordLists: z.boolean().default(false),
            /**
             * Entries whose forms these affixes leave alone: ones that carry any of these flags. Swedish
             * group A adds an s, the genitive on a noun (bils) and the passive on a verb (kallas), and a
             * verb's entry carries the present tense's group or the past's (m, K).
             */
            unlessEntryFlags: z.array(z.string().min(1)).default([]),
            why: exclusionReason,
          })
          .refine((affixes) => affixes.flags.length > 0 || affixes.suffix !== undefined || affixes.bareEntry !== undefined, {
            message: 'name flags, a suffix or a bare entry',
          }),
      )
      .default([]),
    /**
     * Where the game admits no genitive: the dictionary's irregular forms, entries of their own that
     * name their stem (`st:`), include genitives (Danish spidshamres beside spidshamre, both of
     * spidshammer). Such an entry that is another entry of the same stem plus s is dropped, unless
     * that entry ends as `passiveAfter` says (a past tense, whose s is the passive: forligtes). A later
     * full-form list does not bring it back.
     */
    stemEntryGenitives: z.object({ passiveAfter: z.string().min(1), why: exclusionReason }).optional(),
    /**
     * Attestation per affix class (data/dictionary-build/src/attestation/affix-classes.ts): every form
     * is classed by the affix groups that made it and the text they attached; a class whose forms on
     * lemmas the language's independent lexicons know are attested less often than `minimumShare`
     * keeps only the forms those lexicons attest. Where no class rule is needed, none is given.
     */
    affixClasses: z
      .object({
        minimumShare: z.number().gt(0).lt(1),
        /** Forms on well-known lemmas a class needs before its own share decides (else its groups' share does). */
        minimumSample: z.number().int().min(1).default(30),
        /**
         * Whether a subclass with enough forms of its own (the groups on entries of one paradigm, an
         * ending) is decided by them (true) or follows its groups: where the only independent lexicon
         * is a list of the forms web text uses (Czech), a regular but rarely written ending (the second
         * person plural) is attested too seldom to judge.
         */
        judgeSubclasses: z.boolean().default(true),
        /** Prefixes the grammar puts on every word of its kind (Czech ne-): a form they make stays where the form without them does. */
        productivePrefixes: z.array(z.string().min(1)).default([]),
        /** Prefixes the dictionary writes into entries of their own (Romanian reafurisire beside afurisire): classed as prefixes on the other entry. */
        entryPrefixes: z.array(z.string().min(1)).default([]),
        /**
         * Classes told by a form's shape rather than its groups, where one kind of form hides among
         * ordinary ones (Czech comparatives of passive participles, iteratives in -ovávat): a regular
         * expression whose first group is the stem. Measured on stems (the share the lexicons attest
         * in some form), and under the share a stem's forms stay only where one of them is attested.
         */
        shapeClasses: z
          .array(
            z.object({
              pattern: z.string().min(1),
              /**
               * A second witness of a stem: the headwords of a list of base words (Czech: the thesaurus,
               * which lists adjectives used as qualities, studený, and few bare participles); a stem
               * whose base word (the stem and `suffix`) it lists counts as attested.
               */
              baseWords: z.object({ suffix: z.string(), list: attestationWordListSchema }).optional(),
              /**
               * Only words that are this prefix on another word of the list are of the class (Czech ne-
               * on a relational adjective: nenápisový, of nápisový; nervový is no ne- on rvový).
               */
              prefixOnWord: z.string().min(1).optional(),
              /**
               * Only words whose stem and this ending are a word of the list are of the class (Czech
               * adverbs of -ový adjectives: terčíkově, of terčíkový; ostrově is a noun's locative).
               */
              stemWordSuffix: z.string().min(1).optional(),
              why: exclusionReason,
            }),
          )
          .default([]),
        /**
         * Adjectives the dictionary makes from its own place names (Czech dubovický of Dubovice, lančovský
         * of Lančov): each of `derivations` turns the end of a capitalised entry (`name`) into that of a
         * lower-case one (`adjective`). Such an adjective, where the name is no common word of the
         * dictionary as well (biskupský of biskup stays out of it), is a class of its own, whose
         * entries stay, with their forms, only where the lexicons attest some form of them.
         */
        placeAdjectives: z
          .object({
            derivations: z.array(z.object({ name: z.string(), adjective: z.string().min(1) })).min(1),
            why: exclusionReason,
          })
          .optional(),
        why: exclusionReason,
      })
      .optional(),
  }),
  z.object({
    /** A plain list of full forms, one a line, from a Debian package (wpolish, wdutch…). */
    kind: z.literal('debian-word-list'),
    package: z.string().min(1),
    licence: z.string().min(1),
    debian: debianPackageSchema,
    additions: sourceAdditionsSchema.optional(),
  }),
  z.object({
    /**
     * A hunspell dictionary from a Debian package (German's frami): `debian.file` is its .dic and
     * `affixFile` its .aff in the same package; `debian.encoding` is what their `SET` line names.
     * Every form of its entries is taken, as for an npm hunspell package.
     */
    kind: z.literal('debian-hunspell'),
    package: z.string().min(1),
    licence: z.string().min(1),
    debian: debianPackageSchema,
    affixFile: z.string().startsWith('/'),
    additions: sourceAdditionsSchema.optional(),
  }),
  z.object({
    /**
     * The forms the language's morphological analyser (its `morphology`) makes for these parts of
     * speech, as its tags name them (`vblex`: lexical verbs, `n`, `adj`): Romanian's verb paradigms,
     * which its hunspell source leaves out. Forms in an orthography the game no longer accepts are
     * left out by `obsoleteSpelling`.
     */
    kind: z.literal('morphology-forms'),
    package: z.string().min(1),
    licence: z.string().min(1),
    partsOfSpeech: z.array(z.string().min(1)).min(1),
    /** A regular expression a form of an obsolete orthography matches (Romanian î inside a word, for â since 1993). */
    obsoleteSpelling: z.string().min(1).optional(),
    /**
     * Take only the forms of base words no earlier source gives (Spanish: pingüino and pingüinos,
     * which dictionary-es lacks), not the analyser's forms of a base word the list has, whose
     * paradigm is the earlier source's (sillín: sillines, not the analyser's sillínines).
     */
    newBaseWordsOnly: z.boolean().default(false),
    additions: sourceAdditionsSchema.optional(),
  }),
]);

/**
 * The rules that keep non-words out of a language's list, stated as data (see the README's "What the
 * word lists leave out"). Every word a rule drops is counted by rule in the build's report.
 */
export const wordRulesSchema = z.object({
  /** Letters besides `vowels` that can carry a syllable: y in English, r and l in Czech (vlk, prst). */
  syllableLetters: z.array(letter).default([]),
  /** Genuine words a rule would drop (en hmm, psst; it mi, di): kept whatever the rules say. */
  keep: z.array(z.string().min(1)).default([]),
  /**
   * Forms the game does not admit, by shape (a regular expression over the display form) and why:
   * Romanian gerunds with the linking u of a following pronoun (spunându, only in spunându-mi).
   */
  excludedForms: z.array(z.object({ pattern: z.string().min(1), why: exclusionReason })).default([]),
  /**
   * Fragments of other words: a form matching `pattern` is dropped when every replacement of
   * `whenWords` (with the pattern's groups: `$1`) is a word of the list. Romanian iarmarocu, the
   * noun with the linking u of a following article (iarmarocu-l), where iarmaroc and iarmarocul are.
   */
  fragments: z
    .array(
      z.object({
        pattern: z.string().min(1),
        whenWords: z.array(z.string().min(1)).min(1),
        /** Keep a form the language's morphological analyser knows (Romanian roșu, though roș and roșul are words). */
        unlessAttested: z.boolean().default(false),
        why: exclusionReason,
      }),
    )
    .default([]),
  /**
   * Capitalised entries that are proper names rather than nouns, for languages whose capitalised
   * entries are words (German): told apart with the hunspell flags and a part-of-speech dictionary.
   */
  properNames: z
    .object({
      /** FreeDict's dictionary of the language (dictd format): its headwords tagged as nouns or places. */
      partOfSpeech: debianPackageSchema,
      licence: z.string().min(1),
      /** Flags of the hunspell source that give a stem a plural (Klippe/N → Klippen). */
      pluralFlags: z.array(z.string().min(1)).min(1),
      /** Flags a name's stem carries at most (Anna/S → Annas): a stem with no other flag is a name unless a noun by FreeDict. */
      nameFlags: z.array(z.string().min(1)),
      /** Endings of abstract nouns, kept whatever the flags say (-heit, -keit, -ung). */
      nounEndings: z.array(z.string().min(1)),
    })
    .optional(),
});

/**
 * A morphological analyser of the language from one of Apertium's language pairs (a Debian package,
 * its `*.automorf.bin` as `debian.file`): it gives a form's base words and parts of speech and knows
 * no form its grammar does not make. The lists' report measures each list against it (docs/lists.md)
 * and a source of kind `morphology-forms` takes forms from it.
 */
export const morphologySchema = z.object({
  name: z.string().min(1),
  licence: z.string().min(1),
  debian: debianPackageSchema,
  /**
   * Tags of readings the game does not admit (Spanish `enc`: a verb with an enclitic pronoun; Swedish
   * and Danish `gen`, the genitive): the lists' report sets such corpus forms aside as the game's rule,
   * not as holes, and a form the genitive rules drop stays where the analyser reads it as a word
   * without such a tag (Swedish sägs, a passive).
   */
  excludedTags: z.array(z.string().min(1)).default([]),
});

/**
 * The list tournament players of the language use, and how ours relates to it: `same` (we ship it),
 * `free-equivalent` (an open list that plays the same), or `nearest` (the closest list we may ship).
 * Its two-letter words, where published, are what the lists' report compares ours with.
 */
export const gameListSchema = z.object({
  name: z.string().min(1),
  publisher: z.string().min(1),
  licence: z.string().min(1),
  relation: z.enum(['same', 'free-equivalent', 'nearest']),
  /** Which forms the game admits, as its federation states it (cited), and which of our rules follow it. */
  rules: z.array(z.string().min(1)).min(1),
  twoLetterWords: z.object({ source: z.string().min(1), words: z.array(z.string().min(2)).min(1) }).optional(),
  /**
   * Spoken variants and old spellings the game does not admit, as rewrites to the standard form
   * (Czech `ej$` → `ý`: dobrej is dobrý; German `ß` → `ss`: läßt is lässt since 1996): the lists'
   * report sets aside a corpus form whose rewrite is a word of the list.
   */
  unadmittedVariants: z.array(z.object({ pattern: z.string().min(1), standard: z.string() })).default([]),
  /**
   * Enclitic pronouns, where the game admits no verb form that carries them (Spanish): the lists'
   * report sets aside a corpus form made of a word of the list and one or two of them, however it is
   * accented (dejame, lárgate: deja, larga), as the game's rule.
   */
  encliticPronouns: z.array(z.string().min(1)).default([]),
});

/**
 * Everything Lexicon knows about a language, kept as data (one JSON file per language). Words are
 * matched, ordered and scored on their folded form: lower-case letters of `alphabet` only.
 */
export const languageMetadataSchema = z.object({
  code: languageCodeSchema,
  name: z.string().min(1),
  nativeName: z.string().min(1),
  flag: z.string().min(1),
  /** The letters a folded word is made of, in the language's alphabetical order. */
  alphabet: z.array(letter).min(20),
  vowels: z.array(letter).min(1),
  /** Tile → value and count in the bag. A tile is a letter or, in Spanish, a digraph (ch, ll, rr). */
  tiles: z.record(z.string().min(1).max(2), tileSchema),
  blanks: z.number().int().min(0),
  /** Characters rewritten before anything else, to repair known faults of the source lists. */
  sourceRepairs: z.record(letter, letter).default({}),
  /** Characters that play as other letters (é → e, ß → ss, œ → oe). */
  folding: z.record(letter, z.string().min(1).max(2)),
  /** Whether other Latin letters with diacritics (loanwords) play as their base letter instead of being dropped. */
  foldOtherLatinDiacritics: z.boolean(),
  /** Whether capitalised entries are ordinary words (German nouns) rather than proper names. */
  capitalisedEntriesAreWords: z.boolean(),
  wordRules: wordRulesSchema.default({ syllableLetters: [], keep: [], excludedForms: [], fragments: [] }),
  morphology: morphologySchema.optional(),
  /**
   * Word lists independent of the list's sources that attest its words besides the analyser (English:
   * SCOWL's largest American and British lists against a list built from Letterpress's; Tesseract's
   * web-text dictionaries): the lists' report counts a sampled word as attested when the analyser or
   * one of them knows it, and a hunspell source's `affixClasses` keeps what they attest.
   */
  attestationWordLists: z.array(attestationWordListSchema).default([]),
  /**
   * Where neither a lexicon nor the hunspell rules lead a form to its base word, the alternations of
   * the language's stems that may (Czech: the vowel that comes and goes, pes of psa; ů and o, dům of
   * domu): each `form` pattern's match rewritten as `base` (with `$1`…) is a guess, tried for meanings
   * only where the list holds it, and said to be a guess.
   */
  baseWordGuesses: z.array(z.object({ form: z.string().min(1), base: z.string().min(1), why: z.string().min(1) })).default([]),
  gameList: gameListSchema,
  dictionary: z.object({
    name: z.string().min(1),
    sources: z.array(dictionarySourceSchema).min(1),
  }),
});

export type LanguageMetadata = z.infer<typeof languageMetadataSchema>;
export type Tile = z.infer<typeof tileSchema>;
export type DictionarySource = z.infer<typeof dictionarySourceSchema>;
export type DebianPackage = z.infer<typeof debianPackageSchema>;
export type WordRules = z.infer<typeof wordRulesSchema>;
export type Morphology = z.infer<typeof morphologySchema>;
export type GameList = z.infer<typeof gameListSchema>;
