import { Counter, Registry } from 'prom-client';
import { SeriesTally } from '../src/metrics/series-tally';

const LABELS = ['route', 'method', 'status', 'surface'] as const;
type Label = (typeof LABELS)[number];

/** A small deterministic generator, so a failure names the seed that made it. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('a counter kept in a series tally', () => {
  it.each([1, 2, 3, 4, 5])('scrapes as prom-client counting every increment itself would (seed %i), scrape after scrape', async (seed) => {
    const next = random(seed);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    const plainRegistry = new Registry();
    const tallyRegistry = new Registry();
    const plain = new Counter({ name: 'requests_total', help: 'h', labelNames: LABELS, registers: [plainRegistry] });
    const tally = new SeriesTally<Label>();
    new Counter({
      name: 'requests_total',
      help: 'h',
      labelNames: LABELS,
      registers: [tallyRegistry],
      collect() {
        tally.publish(this);
      },
    });
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 300; i += 1) {
        const labels: Record<Label, string> = { route: pick(['searchPattern', 'other', 'getWordDetails']), method: pick(['GET', 'HEAD', 'POST']), status: pick(['200', '404', '499']), surface: pick(['rest', 'mcp']) };
        const value = pick([0, 1, 1, 1, 2.5, 1_000]);
        plain.inc(labels, value);
        tally.add(LABELS.map((name) => labels[name]).join('\t'), () => ({ ...labels }), value);
      }
      expect(await tallyRegistry.metrics()).toBe(await plainRegistry.metrics());
    }
  });
});
