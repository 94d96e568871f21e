/**
 * A language's own letters: those of its alphabet (GET /api/v1/languages, folded letters in order)
 * that a plain a–z keyboard lacks. Where the alphabet has them they are letters of their own, not
 * variants that searches fold away: Polish `zolw` does not find `żółw`.
 */
export function ownLetters(alphabet: string): string[] {
  return [...alphabet].filter((letter) => !/^[a-z]$/.test(letter));
}

/** Letters with a stroke, not a combining mark: NFD leaves them whole, yet a player types them as the plain letter. */
const STROKED: Readonly<Record<string, string>> = { ł: 'l', ø: 'o', đ: 'd' };

/** The plain a–z letter an own letter is typed as without its accent (ą → a, ł → l), if any (not æ). */
function plainLetterOf(letter: string): string | undefined {
  const plain = STROKED[letter] ?? letter.normalize('NFD')[0];
  return plain !== undefined && plain !== letter && /^[a-z]$/.test(plain) ? plain : undefined;
}

/** Each plain letter and the language's own letters typed as it: Polish z → ź, ż. */
export function accentVariants(alphabet: string): Map<string, string[]> {
  const variants = new Map<string, string[]>();
  for (const letter of ownLetters(alphabet)) {
    const plain = plainLetterOf(letter);
    if (plain !== undefined) variants.set(plain, [...(variants.get(plain) ?? []), letter]);
  }
  return variants;
}

/**
 * The pattern with each plain letter that has accented variants widened to a letter set of them all
 * (Polish `zolw` → `[zźż][oó][lł]w`; inside a set, `[ao]` → `[aąoó]`), one search for every way of
 * accenting it; null when nothing changes (no such letter, or the language has none).
 */
export function withAccents(pattern: string, variants: ReadonlyMap<string, readonly string[]>): string | null {
  let inSet = false;
  let widened = '';
  for (const character of pattern) {
    const letters = variants.get(character);
    if (character === '[') inSet = true;
    else if (character === ']') inSet = false;
    if (letters === undefined) widened += character;
    else widened += inSet ? `${character}${letters.join('')}` : `[${character}${letters.join('')}]`;
  }
  return widened === pattern ? null : widened;
}
