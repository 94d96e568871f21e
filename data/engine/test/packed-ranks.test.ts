import { PACKED_RANK_LIMIT, packedLength, packedRankAt, packedRanks, setPackedRank, unpackRanks } from '../src/packed-ranks';

/** `ranks` packed, one `setPackedRank` each, as the builders write them. */
function packRanks(ranks: ArrayLike<number>): Uint8Array {
  const packed = packedRanks(ranks.length);
  for (let index = 0; index < ranks.length; index += 1) setPackedRank(packed, index, ranks[index] as number);
  return packed;
}

describe('packed ranks', () => {
  it('reads back every rank written, the largest that fits included', () => {
    const ranks = [0, 1, 255, 256, 65_535, 65_536, 4_017_056, PACKED_RANK_LIMIT - 1, 12_345_678];
    const packed = packRanks(ranks);
    expect(packed.byteLength).toBe(3 * ranks.length);
    expect(packedLength(packed)).toBe(ranks.length);
    expect(ranks.map((_, index) => packedRankAt(packed, index))).toEqual(ranks);
    expect([...unpackRanks(packed)]).toEqual(ranks);
    expect([...unpackRanks(packed, 2, 5)]).toEqual(ranks.slice(2, 5));
  });

  it('agrees with a Uint32Array over many random ranks', () => {
    let state = 7;
    const next = (): number => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) % PACKED_RANK_LIMIT;
    const ranks = Uint32Array.from({ length: 10_000 }, next);
    expect(unpackRanks(packRanks(ranks))).toEqual(ranks);
  });

  it('refuses a rank that does not fit in three bytes, or a negative one', () => {
    const packed = packedRanks(1);
    expect(() => setPackedRank(packed, 0, PACKED_RANK_LIMIT)).toThrow(RangeError);
    expect(() => setPackedRank(packed, 0, -1)).toThrow(RangeError);
  });
});
