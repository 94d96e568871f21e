import fc from 'fast-check';
import { type PositionRange, RankQuantiles } from '../src/search/rank-quantiles';

/**
 * The wavelet matrix against the plainest answer: the values at the ranges' positions, sorted.
 */

function valuesIn(values: Uint32Array, ranges: ReadonlyArray<PositionRange>): number[] {
  const picked: number[] = [];
  for (const [start, end] of ranges) for (let i = start; i < end; i += 1) picked.push(values[i] as number);
  return picked.sort((a, b) => a - b);
}

function expectSameAnswers(values: Uint32Array, valueLimit: number, ranges: ReadonlyArray<PositionRange>, probes: number[]): void {
  const quantiles = new RankQuantiles(values, valueLimit);
  const sorted = valuesIn(values, ranges);
  for (let k = 0; k < sorted.length; k += Math.max(1, Math.floor(sorted.length / 40))) {
    expect(quantiles.kthSmallest(ranges, k)).toBe(sorted[k]);
  }
  if (sorted.length > 0) expect(quantiles.kthSmallest(ranges, sorted.length - 1)).toBe(sorted[sorted.length - 1]);
  for (const value of [-1, 0, 1, valueLimit - 1, valueLimit, valueLimit + 1, ...probes]) {
    expect(quantiles.countBelow(ranges, value)).toBe(sorted.filter((candidate) => candidate < value).length);
  }
  for (const from of [0, ...probes]) {
    for (const limit of [0, 1, 7, sorted.length + 1]) {
      expect(quantiles.valuesInOrder(ranges, from, limit)).toEqual(sorted.filter((candidate) => candidate >= from).slice(0, limit));
    }
  }
}

/** Random disjoint ranges over [0, length): consecutive pairs of sorted cut points, possibly empty or touching, shuffled. */
function rangesArbitrary(length: number): fc.Arbitrary<PositionRange[]> {
  return fc
    .array(fc.integer({ min: 0, max: length }), { maxLength: 24 })
    .map((cuts) => {
      const sorted = [...cuts].sort((a, b) => a - b);
      const ranges: PositionRange[] = [];
      for (let i = 0; i + 1 < sorted.length; i += 2) ranges.push([sorted[i] as number, sorted[i + 1] as number]);
      return ranges;
    })
    .chain((ranges) => fc.shuffledSubarray(ranges, { minLength: ranges.length, maxLength: ranges.length }));
}

/** A permutation of 0..length-1, as the order of random keys. */
function permutationArbitrary(length: number): fc.Arbitrary<Uint32Array> {
  return fc.array(fc.integer(), { minLength: length, maxLength: length }).map((keys) => {
    const order = Array.from({ length }, (_, i) => i).sort((a, b) => (keys[a] as number) - (keys[b] as number) || a - b);
    return Uint32Array.from(order);
  });
}

interface Scenario {
  values: Uint32Array;
  valueLimit: number;
  ranges: PositionRange[];
  probes: number[];
}

function scenarioArbitrary(valuesFor: (length: number) => fc.Arbitrary<{ values: Uint32Array; valueLimit: number }>): fc.Arbitrary<Scenario> {
  return fc
    .oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 5000 }), fc.constantFrom(1, 2, 256, 1024, 4096))
    .chain((length) =>
      valuesFor(length).chain(({ values, valueLimit }) =>
        fc.record({
          values: fc.constant(values),
          valueLimit: fc.constant(valueLimit),
          ranges: fc.oneof(rangesArbitrary(length), fc.constant<PositionRange[]>([[0, length]])),
          probes: fc.array(fc.integer({ min: 0, max: valueLimit }), { maxLength: 4 }),
        }),
      ),
    );
}

const permutations = scenarioArbitrary((length) =>
  permutationArbitrary(length).map((values) => ({ values, valueLimit: length })),
);

const valueArrays = scenarioArbitrary((length) =>
  fc
    .oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(1, 2, 16, 1024, 2 ** 20, 2 ** 31, 2 ** 32 - 1, 2 ** 32))
    .chain((valueLimit) =>
      fc
        .array(fc.integer({ min: 0, max: valueLimit - 1 }), { minLength: length, maxLength: length })
        .map((values) => ({ values: Uint32Array.from(values), valueLimit })),
    ),
);

