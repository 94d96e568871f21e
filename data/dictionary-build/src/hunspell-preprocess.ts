/**
 * Two repairs the hunspell sources need before expansion.
 *
 * - `.dic` lines starting with `/`, `#` or white space are comments or junk that the reader would take
 *   for words.
 * - Affix rules whose added text holds an apostrophe, a capital or a hyphen only produce unplayable
 *   forms (l'…, -ci, proper names), yet they multiply the expansion: Italian never finishes with them
 *   ("Set maximum size exceeded"). They are dropped and each affix group's rule count corrected, since
 *   the reader trusts the count in the group's header line.
 */

const AFFIX_LINE = /^(PFX|SFX)\s+(\S+)\s+(\S+)\s+(\S+)(.*)$/;
const UNPLAYABLE_AFFIX_TEXT = /['’\-\p{Lu}]/u;

export interface AffixCleanup {
  text: string;
  droppedRules: number;
}

export function dropUnplayableAffixRules(affText: string): AffixCleanup {
  const kept: string[] = [];
  const headerLine = new Map<string, number>();
  const ruleCount = new Map<string, number>();
  let droppedRules = 0;

  for (const line of affText.split(/\r?\n/)) {
    const match = AFFIX_LINE.exec(line);
    if (match !== null) {
      const [, kind, flag, third, fourth, rest = ''] = match as unknown as [string, string, string, string, string, string];
      const group = `${kind} ${flag}`;
      // Group header: "SFX A Y 14" — cross-product flag, then the number of rules that follow.
      if ((third === 'Y' || third === 'N') && /^\s*\d+\s*$/.test(fourth + rest)) {
        headerLine.set(group, kept.length);
        ruleCount.set(group, 0);
        kept.push(line);
        continue;
      }
      const addedText = fourth.split('/')[0] ?? '';
      if (UNPLAYABLE_AFFIX_TEXT.test(addedText)) {
        droppedRules += 1;
        continue;
      }
      ruleCount.set(group, (ruleCount.get(group) ?? 0) + 1);
    }
    kept.push(line);
  }
  for (const [group, index] of headerLine) {
    kept[index] = (kept[index] as string).replace(/\d+(\s*)$/, `${ruleCount.get(group) ?? 0}$1`);
  }
  return { text: kept.join('\n'), droppedRules };
}

/** The `.dic` body without its count line and without lines that are not entries. */
export function dictionaryEntryLines(dicText: string): string[] {
  const lines = dicText.split(/\r?\n/);
  return lines.slice(1).filter((line) => line !== '' && !/^[/#\s]/.test(line));
}
