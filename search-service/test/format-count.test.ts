import { formatCount } from '../src/domain/search-page';

describe('counts in descriptions', () => {
  it('reads as en-US Intl formatting does, below, at and above the fast path', () => {
    const intl = new Intl.NumberFormat('en-US');
    const counts = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 123_456, 3_000_000, 2 ** 31, -1, -999, 1.5, 999.5];
    for (let i = 0; i < 5000; i += 1) counts.push(i, Math.floor(Math.random() * 10 ** (1 + (i % 9))));
    for (const count of counts) expect(formatCount(count)).toBe(intl.format(count));
  });
});
