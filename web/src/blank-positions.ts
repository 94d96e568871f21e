/** Letters folded for comparison: the blanks are listed as the tiles' letters (é plays as e). */
function folded(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Which letters of the word the blanks play. The API lists the letters, not where they go; rack
 * tiles are used first, so each blank is put on the last still unmarked occurrence of its letter.
 */
export function blankPositions(word: string, blanks: readonly string[]): Set<number> {
  const letters = [...word];
  const marked = new Set<number>();
  for (const blank of blanks) {
    for (let index = letters.length - 1; index >= 0; index -= 1) {
      if (!marked.has(index) && folded(letters[index] as string) === folded(blank)) {
        marked.add(index);
        break;
      }
    }
  }
  return marked;
}
