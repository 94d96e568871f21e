import type { Dawg } from '../dawg/dawg';
import { MAX_WORD_LENGTH } from '../languages/language-rules';
import type { LengthRange } from './length-range';
import type { LetterCounts } from './letter-constraints';
import { addPair, type PathSignatures } from './path-signatures';
import type { PatternToken } from './pattern-parser';

export const UNKNOWN = -2;
export const DEAD = -1;
/** A state's `maximumRemaining` when no length range caps what it may still read. */
export const NO_MAXIMUM = Number.MAX_SAFE_INTEGER;

/**
 * A pattern, plus `contains` and `excludes`, as a deterministic automaton over letter indices, built
 * lazily: a state is the set of pattern positions reachable so far plus how much of `contains` has
 * been seen. Walking it alongside the DAWG gives each (node, state) a fixed number of matches below,
 * which is what makes totals exact and deep offsets cheap.
 *
 * The pattern's nondeterministic form: state i means "i letter tokens matched"; a star before token i
 * lets state i loop on any letter; the last state accepts.
 *
 * Given a length range (min_length, max_length), a state also holds the letters read so far: counted
 * up to the maximum, past which the state is DEAD, or, with a minimum only, up to the minimum, past
 * which more letters change nothing. Such a state accepts only within the range, and a state that
 * accepts every continuation does so only below nodes whose words are short enough (`acceptsAllBelow`).
 */
export class WordAutomaton {
  readonly start: number;
  private readonly alphabetSize: number;
  private readonly classes: Uint8Array[];
  private readonly required: Array<[letter: number, count: number]>;
  private readonly requiredSlot: Int16Array;
  private readonly excluded: Uint8Array;
  /**
   * A state's pattern positions are a bit set of `words` 32-bit words (position i is bit i % 32 of
   * word i >> 5), so a transition is a few masks and a shift rather than a loop over positions:
   *   next = (positions & loops) | ((positions & advances[letter]) << 1).
   */
  private readonly words: number;
  private readonly loopMask: Int32Array;
  /** Per letter: the positions whose letter token accepts it (`words` words per letter). */
  private readonly advanceMask: Int32Array;
  private readonly lastWord: number;
  private readonly lastBit: number;
  private positions: Int32Array;
  private readonly seen: Uint8Array[] = [];
  private readonly scratch: Int32Array;
  /**
   * Per state: whether it accepts, and whether it accepts every continuation (read in hot loops); under
   * a maximum length, every continuation not longer than `maximumRemaining`.
   */
  readonly accepts: boolean[] = [];
  readonly universals: boolean[] = [];
  /** Letters `excludes` forbids (64-bit mask in two halves): a subtree without them is all matches in a universal state. */
  readonly excludedLow: number;
  readonly excludedHigh: number;
  /** Per state: letters every accepted continuation contains (64-bit mask in two halves), for pruning. */
  readonly requiredLow: number[] = [];
  readonly requiredHigh: number[] = [];
  /** Per state: the fewest letters any accepted continuation has. */
  readonly minimumRemaining: number[] = [];
  /** Per state: the exact number of letters every accepted continuation has, or -1 (a star may still stretch it). */
  readonly exactRemaining: number[] = [];
  /** Per state: the most letters any accepted continuation has under the length range, or NO_MAXIMUM. */
  readonly maximumRemaining: number[] = [];
  /** The length range the matches keep to, or null; `readCap` is where a state stops counting letters. */
  private readonly lengths: LengthRange | null;
  private readonly readCap: number;
  /** Per state: letters read, up to `readCap` (0 in every state without a range). */
  private readonly reads: number[] = [];
  private readonly starless: boolean;
  /** Per pattern position: letters the remaining single-letter tokens require. */
  private readonly suffixRequired: Array<[low: number, high: number]>;
  /** Per pattern position: the letter pairs the remaining single-letter tokens require (see path-signatures). */
  private readonly suffixPairs: Int32Array;
  /** A signature's worth of words, where a new state's pair requirement is worked out. */
  private readonly pairScratch: Int32Array;
  /** Per state: whether every accepted continuation needs letter pairs (pruning by the nodes' path signatures). */
  readonly pairsNeeded: boolean[] = [];
  /** Per state: those pairs as (signature word, bits) couples, for the words that have any. */
  readonly pairChecks: Int32Array[] = [];
  private readonly ids = new Map<string, number>();
  private next: Int32Array;

