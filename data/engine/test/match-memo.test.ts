import { MatchMemo } from '../src/search/match-memo';

describe('match memo', () => {
  it('remembers counts per (node, state) for the generation that wrote them, in rows and in the table', () => {
    const memo = new MatchMemo();
    const generation = memo.begin(10);
    memo.set(3, 0, 7, generation);
    memo.set(3, 5, 11, generation);
    expect(memo.get(3, 0, generation)).toBe(7);
    expect(memo.get(3, 5, generation)).toBe(11);
    expect(memo.get(4, 5, generation)).toBe(-1);
  });

  it('when a new counter begins, it sees none of the earlier counts', () => {
    const memo = new MatchMemo();
    const first = memo.begin(10);
    memo.set(2, 0, 1, first);
    memo.set(2, 9, 2, first);
    const second = memo.begin(10);
    expect(memo.get(2, 0, second)).toBe(-1);
    expect(memo.get(2, 9, second)).toBe(-1);
  });

  it('an older counter still busy reads its own counts, never a newer one\'s, and adds none to the table', () => {
    const memo = new MatchMemo();
    const older = memo.begin(10);
    memo.set(1, 0, 5, older);
    const newer = memo.begin(10);
    memo.set(1, 0, 6, newer);
    memo.set(1, 4, 8, newer);
    expect(memo.get(1, 0, older)).toBe(-1);
    expect(memo.get(1, 4, older)).toBe(-1);
    memo.set(1, 4, 9, older);
    expect(memo.get(1, 4, older)).toBe(-1);
    expect(memo.get(1, 4, newer)).toBe(8);
  });

  it('grows past its first size without losing counts, and serves a larger DAWG after a smaller one', () => {
    const memo = new MatchMemo();
    memo.begin(10);
    const generation = memo.begin(100_000);
    for (let node = 0; node < 100_000; node += 1) memo.set(node, 2 + (node % 3), node * 2, generation);
    memo.set(99_999, 1, 42, generation);
    for (let node = 0; node < 100_000; node += 7) expect(memo.get(node, 2 + (node % 3), generation)).toBe(node * 2);
    expect(memo.get(99_999, 1, generation)).toBe(42);
  });
});
