/**
 * The parts of a hunspell `.aff` file that stemming needs: how flags are written, flag aliases, and
 * the prefix and suffix rules. Everything else (suggestions, compounding, conversions) is ignored.
 */

export type FlagType = 'char' | 'long' | 'num';

export interface AffixRule {
  kind: 'PFX' | 'SFX';
  flag: string;
  /** Whether the rule combines with a rule of the other kind on the same stem (the group's Y/N). */
  crossProduct: boolean;
  /** Characters the rule removed from the stem, restored when stemming ('' for hunspell's `0`). */
  strip: string;
  /** Characters the rule added to the stem ('' for `0`). */
  affix: string;
  /** Flags the affixed form carries on (continuation classes). */
  continuation: readonly string[];
  /** The rule's condition on the stem: its start for a prefix, its end for a suffix. */
  condition: RegExp;
}

export interface AffixFile {
  flagType: FlagType;
  /** `AF` aliases, numbered from 1: `.dic` flags may name an alias instead of spelling the flags. */
  aliases: ReadonlyArray<readonly string[]>;
  prefixes: AffixRule[];
  suffixes: AffixRule[];
}

export function parseAffixFile(text: string): AffixFile {
  const lines = text.split(/\r?\n/).map((line) => line.replace(/^\uFEFF/, '').trim());
  const flagType = flagTypeOf(lines);
  const aliases: string[][] = [];
  const prefixes: AffixRule[] = [];
  const suffixes: AffixRule[] = [];
  const crossProduct = new Map<string, boolean>();
  let aliasHeaderSeen = false;

  for (const line of lines) {
    const fields = line.split(/\s+/);
    const [keyword, first, second, third, fourth] = fields;
    if (keyword === 'AF' && first !== undefined) {
      // The first AF line counts the aliases; each later one is an alias.
      if (aliasHeaderSeen) aliases.push(parseFlags(first, flagType));
      aliasHeaderSeen = true;
      continue;
    }
    if ((keyword !== 'PFX' && keyword !== 'SFX') || first === undefined || second === undefined || third === undefined) continue;
    const group = `${keyword} ${first}`;
    // Group header: `SFX A Y 4` (cross product, then how many rules follow).
    if (!crossProduct.has(group) && (second === 'Y' || second === 'N') && /^\d+$/.test(third) && fourth === undefined) {
      crossProduct.set(group, second === 'Y');
      continue;
    }
    const [added = '', continuation = ''] = third.split('/');
    const rule: AffixRule = {
      kind: keyword,
      flag: first,
      crossProduct: crossProduct.get(group) ?? false,
      strip: second === '0' ? '' : second,
      affix: added === '0' ? '' : added,
      continuation: continuation === '' ? [] : parseFlags(continuation, flagType),
      condition: conditionPattern(keyword, fourth ?? '.'),
    };
    (keyword === 'PFX' ? prefixes : suffixes).push(rule);
  }
  return { flagType, aliases, prefixes, suffixes };
}

function flagTypeOf(lines: string[]): FlagType {
  const declared = lines.find((line) => line.startsWith('FLAG '))?.split(/\s+/)[1];
  if (declared === 'long') return 'long';
  if (declared === 'num') return 'num';
  return 'char';
}

/** A flag field as single flags: one character (`UTF-8` too), two characters (`long`), or numbers (`num`). */
export function parseFlags(field: string, flagType: FlagType): string[] {
  if (flagType === 'num') return field.split(',').filter((flag) => flag !== '');
  const characters = Array.from(field);
  if (flagType === 'char') return characters;
  const flags: string[] = [];
  for (let i = 0; i < characters.length; i += 2) flags.push(characters.slice(i, i + 2).join(''));
  return flags;
}

/**
 * A condition (`[^aeiou]y`, `.`, `ee`) as an anchored pattern: literal characters, `.` and bracket
 * groups, nothing that can backtrack. A prefix's condition reads the stem's start, a suffix's its end.
 */
function conditionPattern(kind: 'PFX' | 'SFX', condition: string): RegExp {
  if (condition === '.') return /(?:)/u;
  let source = '';
  const characters = Array.from(condition);
  for (let i = 0; i < characters.length; i += 1) {
    const character = characters[i] as string;
    if (character === '.') source += '.';
    else if (character === '[') {
      const close = characters.indexOf(']', i + 1);
      const inside = characters.slice(i + 1, close < 0 ? characters.length : close);
      const negated = inside[0] === '^';
      source += `[${negated ? '^' : ''}${(negated ? inside.slice(1) : inside).map(escapeInGroup).join('')}]`;
      i = close < 0 ? characters.length : close;
    } else source += escape(character);
  }
  return new RegExp(kind === 'PFX' ? `^${source}` : `${source}$`, 'u');
}

const escape = (character: string): string => character.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
const escapeInGroup = (character: string): string => character.replace(/[\\^\]-]/g, '\\$&');
