import { type AffixFile, type AffixRule, parseAffixFile, parseFlags } from './hunspell-affixes';
import { SortedRecords } from '../tables/sorted-records';

export interface HunspellDerivation {
  /** The stem listed in the `.dic` file. */
  root: string;
  /** For a prefix and a suffix together, the word with only the suffix undone (unhealthier → unhealthy). */
  withPrefix?: string;
}

/**
 * The stems of a hunspell dictionary with their flags, and the affix rules that derive every other
 * form from them. `roots(word)` undoes the rules the way hunspell's own stemmer does, instead of
 * keeping every expanded form with its stem (the English lists expand to ~270,000 forms).
 */
export class HunspellStemmer {
  /** The suffix rules by the ending they add, so a word meets only the rules its endings can undo (pt has 25,770). */
  private readonly suffixesByAffix = new Map<string, AffixRule[]>();
  private readonly suffixOrder = new Map<AffixRule, number>();

  private constructor(
    /** Each stem's flags as one string, `\u0001`-separated (the stem table). */
    private readonly stems: SortedRecords,
    private readonly prefixes: readonly AffixRule[],
    suffixes: readonly AffixRule[],
  ) {
    suffixes.forEach((rule, index) => {
      this.suffixOrder.set(rule, index);
      const rules = this.suffixesByAffix.get(rule.affix);
      if (rules === undefined) this.suffixesByAffix.set(rule.affix, [rule]);
      else rules.push(rule);
    });
  }

  /** The suffix rules whose ending the word has (leaving something of the stem), in the `.aff` file's order. */
  private suffixesOf(word: string): AffixRule[] {
    const rules: AffixRule[] = [];
    for (let length = 0; length < word.length; length += 1) rules.push(...(this.suffixesByAffix.get(word.slice(word.length - length)) ?? []));
    return rules.sort((a, b) => (this.suffixOrder.get(a) as number) - (this.suffixOrder.get(b) as number));
  }

  /** From the `.aff` text and the `.dic` entry lines (`word/FLAGS`, without the count line). */
  static fromFiles(affText: string, dicEntries: Iterable<string>): HunspellStemmer {
    return HunspellStemmer.fromTable(affText, stemTableOf(affText, dicEntries));
  }

  /** From the `.aff` text and a stem table built from the `.dic` under it (stemTableOf, in a child process: build-tables.ts). */
  static fromTable(affText: string, stems: SortedRecords): HunspellStemmer {
    const affixes = parseAffixFile(affText);
    return new HunspellStemmer(stems, affixes.prefixes, affixes.suffixes);
  }

  get stemCount(): number {
    return this.stems.size;
  }

  /**
   * The stems `word` derives from through one suffix, one prefix, or a prefix and a suffix together
   * when both rules allow the cross product; never the word itself. Each candidate must meet the
   * rule's condition and be listed with the rule's flag (for a pair, with both flags, or the
   * prefix's flag carried on by the suffix).
   */
  roots(word: string): string[] {
    return [...new Set(this.derivations(word).map((derivation) => derivation.root))];
  }

  /** How `word` derives from its stems: suffix alone first, then prefix alone, then both. */
  derivations(word: string): HunspellDerivation[] {
    const found: HunspellDerivation[] = [];
    for (const suffix of this.suffixesOf(word)) {
      const stem = unsuffix(word, suffix);
      if (stem !== undefined && this.hasFlag(stem, suffix.flag)) found.push({ root: stem });
    }
    const crossed: HunspellDerivation[] = [];
    for (const prefix of this.prefixes) {
      const inner = unprefix(word, prefix);
      if (inner === undefined) continue;
      if (this.hasFlag(inner, prefix.flag)) found.push({ root: inner });
      if (!prefix.crossProduct) continue;
      for (const suffix of this.suffixesOf(inner)) {
        if (!suffix.crossProduct) continue;
        const stem = unsuffix(inner, suffix);
        if (stem === undefined || !this.hasFlag(stem, suffix.flag)) continue;
        if (this.hasFlag(stem, prefix.flag) || suffix.continuation.includes(prefix.flag)) {
          crossed.push({ root: stem, withPrefix: prefix.affix + stem.slice(prefix.strip.length) });
        }
      }
    }
    return [...found, ...crossed].filter((derivation) => derivation.root !== word);
  }

