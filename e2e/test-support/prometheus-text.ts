// The parser ships no types; this is the shape of what it returns (prom2json's), as far as the tests read it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const parsePrometheusTextFormat = require('parse-prometheus-text-format') as (text: string) => MetricFamily[];

export interface Sample {
  labels?: Record<string, string>;
  value?: string;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
  metrics: Sample[];
}

/**
 * One scrape, parsed with a Prometheus text-format parser, families by name. The parser folds the
 * series of a labelled histogram into one and drops their labels and counts, so the scrape is also
 * parsed with its histogram and summary TYPE lines removed: each `_bucket`, `_sum` and `_count` line
 * is then a sample of its own, labels kept (`samples`).
 */
export class Scrape {
  readonly families: ReadonlyMap<string, MetricFamily>;
  private readonly samples: ReadonlyMap<string, MetricFamily>;

  constructor(text: string) {
    this.families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
    const untyped = text.replace(/^# TYPE \S+ (histogram|summary)\n/gm, '');
    this.samples = new Map(parsePrometheusTextFormat(untyped).map((family) => [family.name, family]));
  }

  static async of(url: string): Promise<Scrape> {
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return new Scrape(await response.text());
  }

  family(name: string): MetricFamily {
    const family = this.families.get(name);
    if (family === undefined) throw new Error(`no metric ${name} in the scrape`);
    return family;
  }

  /**
   * The sum of the samples named `name` (a counter, a gauge, a histogram's `_count`) whose labels
   * include `labels`; 0 when there are none yet (a labelled series appears with its first value).
   */
  total(name: string, labels: Record<string, string> = {}): number {
    return (this.samples.get(name)?.metrics ?? [])
      .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value))
      .reduce((sum, sample) => sum + Number(sample.value), 0);
  }
}
