import { RefusalPacer } from '../../src/rate-limit/refusal-pacer';

describe('the refusal pacer', () => {
  it('holds back a client\'s refusals after its free ones, per client, until its window ends', () => {
    const pacer = new RefusalPacer({ freeRefusals: 2, delayMs: 700, maxClients: 100 });
    expect([1, 2, 3, 4].map(() => pacer.delayFor('a', 60))).toEqual([0, 0, 700, 700]);
    expect(pacer.delayFor('b', 60)).toBe(0);
    const ended = new RefusalPacer({ freeRefusals: 1, delayMs: 700, maxClients: 100 });
    expect([ended.delayFor('c', 0), ended.delayFor('c', 0)]).toEqual([0, 0]);
  });

  it('remembers at most maxClients, forgetting the oldest', () => {
    const pacer = new RefusalPacer({ freeRefusals: 1, delayMs: 700, maxClients: 2 });
    pacer.delayFor('a', 60);
    pacer.delayFor('b', 60);
    pacer.delayFor('c', 60);
    // 'a' was forgotten: its count starts again; 'c' is still remembered.
    expect(pacer.delayFor('a', 60)).toBe(0);
    expect(pacer.delayFor('c', 60)).toBe(700);
  });
});
