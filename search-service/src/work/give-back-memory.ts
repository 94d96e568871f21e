type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };

/**
 * One full collection once a thread's warm-up is done: the warm-up leaves garbage (the word lists'
 * strings, the index builders' buffers) that the young-generation collections of a lightly loaded
 * service would keep resident for a long while. It is the collection V8 makes as a last resort before
 * running out of memory, which also gives back the pages the heap no longer needs (a young generation
 * grown by the warm-up's allocations): the event loop's and the heavy-lane worker's together about
 * 40 MB less at ready than one regular full collection in the event loop alone
 * (`npm run bench:search -- --service-memory`, docs/capacity.md). The service runs with --expose-gc for
 * this (search-service/package.json start, its Dockerfile, the local system); without it, nothing happens.
 */
export function giveBackWarmUpMemory(): void {
  (globalThis as { gc?: (options: GcOptions) => void }).gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