  /** `signatures` are those of the DAWG the automaton will walk: their layout places the pairs it needs. */
  constructor(
    tokens: readonly PatternToken[],
    alphabetSize: number,
    contains: LetterCounts,
    excludes: LetterCounts,
    readonly signatures: PathSignatures,
    lengths?: LengthRange,
  ) {
    this.alphabetSize = alphabetSize;
    this.lengths = lengths ?? null;
    // With a maximum, every length up to it is told apart; with a minimum only, lengths past it are alike.
    this.readCap = lengths === undefined ? 0 : lengths.max < MAX_WORD_LENGTH ? lengths.max : lengths.min;
    this.classes = [];
    const loops = [false];
    for (const token of tokens) {
      if (token.kind === 'star') loops[this.classes.length] = true;
      else {
        this.classes.push(token.letters);
        loops.push(false);
      }
    }
    this.starless = !loops.includes(true);
    const positionCount = this.classes.length + 1;
    this.words = (positionCount + 31) >> 5;
    this.lastWord = this.classes.length >> 5;
    this.lastBit = 1 << (this.classes.length & 31);
    this.loopMask = new Int32Array(this.words);
    loops.forEach((loop, position) => {
      if (loop) this.loopMask[position >> 5] = (this.loopMask[position >> 5] as number) | (1 << (position & 31));
    });
    this.advanceMask = new Int32Array(alphabetSize * this.words);
    this.classes.forEach((letters, position) => {
      for (let letter = 0; letter < alphabetSize; letter += 1) {
        if (letters[letter] !== 1) continue;
        const slot = letter * this.words + (position >> 5);
        this.advanceMask[slot] = (this.advanceMask[slot] as number) | (1 << (position & 31));
      }
    });
    // Room for as many states as a pattern without stars has; tables grow when more are met.
    const capacity = positionCount + 2;
    this.positions = new Int32Array(capacity * this.words);
    this.scratch = new Int32Array(this.words);
    this.required = [...contains.entries()];
    this.requiredSlot = new Int16Array(alphabetSize).fill(-1);
    this.required.forEach(([letter], slot) => (this.requiredSlot[letter] = slot));
    this.excluded = new Uint8Array(alphabetSize);
    for (const letter of excludes.keys()) this.excluded[letter] = 1;
    let excludedLow = 0;
    let excludedHigh = 0;
    for (const letter of excludes.keys()) {
      if (letter < 32) excludedLow |= 1 << letter;
      else excludedHigh |= 1 << (letter - 32);
    }
    this.excludedLow = excludedLow;
    this.excludedHigh = excludedHigh;
    this.next = new Int32Array(capacity * alphabetSize).fill(UNKNOWN);
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
    this.suffixPairs = requiredPairsFrom(this.classes, loops, signatures);
    this.pairScratch = new Int32Array(signatures.words);
    const initial = this.scratch;
    initial[0] = 1;
    this.start = this.intern(initial, new Uint8Array(this.required.length), 0);
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

  /**
   * Every word below the node matches from this state: the state accepts any continuation free of
   * excluded letters, and none is below. Such words are counted, not walked.
   */
  acceptsAllBelow(dawg: Dawg, node: number, state: number): boolean {
    return (
      this.universals[state] === true &&
      (dawg.height[node] as number) <= (this.maximumRemaining[state] as number) &&
      ((dawg.lettersBelowLow[node] as number) & this.excludedLow) === 0 &&
      ((dawg.lettersBelowHigh[node] as number) & this.excludedHigh) === 0
    );
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
    const read = this.reads[state] as number;
    const pastMaximum = this.lengths !== null && read >= this.lengths.max;
    if (this.excluded[letter] === 0 && !pastMaximum) {
      const words = this.words;
      const from = state * words;
      const advance = letter * words;
      const to = this.scratch;
      let any = 0;
      let carry = 0;
      for (let w = 0; w < words; w += 1) {
        const bits = this.positions[from + w] as number;
        const moved = bits & (this.advanceMask[advance + w] as number);
        const word = (bits & (this.loopMask[w] as number)) | (moved << 1) | carry;
        carry = moved >>> 31;
        to[w] = word;
        any |= word;
      }
      if (any !== 0) {
        let seen = this.seen[state] as Uint8Array;
        const requiredIndex = this.requiredSlot[letter] as number;
        if (requiredIndex >= 0 && (seen[requiredIndex] as number) < (this.required[requiredIndex] as [number, number])[1]) {
          seen = Uint8Array.from(seen);
          seen[requiredIndex] = (seen[requiredIndex] as number) + 1;
        }
        target = this.intern(to, seen, Math.min(read + 1, this.readCap));
      }
    }
    this.next[slot] = target;
    return target;
  }

  /** What any accepted continuation from this state still needs: its letters and its length. */
  private describeNeeds(positions: Int32Array, seen: Uint8Array, read: number): void {
    let low = 0xffffffff;
    let high = 0xffffffff;
    let fewest = Number.POSITIVE_INFINITY;
    const pairs = this.pairScratch;
    const words = this.signatures.words;
    pairs.fill(-1);
    for (let i = 0; i <= this.classes.length; i += 1) {
      if (((positions[i >> 5] as number) & (1 << (i & 31))) === 0) continue;
      const [suffixLow, suffixHigh] = this.suffixRequired[i] as [number, number];
      low &= suffixLow;
      high &= suffixHigh;
      fewest = Math.min(fewest, this.classes.length - i);
      for (let word = 0; word < words; word += 1) {
        pairs[word] = (pairs[word] as number) & (this.suffixPairs[i * words + word] as number);
      }
    }
    let stillRequired = 0;
    this.required.forEach(([letter, count], index) => {
      const missing = count - (seen[index] as number);
      if (missing <= 0) return;
      stillRequired += missing;
      if (letter < 32) low |= 1 << letter;
      else high |= 1 << (letter - 32);
      // A letter still needed twice: some path below has it twice, an ordered pair with itself.
      if (missing >= 2) addPair(this.signatures, pairs, 0, letter, letter, false);
    });
    const checks: number[] = [];
    for (let word = 0; word < words; word += 1) if (pairs[word] !== 0) checks.push(word, pairs[word] as number);
    this.pairsNeeded.push(checks.length > 0);
    this.pairChecks.push(Int32Array.from(checks));
    this.requiredLow.push(low >>> 0);
    this.requiredHigh.push(high >>> 0);
    const lengths = this.lengths;
    this.minimumRemaining.push(Math.max(fewest, stillRequired, lengths === null ? 0 : lengths.min - read));
    const most = lengths === null || lengths.max >= MAX_WORD_LENGTH ? NO_MAXIMUM : lengths.max - read;
    this.maximumRemaining.push(most);
    // Without stars a state is one position, so what is left to read has one length; a range of one length leaves one too.
    this.exactRemaining.push(this.starless ? fewest : lengths !== null && lengths.min === lengths.max ? lengths.max - read : -1);
  }

  /** The id of the state with these positions, this much of `contains` seen and these letters read; copies what it keeps. */
  private intern(positions: Int32Array, seen: Uint8Array, read: number): number {
    let key = String(positions[0]);
    for (let w = 1; w < this.words; w += 1) key += `,${positions[w]}`;
    if (seen.length > 0) key += `|${seen.join(',')}`;
    if (this.lengths !== null) key += `#${read}`;
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.accepts.length;
    this.ids.set(key, id);
    if ((id + 1) * this.words > this.positions.length) {
      const grown = new Int32Array(this.positions.length * 2);
      grown.set(this.positions);
      this.positions = grown;
    }
    this.positions.set(positions.subarray(0, this.words), id * this.words);
    this.seen.push(seen);
    this.reads.push(read);
    const last = ((positions[this.lastWord] as number) & this.lastBit) !== 0;
    // Letters read are counted exactly up to the minimum, so `read` reaching it means the word is long enough.
    const satisfied = this.required.every(([, count], index) => seen[index] === count) && (this.lengths === null || read >= this.lengths.min);
    this.accepts.push(last && satisfied);
    this.describeNeeds(positions, seen, read);
    const loopsAtEnd = ((this.loopMask[this.lastWord] as number) & this.lastBit) !== 0;
    this.universals.push(last && loopsAtEnd && satisfied);
    if ((id + 1) * this.alphabetSize > this.next.length) {
      const grown = new Int32Array(this.next.length * 2).fill(UNKNOWN);
      grown.set(this.next);
      this.next = grown;
    }
    return id;
  }
}

/**
 * Per pattern position i, the letter pairs that tokens i.. require of every match: two single letters
 * in a row with no star between are an adjacent pair, any two single letters an ordered pair.
 */
function requiredPairsFrom(classes: readonly Uint8Array[], loops: readonly boolean[], signatures: PathSignatures): Int32Array {
  const words = signatures.words;
  const pairs = new Int32Array((classes.length + 1) * words);
  const letters = classes.map(singleLetter);
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const at = i * words;
    pairs.copyWithin(at, at + words, at + 2 * words);
    const letter = letters[i] as number;
    if (letter < 0) continue;
    const next = letters[i + 1] ?? -1;
    if (next >= 0 && loops[i + 1] !== true) addPair(signatures, pairs, at, letter, next, true);
    for (let later = i + 1; later < classes.length; later += 1) {
      if ((letters[later] as number) >= 0) addPair(signatures, pairs, at, letter, letters[later] as number, false);
    }
  }
  return pairs;
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
