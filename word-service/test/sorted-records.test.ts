import fc from 'fast-check';
import { compareCodePoints, SortedRecords } from '../src/tables/sorted-records';

/** Keys from every range UTF-8 orders differently from UTF-16 units: ASCII, Latin-1, Polish, CJK, U+E000–U+FFFF and beyond U+FFFF. */
const ALPHABET = ['a', 'b', 'z', '_', "'", '.', 'é', 'ß', 'ł', 'ą', '語', '\ue000', '\uffee', '😀', '𝒜'];
const keyArbitrary = fc.array(fc.constantFrom(...ALPHABET), { minLength: 0, maxLength: 6 }).map((chars) => chars.join(''));

describe('SortedRecords', () => {
  it('finds every key of a Map with its value, and none of the keys the Map lacks', () => {
    fc.assert(
      fc.property(fc.dictionary(keyArbitrary, fc.string()), fc.array(keyArbitrary), (object, others) => {
        const map = new Map(Object.entries(object));
        const table = SortedRecords.of(map);
        expect(table.size).toBe(map.size);
        for (const [key, value] of map) expect(table.get(key)).toBe(value);
        for (const key of others) {
          expect(table.get(key)).toBe(map.get(key));
          expect(table.has(key)).toBe(map.has(key));
        }
      }),
    );
  });

  it('keeps its records in the order of their UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.uniqueArray(keyArbitrary), (keys) => {
        const table = SortedRecords.of(keys.map((key) => [key, key.toUpperCase()]));
        const stored = [...table.entries()].map(([key]) => key);
        expect(stored).toEqual([...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b))));
        expect([...table.entries()].map(([, value]) => value)).toEqual(stored.map((key) => key.toUpperCase()));
      }),
    );
  });

  it('orders strings by code point, as UTF-8 does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(Math.sign(compareCodePoints(a, b))).toBe(Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b))));
      }),
    );
    expect(compareCodePoints('\uffee', '😀')).toBeLessThan(0);
    expect('\uffee' < '😀').toBe(false);
  });

  it('tells a key from its prefixes and extensions, the empty key included', () => {
    const table = SortedRecords.of([
      ['', 'empty'],
      ['ab', '2'],
      ['abc', '3'],
      ['b', ''],
    ]);
    expect(['', 'a', 'ab', 'abc', 'abcd', 'b', 'ba'].map((key) => table.get(key))).toEqual(['empty', undefined, '2', '3', undefined, '', undefined]);
  });

  it('finds keys longer than its scratch space', () => {
    const long = 'ł'.repeat(2000);
    const table = SortedRecords.of([
      [long, 'long'],
      [`${long}a`, 'longer'],
    ]);
    expect(table.get(long)).toBe('long');
    expect(table.get(`${long}a`)).toBe('longer');
    expect(table.get(long.slice(1))).toBeUndefined();
  });

  it('survives the trip to another thread as parts', () => {
    const table = SortedRecords.of([
      ['kot', 'cat'],
      ['żółw', 'tortoise'],
    ]);
    const copy = SortedRecords.fromParts(structuredClone(table.parts()));
    expect([...copy.entries()]).toEqual([...table.entries()]);
    expect(copy.get('żółw')).toBe('tortoise');
  });

  it('refuses keys it could not find again, and answers no for a lone surrogate', () => {
    expect(() => SortedRecords.of([['a\u0000b', '']])).toThrow(/NUL/);
    expect(() => SortedRecords.of([['\ud800', '']])).toThrow(/surrogate/);
    expect(() =>
      SortedRecords.of([
        ['a', '1'],
        ['a', '2'],
      ]),
    ).toThrow(/twice/);
    expect(SortedRecords.of([['\ufffd', 'replacement']]).get('\ud800')).toBeUndefined();
  });
});