describe('RankQuantiles', () => {
  it.each<[string, number[], number, PositionRange[]]>([
    ['an array of one value (N = 1)', [0], 1, [[0, 1]]],
    ['an array of one value, its range empty', [0], 1, [[0, 0]]],
    ['no range at all', [3, 1, 2, 0], 4, []],
    ['the whole array, a permutation of 4 values', [3, 1, 2, 0], 4, [[0, 4]]],
    ['the whole array, a permutation of 5 values', [4, 0, 3, 1, 2], 5, [[0, 5]]],
    ['single-position ranges given out of order', [4, 0, 3, 1, 2], 5, [[4, 5], [0, 1], [2, 3]]],
    ['touching ranges with empty ones among them', [4, 0, 3, 1, 2], 5, [[3, 5], [1, 1], [0, 3], [5, 5]]],
    ['repeated values', [2, 2, 0, 2, 1, 0, 2], 3, [[0, 2], [3, 7]]],
    ['values at the top of 32 bits', [2 ** 32 - 1, 0, 2 ** 31, 2 ** 31 - 1, 7], 2 ** 32, [[0, 5]]],
    ['a value limit far above every value', [1, 5, 3], 1000, [[1, 3]]],
    ['ranges across rank blocks of 256 bits', Array.from({ length: 700 }, (_, i) => (i * 379) % 700), 700, [[5, 300], [256, 256], [511, 513], [600, 700]]],
  ])('for %s, every answer is the brute-force one', (_name, values, valueLimit, ranges) => {
    expectSameAnswers(Uint32Array.from(values), valueLimit, ranges, [2, 3, Math.floor(valueLimit / 2)]);
  });

  it('holds nothing when the array is empty', () => {
    const quantiles = new RankQuantiles(new Uint32Array(0), 0);
    expect(quantiles.countBelow([[0, 0]], 5)).toBe(0);
    expect(quantiles.valuesInOrder([], 0, 10)).toEqual([]);
    expect(() => quantiles.kthSmallest([], 0)).toThrow(RangeError);
  });

  it('matches the brute force on random permutations and random disjoint ranges', () => {
    fc.assert(
      fc.property(permutations, ({ values, valueLimit, ranges, probes }) => expectSameAnswers(values, valueLimit, ranges, probes)),
      { numRuns: 150 },
    );
  });

  it('matches the brute force on random values with repeats, up to 32 bits', () => {
    fc.assert(
      fc.property(valueArrays, ({ values, valueLimit, ranges, probes }) => expectSameAnswers(values, valueLimit, ranges, probes)),
      { numRuns: 150 },
    );
  });

  it('uses levels bits per value and 12.5 % more for the rank directory', () => {
    const length = 1 << 16;
    const quantiles = new RankQuantiles(new Uint32Array(length), length);
    expect(quantiles.levels).toBe(16);
    expect(quantiles.byteLength).toBeLessThanOrEqual(Math.ceil(16 * 1.125 * (length + 256) / 8) + 16 * 4);
  });

  describe('rejects what would give a wrong answer', () => {
    const quantiles = new RankQuantiles(Uint32Array.from([4, 0, 3, 1, 2]), 5);

    it.each<[string, PositionRange[], number]>([
      ['k is negative', [[0, 5]], -1],
      ['k is the size of the ranges', [[0, 2], [3, 5]], 4],
      ['k is not an integer', [[0, 5]], 1.5],
      ['the ranges are empty', [[2, 2]], 0],
    ])('when %s, kthSmallest throws a RangeError', (_name, ranges, k) => {
      expect(() => quantiles.kthSmallest(ranges, k)).toThrow(RangeError);
    });

    it.each<[string, PositionRange[]]>([
      ['ranges overlap', [[0, 3], [2, 4]]],
      ['ranges overlap, given out of order', [[2, 4], [0, 3]]],
      ['a range ends past the array', [[3, 6]]],
      ['a range starts before the array', [[-1, 2]]],
      ['a range ends before it starts', [[3, 2]]],
      ['a bound is not an integer', [[0, 2.5]]],
    ])('when %s, every query throws a RangeError', (_name, ranges) => {
      expect(() => quantiles.kthSmallest(ranges, 0)).toThrow(RangeError);
      expect(() => quantiles.countBelow(ranges, 3)).toThrow(RangeError);
      expect(() => quantiles.valuesInOrder(ranges, 0, 3)).toThrow(RangeError);
    });

    it('when a value is not below the value limit, building throws a RangeError', () => {
      expect(() => new RankQuantiles(Uint32Array.from([0, 5, 1]), 5)).toThrow(RangeError);
      expect(() => new RankQuantiles(Uint32Array.from([0]), 0)).toThrow(RangeError);
    });

    it('when the value limit is not an integer from 0 to 2^32, building throws a RangeError', () => {
      expect(() => new RankQuantiles(new Uint32Array(0), -1)).toThrow(RangeError);
      expect(() => new RankQuantiles(new Uint32Array(0), 2 ** 32 + 1)).toThrow(RangeError);
      expect(() => new RankQuantiles(new Uint32Array(0), 2.5)).toThrow(RangeError);
    });
  });
});
