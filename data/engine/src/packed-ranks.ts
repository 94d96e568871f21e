/**
 * Word ranks three bytes apiece, little-endian, in a plain Uint8Array (so that it can live in a
 * SharedArrayBuffer, or in the artifact's bytes, and cross to a worker thread as it is). A list holds
 * fewer than 2^24 (16.7 million) words, the largest about four million: in a Uint32Array the fourth
 * byte of every rank is zero. The arrays that hold one rank per word (the reversed words' forward
 * ranks, dictionary.ts; the order of racks of blanks, search/blank-rack-order.ts) take a quarter less,
 * 17 MB each over the twelve lists, for a read of three bytes instead of one word.
 */

/** Ranks must be below this to be packed. */
export const PACKED_RANK_LIMIT = 2 ** 24;
const BYTES_PER_RANK = 3;

/** How many ranks `packed` holds. */
export function packedLength(packed: Uint8Array): number {
  return packed.length / BYTES_PER_RANK;
}

/** The rank at `index`. */
export function packedRankAt(packed: Uint8Array, index: number): number {
  const at = index * BYTES_PER_RANK;
  return (packed[at] as number) | ((packed[at + 1] as number) << 8) | ((packed[at + 2] as number) << 16);
}

/** Writes `rank` at `index`; ranks at or past `PACKED_RANK_LIMIT` are refused. */
export function setPackedRank(packed: Uint8Array, index: number, rank: number): void {
  if (!(rank >= 0 && rank < PACKED_RANK_LIMIT)) throw new RangeError(`rank ${rank} does not fit in ${BYTES_PER_RANK} bytes`);
  const at = index * BYTES_PER_RANK;
  packed[at] = rank & 0xff;
  packed[at + 1] = (rank >>> 8) & 0xff;
  packed[at + 2] = rank >>> 16;
}

/** Room for `length` ranks, made by `make` (a plain or a shared Uint8Array of that many bytes). */
export function packedRanks(length: number, make: (bytes: number) => Uint8Array = (bytes) => new Uint8Array(bytes)): Uint8Array {
  return make(length * BYTES_PER_RANK);
}

/** The ranks from `from` to `to` (exclusive) as a Uint32Array, for code that needs them as one. */
export function unpackRanks(packed: Uint8Array, from = 0, to = packedLength(packed)): Uint32Array {
  const ranks = new Uint32Array(Math.max(0, to - from));
  for (let index = from; index < to; index += 1) ranks[index - from] = packedRankAt(packed, index);
  return ranks;
}
