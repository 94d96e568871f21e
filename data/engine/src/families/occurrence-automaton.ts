/**
 * The Knuth–Morris–Pratt automaton of one word over letter indices: state s means "the last s letters
 * read are the word's first s letters". State m (the word's length) is a complete occurrence; reading
 * on from it falls back along the failure links, so overlapping occurrences are seen (`aba` in `ababa`).
 */
export class OccurrenceAutomaton {
  /** The word's length: the state of a complete occurrence. */
  readonly complete: number;
  readonly alphabetSize: number;
  /** The next state of state s on letter l at s × alphabetSize + l, for loops that step per edge. */
  readonly table: Int32Array;

  constructor(
    readonly letters: readonly number[],
    alphabetSize: number,
  ) {
    const m = letters.length;
    this.complete = m;
    this.alphabetSize = alphabetSize;
    this.table = new Int32Array((m + 1) * alphabetSize);
    const failure = new Int32Array(m + 1);
    for (let i = 1, k = 0; i < m; i += 1) {
      while (k > 0 && letters[i] !== letters[k]) k = failure[k] as number;
      if (letters[i] === letters[k]) k += 1;
      failure[i + 1] = k;
    }
    for (let state = 0; state <= m; state += 1) {
      for (let letter = 0; letter < alphabetSize; letter += 1) {
        let next: number;
        if (state < m && letters[state] === letter) next = state + 1;
        else if (state === 0) next = 0;
        else next = this.table[(failure[state] as number) * alphabetSize + letter] as number;
        this.table[state * alphabetSize + letter] = next;
      }
    }
  }

  step(state: number, letter: number): number {
    return this.table[state * this.alphabetSize + letter] as number;
  }
}
