import { runFuzz } from '../src/fuzz/fuzz-runner';
import { processProblems, snapshot, startFuzzSystem } from '../src/fuzz/fuzz-system';
import type { LocalSystem } from '@lexicon/local-system';

/**
 * A bounded slice of `npm run fuzz`: 2,000 generated requests (seeded, so every run sends the same
 * ones) at REST, MCP, chat and the HTTP parser of the real processes. Every answer must be the envelope
 * with CORS and no 5xx; every process must still run, its memory within the bound.
 */
describe('the fuzzer, a 2,000-request slice', () => {
  let system: LocalSystem;
  beforeAll(async () => {
    system = await startFuzzSystem();
  }, 60_000);
  afterAll(() => system?.stop());

  it('gets the envelope with CORS and no 5xx for every case, and leaves every process running', async () => {
    const before = await snapshot(system);
    const report = await runFuzz({ baseUrl: system.gatewayUrl, seed: 20_261_125, requests: 2_000, concurrency: 8 });
    const after = await snapshot(system);
    expect(report.failures.slice(0, 5)).toEqual([]);
    expect(Object.keys(report.byStatus).filter((status) => Number(status) >= 500)).toEqual([]);
    expect(processProblems(before, after)).toEqual([]);
    // The slice reaches every surface.
    expect(Math.min(...Object.values(report.bySurface))).toBeGreaterThan(100);
  }, 50_000);
});