  /** The stems any suffix rule would have made `word` from (its condition met), whatever the stems' flags. */
  suffixStems(word: string): string[] {
    const stems: string[] = [];
    for (const suffix of this.suffixesOf(word)) {
      const stem = unsuffix(word, suffix);
      if (stem !== undefined && !stems.includes(stem)) stems.push(stem);
    }
    return stems;
  }

  /** Whether the word is a stem of the `.dic` itself (a lemma there, with or without flags). */
  isStem(word: string): boolean {
    return this.stems.get(word) !== undefined;
  }

  private hasFlag(stem: string, flag: string): boolean {
    return this.stems.get(stem)?.includes(`${FLAG_SEPARATOR}${flag}${FLAG_SEPARATOR}`) ?? false;
  }
}

const FLAG_SEPARATOR = '\u0001';

/**
 * The stems of a `.dic` with their flags, under the `.aff`'s flag rules, as the stemmer keeps them:
 * every language's stems stay in memory for lemmas (several hundred thousand a language), so they are
 * held as sorted records rather than as the Map they are gathered in.
 */
export function stemTableOf(affText: string, dicEntries: Iterable<string>): SortedRecords {
  return SortedRecords.of(stemFlagsOf(affText, dicEntries));
}

/**
 * Each stem of a `.dic` with its flags as one string (each flag between separators). A stem without
 * flags derives nothing, but it is a base word of the list (de und, cs se): it is kept with none.
 */
export function stemFlagsOf(affText: string, dicEntries: Iterable<string>): Map<string, string> {
  const affixes = parseAffixFile(affText);
  const stems = new Map<string, string>();
  for (const line of dicEntries) {
    const [word, flags] = splitEntry(line);
    if (word === '') continue;
    // A stem listed twice (homonyms) takes the flags of both entries.
    const known = stems.get(word);
    const parsed = entryFlags(flags, affixes);
    const all = known === undefined ? parsed : [...new Set([...known.split(FLAG_SEPARATOR).filter((flag) => flag !== ''), ...parsed])];
    stems.set(word, all.length === 0 ? FLAG_SEPARATOR : `${FLAG_SEPARATOR}${all.join(FLAG_SEPARATOR)}${FLAG_SEPARATOR}`);
  }
  return stems;
}

/** `word/FLAGS` followed by optional morphological fields; a `\/` inside the word is a slash. */
function splitEntry(line: string): [string, string] {
  const entry = line.split(/[\t ]/)[0] ?? '';
  const slash = entry.search(/(?<!\\)\//);
  const word = (slash < 0 ? entry : entry.slice(0, slash)).replace(/\\\//g, '/');
  return [word, slash < 0 ? '' : entry.slice(slash + 1)];
}

function entryFlags(field: string, affixes: AffixFile): string[] {
  if (field === '') return [];
  if (affixes.aliases.length > 0 && /^\d+$/.test(field)) return [...(affixes.aliases[Number(field) - 1] ?? [])];
  return parseFlags(field, affixes.flagType);
}

/** The stem a suffix rule would have made `word` from, if the word ends as the rule leaves it. */
function unsuffix(word: string, rule: AffixRule): string | undefined {
  // Something of the stem must remain besides the restored characters (hunspell without FULLSTRIP).
  if (!word.endsWith(rule.affix) || word.length <= rule.affix.length) return undefined;
  const stem = word.slice(0, word.length - rule.affix.length) + rule.strip;
  return rule.condition.test(stem) ? stem : undefined;
}

function unprefix(word: string, rule: AffixRule): string | undefined {
  if (!word.startsWith(rule.affix) || word.length <= rule.affix.length) return undefined;
  const stem = rule.strip + word.slice(rule.affix.length);
  return rule.condition.test(stem) ? stem : undefined;
}
