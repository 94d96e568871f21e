import type { LanguageCode, UsageEvent } from '@lexicon/shared';
import { MemoryUsageStore } from '../src/data-access/memory-usage-store';
import { UsageAggregator } from '../src/domain/usage-aggregator';

/** A memory store that counts the reads that reach it. */
class CountedStore extends MemoryUsageStore {
  reads = 0;

  override languages(languages: readonly LanguageCode[], now: number): ReturnType<MemoryUsageStore['languages']> {
    this.reads += 1;
    return super.languages(languages, now);
  }
}

const oneSearch = (): UsageEvent => ({ language: 'en', tool: 'pattern', surface: 'rest', query: 'c?t', total: 4, duration_ms: 0.3, status: 200, at: Date.now() });

describe('usage figures read once and answered again for a moment', () => {
  it('reads the store once for requests within the reuse time, again after it, and at once after its own batch', async () => {
    const store = new CountedStore();
    const usage = new UsageAggregator(store, Date.now, 200);
    const [first, second] = await Promise.all([usage.language('en'), usage.language('en')]);
    expect(first).toEqual(second);
    expect((await usage.language('en')).requests).toBe(0);
    expect(store.reads).toBe(1);

    // This replica's own batch is seen by its next read.
    await usage.record([oneSearch()], 0);
    expect((await usage.language('en')).requests).toBe(1);
    expect(store.reads).toBe(2);

    // Another replica's batch (written to the store directly) shows once the reuse time has passed.
    await new UsageAggregator(store).record([oneSearch()], 0);
    expect((await usage.language('en')).requests).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await usage.language('en')).requests).toBe(2);
    expect(store.reads).toBe(3);
  });

  it('keeps no failed read: the next request asks the store again', async () => {
    const store = new CountedStore();
    let failing = true;
    const flaky = Object.assign(Object.create(store) as CountedStore, {
      languages: (languages: readonly LanguageCode[], now: number) => (failing ? Promise.reject(new Error('store away')) : store.languages(languages, now)),
    });
    const usage = new UsageAggregator(flaky, Date.now, 60_000);
    await expect(usage.language('en')).rejects.toThrow('Usage figures are unavailable');
    failing = false;
    expect((await usage.language('en')).requests).toBe(0);
  });
});
