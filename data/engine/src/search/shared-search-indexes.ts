import type { Dictionary } from '../dictionary';
import { adoptLengthMasks, lengthMasks } from '../families/length-masks';
import { adoptAnagramTables, type AnagramTableParts, anagramTableParts, anagramTablesOf } from './anagram-tables';
import { adoptBlankRackOrder, type BlankRackOrder, blankRackOrderOf } from './blank-rack-order';
import { adoptLetterIndex, letterIndexOf, type LetterIndexParts } from './letter-index';
import { adoptLetterPairCounts, keptLetterPairCounts, type LetterPairCounts } from './letter-pair-tables';
import { adoptPathSignatures, type PathSignatures } from './path-signatures';
import { adoptRankQuantiles, forwardSignatures, rankQuantilesOf, reverseSignatures } from './pattern-indexes';
import { adoptRackLetterBits, type RackLetterBits, rackLetterBitsOf } from './rack-letter-bits';
import type { RankQuantilesParts } from './rank-quantiles';

/**
 * Every index a dictionary's searches use, built once per process: their large arrays live in
 * SharedArrayBuffers, so a worker thread handed this object (postMessage shares such memory) adopts
 * them instead of building its own copy. Each thread used to build its own: about 260 MB for the
 * twelve lists, twice with the heavy lane's worker.
 */
export interface SharedSearchIndexes {
  rankQuantiles: RankQuantilesParts;
  /** Absent for lists too large to have one (letter-index.ts). */
  letterIndex: LetterIndexParts | null;
  forwardSignatures: PathSignatures;
  reverseSignatures: PathSignatures;
  anagramTables: AnagramTableParts;
  blankRackOrder: BlankRackOrder;
  /** Absent, like the letter index, for lists too large to keep them (letter-pair-tables.ts). */
  letterPairCounts: LetterPairCounts | null;
  /** Absent for lists too large to keep them (rack-letter-bits.ts). */
  rackLetterBits: RackLetterBits | null;
  /** The lengths of the words below each node of the DAWG and of the reversed one (families/length-masks.ts). */
  lengthMasks: { forward: Uint32Array; reverse: Uint32Array };
}

/** The dictionary's indexes, building those not built yet (what the service's warm-up does for each language). */
export function sharedSearchIndexesOf(dictionary: Dictionary): SharedSearchIndexes {
  const tables = anagramTablesOf(dictionary);
  const blankRackOrder = blankRackOrderOf(dictionary, tables);
  return {
    rankQuantiles: rankQuantilesOf(dictionary).parts,
    letterIndex: letterIndexOf(dictionary)?.parts ?? null,
    forwardSignatures: forwardSignatures(dictionary),
    reverseSignatures: reverseSignatures(dictionary),
    anagramTables: anagramTableParts(dictionary),
    blankRackOrder,
    letterPairCounts: keptLetterPairCounts(dictionary),
    rackLetterBits: rackLetterBitsOf(dictionary, tables, blankRackOrder),
    lengthMasks: { forward: lengthMasks(dictionary.dawg), reverse: lengthMasks(dictionary.reverseDawg) },
  };
}

/**
 * Makes another thread's indexes (`sharedSearchIndexesOf` there, over the same artifact) this
 * dictionary's. An index this thread has already built is kept: either answers the same.
 */
export function adoptSearchIndexes(dictionary: Dictionary, indexes: SharedSearchIndexes): void {
  adoptRankQuantiles(dictionary, indexes.rankQuantiles);
  if (indexes.letterIndex !== null) adoptLetterIndex(dictionary, indexes.letterIndex);
  adoptPathSignatures(dictionary.dawg, indexes.forwardSignatures);
  adoptPathSignatures(dictionary.reverseDawg, indexes.reverseSignatures);
  adoptAnagramTables(dictionary, indexes.anagramTables);
  adoptBlankRackOrder(dictionary, indexes.blankRackOrder);
  if (indexes.letterPairCounts !== null) adoptLetterPairCounts(dictionary, indexes.letterPairCounts);
  if (indexes.rackLetterBits !== null) adoptRackLetterBits(dictionary, indexes.rackLetterBits);
  adoptLengthMasks(dictionary.dawg, indexes.lengthMasks.forward);
  adoptLengthMasks(dictionary.reverseDawg, indexes.lengthMasks.reverse);
}

/** Each index's bytes, as the benchmark states them per language. */
export function searchIndexBytes(indexes: SharedSearchIndexes): Record<string, number> {
  const sum = (...arrays: ArrayBufferView[]): number => arrays.reduce((total, array) => total + array.byteLength, 0);
  const { rankQuantiles, letterIndex, forwardSignatures: forward, reverseSignatures: reverse, anagramTables, blankRackOrder, letterPairCounts, rackLetterBits, lengthMasks: masks } = indexes;
  return {
    'rank quantiles': sum(rankQuantiles.bits, rankQuantiles.zeros),
    'letter index': letterIndex === null ? 0 : sum(...letterIndex.hasLetter, ...letterIndex.atLeast),
    'forward signatures': sum(forward.bits, forward.adjacentBit, forward.orderedBit),
    'reverse signatures': sum(reverse.bits, reverse.adjacentBit, reverse.orderedBit),
    'anagram tables': sum(anagramTables.edgeLettersLow, anagramTables.edgeLettersHigh, anagramTables.edgeRankOffsets, anagramTables.lengthsBelow.offsets, anagramTables.lengthsBelow.counts),
    'blank-rack order': sum(blankRackOrder.ranks, blankRackOrder.bucketStarts),
    'letter-pair counts': letterPairCounts === null ? 0 : sum(letterPairCounts.adjacent, letterPairCounts.ordered, letterPairCounts.orderedTriples),
    'rack letter bits': rackLetterBits === null ? 0 : sum(...rackLetterBits.once, ...rackLetterBits.twice),
    'length masks': sum(masks.forward, masks.reverse),
  };
}
