import type { LetterCounts } from './letter-constraints';
import type { PatternToken } from './pattern-parser';

export const UNKNOWN = -2;
export const DEAD = -1;

/**
 * A pattern, plus `contains` and `excludes`, as a deterministic automaton over letter indices, built
 * lazily: a state is the set of pattern positions reachable so far plus how much of `contains` has
 * been seen. Walking it alongside the DAWG gives each (node, state) a fixed number of matches below,
 * which is what makes totals exact and deep offsets cheap.
 *
 * The pattern's nondeterministic form: state i means "i letter tokens matched"; a star before token i
 * lets state i loop on any letter; the last state accepts.
 */
export class WordAutomaton {
  readonly start: number;
  private readonly alphabetSize: number;
  private readonly classes: Uint8Array[];
  private readonly loops: boolean[];
  private readonly required: Array<[letter: number, count: number]>;
  private readonly requiredSlot: Int16Array;
  private readonly excluded: Uint8Array;
  private readonly hasExclusions: boolean;
  private readonly positions: Uint8Array[] = [];
  private readonly seen: Uint8Array[] = [];
  /** Per state: whether it accepts, and whether it accepts every continuation (read in hot loops). */
  readonly accepts: boolean[] = [];
  readonly universals: boolean[] = [];
  /** Per state: letters every accepted continuation contains (64-bit mask in two halves), for pruning. */
  readonly requiredLow: number[] = [];
  readonly requiredHigh: number[] = [];
  /** Per state: the fewest letters any accepted continuation has. */
  readonly minimumRemaining: number[] = [];
  /** Per pattern position: letters the remaining single-letter tokens require. */
  private readonly suffixRequired: Array<[low: number, high: number]>;
  private readonly ids = new Map<string, number>();
  private next: Int32Array;

  constructor(tokens: readonly PatternToken[], alphabetSize: number, contains: LetterCounts, excludes: LetterCounts) {
    this.alphabetSize = alphabetSize;
    this.classes = [];
    this.loops = [false];
    for (const token of tokens) {
      if (token.kind === 'star') this.loops[this.classes.length] = true;
      else {
        this.classes.push(token.letters);
        this.loops.push(false);
      }
    }
    this.required = [...contains.entries()];
    this.requiredSlot = new Int16Array(alphabetSize).fill(-1);
    this.required.forEach(([letter], slot) => (this.requiredSlot[letter] = slot));
    this.excluded = new Uint8Array(alphabetSize);
    for (const letter of excludes.keys()) this.excluded[letter] = 1;
    this.hasExclusions = excludes.size > 0;
    this.next = new Int32Array(64 * alphabetSize).fill(UNKNOWN);
    this.suffixRequired = new Array(this.classes.length + 1);
    let low = 0;
    let high = 0;
    this.suffixRequired[this.classes.length] = [0, 0];
    for (let i = this.classes.length - 1; i >= 0; i -= 1) {
      const only = singleLetter(this.classes[i] as Uint8Array);
      if (only >= 0 && only < 32) low |= 1 << only;
      else if (only >= 32) high |= 1 << (only - 32);
      this.suffixRequired[i] = [low >>> 0, high >>> 0];
    }
    const initial = new Uint8Array(this.classes.length + 1);
    initial[0] = 1;
    this.start = this.intern(initial, new Uint8Array(this.required.length));
  }

  get stateCount(): number {
    return this.accepts.length;
  }

  /** Letter tokens the pattern needs: words shorter than this never match. */
  get minimumLength(): number {
    return this.classes.length;
  }

  accepting(state: number): boolean {
    return this.accepts[state] as boolean;
  }

  /** Every continuation from this state is accepted: the words below are counted, not walked. */
  universal(state: number): boolean {
    return this.universals[state] as boolean;
  }

  /**
   * Transition table, state × alphabet size + letter → state, DEAD, or UNKNOWN until `step` computes it.
   * The table is replaced as it grows: read it again after a `step`.
   */
  get transitions(): Int32Array {
    return this.next;
  }

  get letterCount(): number {
    return this.alphabetSize;
  }

  step(state: number, letter: number): number {
    const slot = state * this.alphabetSize + letter;
    const known = this.next[slot] as number;
    return known !== UNKNOWN ? known : this.compute(state, letter, slot);
  }

  private compute(state: number, letter: number, slot: number): number {
    let target = DEAD;
    if (this.excluded[letter] === 0) {
      const from = this.positions[state] as Uint8Array;
      const to = new Uint8Array(from.length);
      let any = false;
      for (let i = 0; i < from.length; i += 1) {
        if (from[i] === 0) continue;
        if (this.loops[i]) {
          to[i] = 1;
          any = true;
        }
        if (i < this.classes.length && (this.classes[i] as Uint8Array)[letter] === 1) {
          to[i + 1] = 1;
          any = true;
        }
      }
      if (any) {
        const seen = Uint8Array.from(this.seen[state] as Uint8Array);
        const requiredIndex = this.requiredSlot[letter] as number;
        if (requiredIndex >= 0 && (seen[requiredIndex] as number) < (this.required[requiredIndex] as [number, number])[1]) {
          seen[requiredIndex] = (seen[requiredIndex] as number) + 1;
        }
        target = this.intern(to, seen);
      }
    }
    this.next[slot] = target;
    return target;
  }

  /** What any accepted continuation from this state still needs: its letters and its length. */
  private describeNeeds(positions: Uint8Array, seen: Uint8Array): void {
    let low = 0xffffffff;
    let high = 0xffffffff;
    let fewest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < positions.length; i += 1) {
      if (positions[i] === 0) continue;
      const [suffixLow, suffixHigh] = this.suffixRequired[i] as [number, number];
      low &= suffixLow;
      high &= suffixHigh;
      fewest = Math.min(fewest, this.classes.length - i);
    }
    let stillRequired = 0;
    this.required.forEach(([letter, count], index) => {
      const missing = count - (seen[index] as number);
      if (missing <= 0) return;
      stillRequired += missing;
      if (letter < 32) low |= 1 << letter;
      else high |= 1 << (letter - 32);
    });
    this.requiredLow.push(low >>> 0);
    this.requiredHigh.push(high >>> 0);
    this.minimumRemaining.push(Math.max(fewest, stillRequired));
  }

  private intern(positions: Uint8Array, seen: Uint8Array): number {
    const key = `${positions.join('')}|${seen.join(',')}`;
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.accepts.length;
    this.ids.set(key, id);
    this.positions.push(positions);
    this.seen.push(seen);
    const last = this.classes.length;
    const satisfied = this.required.every(([, count], index) => seen[index] === count);
    this.accepts.push(positions[last] === 1 && satisfied);
    this.describeNeeds(positions, seen);
    this.universals.push(positions[last] === 1 && this.loops[last] === true && satisfied && !this.hasExclusions);
    if ((id + 1) * this.alphabetSize > this.next.length) {
      const grown = new Int32Array(this.next.length * 2).fill(UNKNOWN);
      grown.set(this.next);
      this.next = grown;
    }
    return id;
  }
}

/** The letter index of a one-letter class, or -1 for a class of several letters. */
export function singleLetter(letters: Uint8Array): number {
  let found = -1;
  for (let letter = 0; letter < letters.length; letter += 1) {
    if (letters[letter] === 0) continue;
    if (found >= 0) return -1;
    found = letter;
  }
  return found;
}
