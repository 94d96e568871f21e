import { retryDelay, type UsageBatchSender, UsageEmitter } from '../../src';
import type { UsageBatch, UsageEvent } from '@lexicon/shared';

const event = (query: string): UsageEvent => ({ language: 'en', tool: 'pattern', surface: 'rest', query, total: 1, duration_ms: 0.2, status: 200, at: Date.now() });
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A receiver that fails while `down` is set and keeps what it received, with when each attempt came. */
function receiver() {
  const state = { down: false, batches: [] as UsageBatch[], attempts: [] as number[] };
  const send: UsageBatchSender = async (batch) => {
    state.attempts.push(performance.now());
    if (state.down) throw new Error('connection refused');
    state.batches.push(structuredClone(batch));
    return 'delivered';
  };
  const queries = (): string[] => state.batches.flatMap((batch) => batch.events.map((item) => item.query));
  return { state, send, queries };
}

const options = { source: 'test', capacity: 10, batchSize: 4, flushIntervalMs: 20, retryBaseMs: 40, retryMaxMs: 160 };
let emitters: UsageEmitter[] = [];
const emitterWith = (send: UsageBatchSender, overrides: Partial<typeof options> = {}): UsageEmitter => {
  const emitter = new UsageEmitter({ ...options, ...overrides, send });
  emitters.push(emitter);
  return emitter;
};
afterEach(async () => {
  await Promise.all(emitters.map((emitter) => emitter.stop().catch(() => undefined)));
  emitters = [];
});

describe('the usage emitter', () => {
  it('waits 1, 2, 4 … times the base after failures in a row, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 40].map((failures) => retryDelay(failures, 100, 1000))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it('records without waiting and delivers every event in batches of at most batchSize, in order', async () => {
    const { state, send, queries } = receiver();
    const emitter = emitterWith(send);
    for (let i = 0; i < 9; i += 1) emitter.record(event(`q${i}`));
    await sleep(100);
    expect(queries()).toEqual(Array.from({ length: 9 }, (_, i) => `q${i}`));
    expect(state.batches.every((batch) => batch.events.length <= options.batchSize)).toBe(true);
    expect(emitter.status()).toMatchObject({ queued: 0, dropped: 0, delivered: 9, failures: 0 });
  });

  it('while the receiver is away, keeps the newest events within capacity, counts the rest, and reports them when it returns', async () => {
    const { state, send, queries } = receiver();
    state.down = true;
    const emitter = emitterWith(send);
    for (let i = 0; i < 25; i += 1) emitter.record(event(`q${i}`));
    await sleep(60);
    expect(emitter.status().queued).toBeLessThanOrEqual(options.capacity);
    expect(emitter.status().failures).toBeGreaterThan(0);
    expect(emitter.status().dropped).toBe(15);
    state.down = false;
    await sleep(400);
    expect(queries()).toEqual(Array.from({ length: 10 }, (_, i) => `q${i + 15}`));
    expect(state.batches.reduce((sum, batch) => sum + (batch.dropped ?? 0), 0)).toBe(15);
    expect(emitter.status()).toMatchObject({ queued: 0, dropped: 15, delivered: 10, failures: 0 });
  });

  it('sends a failed batch again as it was, under the same id, while newer events wait for the next', async () => {
    // The receiver applies the first try and is cut off before answering: the sender sees a failure.
    const received: UsageBatch[] = [];
    let cutOff = true;
    const emitter = emitterWith(async (batch) => {
      received.push(structuredClone(batch));
      if (cutOff) {
        cutOff = false;
        throw new Error('socket hang up');
      }
      return 'delivered';
    });
    for (let i = 0; i < 4; i += 1) emitter.record(event(`q${i}`));
    await sleep(5);
    emitter.record(event('q4'));
    await sleep(200);
    const [first, again, next] = received;
    expect(again).toEqual(first);
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.events.map((item) => item.query)).toEqual(['q0', 'q1', 'q2', 'q3']);
    expect(next?.events.map((item) => item.query)).toEqual(['q4']);
    expect(next?.id).not.toBe(first?.id);
    expect(emitter.status()).toMatchObject({ queued: 0, delivered: 5, failures: 0 });
  });

  it('backs off exponentially between failed deliveries', async () => {
    const { state, send } = receiver();
    state.down = true;
    const emitter = emitterWith(send, { retryBaseMs: 30, retryMaxMs: 1000 });
    for (let i = 0; i < 4; i += 1) emitter.record(event(`q${i}`));
    await sleep(30 + 60 + 120 + 80);
    const gaps = state.attempts.slice(1).map((at, index) => at - (state.attempts[index] as number));
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    // Timers may fire a little late, never early: each wait at least the doubled delay.
    expect(gaps[0]).toBeGreaterThanOrEqual(29);
    expect(gaps[1]).toBeGreaterThanOrEqual(59);
    expect(gaps[2]).toBeGreaterThanOrEqual(119);
    expect(emitter.status().queued).toBe(4);
  });

  it('drops a batch the receiver refuses as invalid instead of sending it forever', async () => {
    const sent: UsageBatch[] = [];
    const emitter = emitterWith(async (batch) => {
      sent.push(batch);
      return 'rejected';
    });
    emitter.record(event('q'));
    await sleep(60);
    expect(sent).toHaveLength(1);
    expect(emitter.status()).toMatchObject({ queued: 0, rejected: 1, delivered: 0, failures: 0 });
  });

  it('never lets a failing sender reach the caller', async () => {
    const emitter = emitterWith(() => {
      throw new Error('boom');
    });
    expect(() => emitter.record(event('q'))).not.toThrow();
    await sleep(40);
    expect(emitter.status()).toMatchObject({ queued: 1, failures: 1 });
  });
});
