import { parseQueryParameters, patternSearchParametersSchema } from '@lexicon/shared';
import { patternParametersOf } from '../src/routes/pattern-parameters';

/** A small deterministic generator, so a failure names the seed that made it. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const VALUES: Record<string, readonly unknown[]> = {
  lang: ['en', 'pl', 'da', 'xx', 'EN', '', ' en', ['en', 'pl']],
  pattern: ['c?t', '*ab*', 'a', '', 'ż?ł', 'cafe\u0301', 'x'.repeat(256), 'x'.repeat(257), 'a\tb', '\u007f', ['c?t', 'd?g']],
  contains: ['', 'ab', 'ść', 'x'.repeat(300), ['a', 'b']],
  excludes: ['', 'z', 'e\u0301', ['a']],
  limit: ['20', '1', '0', '-1', '1000', '1001', '020', '999999999', '9999999999', '2.5', '', 'ten', ['5', '6']],
  offset: ['0', '5', '-1', '000', '1000000000', '1000000001', '99999999999', '', 'x', ['1', '2']],
  hooks: ['true', 'false', 'yes'],
  common: ['true', 'maybe'],
  sort: ['points', 'length', 'nonsense'],
  dict: ['full', 'small', 'huge'],
  other: ['1'],
};

/** What the schema makes of a query: its parameters, or the error it refuses it with. */
function outcome(read: () => unknown): unknown {
  try {
    return { parameters: read() };
  } catch (error: unknown) {
    return { error: { ...(error as object), message: (error as Error).message } };
  }
}

describe('the pattern parameters read without zod', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('equal what the schema reads, or the schema refuses, on generated queries (seed %i)', (seed) => {
    const next = random(seed);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    for (let i = 0; i < 2000; i += 1) {
      const query: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
      // Mostly the plain shapes of the fast path, often one field off it.
      if (next() < 0.95) query.lang = next() < 0.8 ? 'en' : pick(VALUES.lang as unknown[]);
      if (next() < 0.95) query.pattern = next() < 0.7 ? pick(['c?t', '*ab*', 'a', 's????']) : pick(VALUES.pattern as unknown[]);
      for (const key of ['contains', 'excludes', 'limit', 'offset', 'hooks', 'common', 'sort', 'dict', 'other']) {
        if (next() < (['hooks', 'common', 'sort', 'dict', 'other'].includes(key) ? 0.05 : 0.3)) query[key] = pick(VALUES[key] as unknown[]);
      }
      expect(outcome(() => patternParametersOf(query))).toStrictEqual(outcome(() => parseQueryParameters(patternSearchParametersSchema, query)));
    }
  });

  it('reads the common query as the schema does, key for key', () => {
    const query = { lang: 'en', pattern: 'c?t', limit: '20' };
    expect(patternParametersOf(query)).toStrictEqual(parseQueryParameters(patternSearchParametersSchema, query));
    expect(Object.keys(patternParametersOf(query))).toEqual(Object.keys(parseQueryParameters(patternSearchParametersSchema, query)));
  });
});
