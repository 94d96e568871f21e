import type { Dictionary } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';

export const TOP_WORDS = 10;

/** A word among the highest scorers, kept by rank until the tally is read. */
export interface TopWord {
  language: LanguageCode;
  rank: number;
  word: string;
  length: number;
  points: number;
}

/**
 * The raw counts behind a language's dictionary figures. Tallies of several languages add up
 * (`mergeTallies`), which is how the global figures are made.
 */
export interface DictionaryTally {
  words: number;
  /** Index = length in letters as played. */
  lengths: number[];
  /** Index = points. */
  points: number[];
  /** Letter → occurrences, in the order letters were first met (the alphabet, for one language). */
  letters: Map<string, number>;
  firstLetters: Map<string, number>;
  /** Highest points first, then language order, then dictionary order. */
  topWords: TopWord[];
}

/**
 * Walks every word of the DAWG once, depth first over its raw arrays, without making strings: the
 * points of each prefix are carried down the walk, multi-letter tiles taken greedily from the left
 * by the language's tile table (the engine's tile-table.ts). A letter's occurrences are counted once per edge of the walk
 * (every word below the edge holds it), so the cost is one step per distinct prefix.
 */
export function tallyDictionary(dictionary: Dictionary): DictionaryTally {
  const { dawg, rules } = dictionary;
  const { firstEdge, edges, weights, counts } = dawg;
  const { letterPoints, pairPoints, hasPairs, letterCount } = dictionary.tileTable;
  const alphabetSize = rules.alphabet.length;

  const lengths: number[] = [];
  const points: number[] = [];
  const letterCounts = new Float64Array(alphabetSize);
  const firstCounts = new Float64Array(alphabetSize);
  const top: Array<{ rank: number; points: number }> = [];

  const depthLimit = 64;
  const nodeAt = new Int32Array(depthLimit);
  const edgeAt = new Int32Array(depthLimit);
  const pointsAt = new Int32Array(depthLimit);
  // Points before the last letter, when that letter lies alone and could still pair with the next.
  const openBase = new Int32Array(depthLimit).fill(-1);
  const letterAt = new Int32Array(depthLimit);

  let rank = 0;
  let depth = 0;
  nodeAt[0] = dawg.root;
  edgeAt[0] = firstEdge[dawg.root] as number;

  const countWords = (node: number, length: number, score: number): void => {
    const weight = weights[node] as number;
    if (weight === 0) return;
    lengths[length] = (lengths[length] ?? 0) + weight;
    points[score] = (points[score] ?? 0) + weight;
    for (let spelling = 0; spelling < weight; spelling += 1) {
      if (top.length < TOP_WORDS || score > (top[top.length - 1] as { points: number }).points) {
        // Walked in dictionary order, so an equal score never displaces an earlier word.
        let at = top.length;
        while (at > 0 && (top[at - 1] as { points: number }).points < score) at -= 1;
        top.splice(at, 0, { rank: rank + spelling, points: score });
        if (top.length > TOP_WORDS) top.pop();
      }
    }
    rank += weight;
  };

  countWords(dawg.root, 0, 0);
  while (depth >= 0) {
    const node = nodeAt[depth] as number;
    const edge = edgeAt[depth] as number;
    if (edge === (firstEdge[node + 1] as number)) {
      depth -= 1;
      continue;
    }
    edgeAt[depth] = edge + 1;
    const value = edges[edge] as number;
    const letter = value & 0xff;
    const child = value >>> 8;
    const below = counts[child] as number;
    letterCounts[letter] = (letterCounts[letter] as number) + below;
    if (depth === 0) firstCounts[letter] = (firstCounts[letter] as number) + below;

    const next = depth + 1;
    let score = (pointsAt[depth] as number) + (letterPoints[letter] as number);
    let open = pointsAt[depth] as number;
    if (hasPairs && depth > 0 && (openBase[depth] as number) >= 0) {
      const pairValue = pairPoints[(letterAt[depth] as number) * letterCount + letter] as number;
      if (pairValue >= 0) {
        score = (openBase[depth] as number) + pairValue;
        open = -1;
      }
    }
    nodeAt[next] = child;
    edgeAt[next] = firstEdge[child] as number;
    pointsAt[next] = score;
    openBase[next] = open;
    letterAt[next] = letter;
    depth = next;
    countWords(child, next, score);
  }

  const letters = new Map<string, number>();
  const firstLetters = new Map<string, number>();
  rules.alphabet.forEach((letter, index) => {
    letters.set(letter, letterCounts[index] as number);
    firstLetters.set(letter, firstCounts[index] as number);
  });
  const topWords = top.map(({ rank: wordRank, points: score }): TopWord => {
    const { word, folded } = dictionary.wordAt(wordRank);
    return { language: dictionary.language, rank: wordRank, word, length: [...folded].length, points: score };
  });
  return { words: dawg.wordCount, lengths: dense(lengths), points: dense(points), letters, firstLetters, topWords };
}

function dense(values: number[]): number[] {
  return Array.from(values, (value) => value ?? 0);
}

function addInto(target: number[], source: readonly number[]): void {
  source.forEach((value, index) => {
    target[index] = (target[index] ?? 0) + value;
  });
}

function addMap(target: Map<string, number>, source: ReadonlyMap<string, number>): void {
  for (const [key, value] of source) target.set(key, (target.get(key) ?? 0) + value);
}

/** Several languages as one: counts add up, letters merge by letter, the top words compete. */
export function mergeTallies(tallies: readonly DictionaryTally[]): DictionaryTally {
  const merged: DictionaryTally = { words: 0, lengths: [], points: [], letters: new Map(), firstLetters: new Map(), topWords: [] };
  for (const tally of tallies) {
    merged.words += tally.words;
    addInto(merged.lengths, tally.lengths);
    addInto(merged.points, tally.points);
    addMap(merged.letters, tally.letters);
    addMap(merged.firstLetters, tally.firstLetters);
    merged.topWords.push(...tally.topWords);
  }
  // A stable sort keeps language order, then dictionary order, among equal scores.
  merged.topWords = merged.topWords.sort((left, right) => right.points - left.points).slice(0, TOP_WORDS);
  merged.lengths = dense(merged.lengths);
  merged.points = dense(merged.points);
  return merged;
}
