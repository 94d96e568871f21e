import type { Dawg } from '../dawg/dawg';
import { hasLengthBelow, hasLengthWithin, lengthMasks } from '../families/length-masks';
import { matchMemo } from './match-memo';
import { workMeter } from './work-meter';
import { DEAD, NO_MAXIMUM, UNKNOWN, type WordAutomaton } from './word-automaton';

/** Matches below a DAWG node when the automaton is in a state: the basis of exact totals and offsets. */
export interface MatchCounter {
  count(node: number, state: number): number;
  /** False when the subtree certainly holds no match (too short, or lacking letters or letter pairs the state needs). */
  mayMatch(node: number, state: number): boolean;
}

/**
 * Counts on demand from the root down, memoised per (node, state): each pair is computed once, so a
 * query costs at most (DAWG nodes × automaton states), and usually far less. A subtree that lacks a
 * letter or a letter pair the state still needs, or any word of the length a starless pattern (or a length range) needs, counts 0 without a visit;
 * one where every continuation matches counts its stored total.
 *
 * This is the hot loop of every pattern search: it reads the DAWG's and the automaton's arrays
 * directly, tests children before descending into them, and computes a transition only the first
 * time it is needed.
 */
class DemandCounter implements MatchCounter {
  private readonly letters: number;
  private readonly signatures: Int32Array;
  private readonly signatureWords: number;
  /** This counter's generation of the shared memo. */
  private readonly generation: number;
  private readonly lengths: Uint32Array;

  constructor(
    private readonly dawg: Dawg,
    private readonly automaton: WordAutomaton,
  ) {
    this.letters = automaton.letterCount;
    const signatures = automaton.signatures;
    this.signatures = signatures.bits;
    this.signatureWords = signatures.words;
    this.generation = matchMemo.begin(dawg.nodeCount);
    this.lengths = lengthMasks(dawg);
  }

  count(node: number, state: number): number {
    if (this.automaton.acceptsAllBelow(this.dawg, node, state)) return this.dawg.counts[node] as number;
    return this.mayMatch(node, state) ? this.countBelow(node, state) : 0;
  }

  mayMatch(node: number, state: number): boolean {
    const dawg = this.dawg;
    const automaton = this.automaton;
    if ((dawg.height[node] as number) < (automaton.minimumRemaining[state] as number)) return false;
    const exact = automaton.exactRemaining[state] as number;
    if (exact >= 0 && !hasLengthBelow(this.lengths, node, exact)) return false;
    // Under a maximum length (max_length): some word below must be neither too short nor too long.
    const most = automaton.maximumRemaining[state] as number;
    if (most !== NO_MAXIMUM && !hasLengthWithin(this.lengths[node] as number, automaton.minimumRemaining[state] as number, most)) return false;
    const requiredLow = automaton.requiredLow[state] as number;
    if (((dawg.lettersBelowLow[node] as number) & requiredLow) >>> 0 !== requiredLow) return false;
    const requiredHigh = automaton.requiredHigh[state] as number;
    if (((dawg.lettersBelowHigh[node] as number) & requiredHigh) >>> 0 !== requiredHigh) return false;
    if (automaton.pairsNeeded[state] === true) {
      const checks = automaton.pairChecks[state] as Int32Array;
      const base = node * this.signatureWords;
      for (let i = 0; i < checks.length; i += 2) {
        const needed = checks[i + 1] as number;
        if (((this.signatures[base + (checks[i] as number)] as number) & needed) !== needed) return false;
      }
    }
    return true;
  }

  /** The count of a pair that passed `mayMatch`, from its children's. */
  private countBelow(node: number, state: number): number {
    const cached = matchMemo.get(node, state, this.generation);
    if (cached >= 0) return cached;
    workMeter.tick();
    const { edges, counts } = this.dawg;
    const automaton = this.automaton;
    const { universals, excludedLow, excludedHigh, maximumRemaining } = automaton;
    const { lettersBelowLow, lettersBelowHigh, height } = this.dawg;
    const row = state * this.letters;
    let total = automaton.accepts[state] === true ? (this.dawg.weights[node] as number) : 0;
    const end = this.dawg.firstEdge[node + 1] as number;
    for (let edge = this.dawg.firstEdge[node] as number; edge < end; edge += 1) {
      const value = edges[edge] as number;
      let next = automaton.transitions[row + (value & 0xff)] as number;
      if (next === UNKNOWN) next = automaton.step(state, value & 0xff);
      if (next === DEAD) continue;
      const child = value >>> 8;
      // automaton.acceptsAllBelow, inlined.
      if (
        universals[next] === true &&
        (height[child] as number) <= (maximumRemaining[next] as number) &&
        ((lettersBelowLow[child] as number) & excludedLow) === 0 &&
        ((lettersBelowHigh[child] as number) & excludedHigh) === 0
      ) {
        total += counts[child] as number;
      }
      else if (this.mayMatch(child, next)) total += this.countBelow(child, next);
    }
    matchMemo.set(node, state, total, this.generation);
    return total;
  }
}

export function matchCounter(dawg: Dawg, automaton: WordAutomaton): MatchCounter {
  return new DemandCounter(dawg, automaton);
}
