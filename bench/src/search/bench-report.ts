import type { LanguageCode } from '@lexicon/shared';
import type { ClassSamples } from './bench-runner';
import { median, percentile } from './bench-stats';
import { PATTERN_CLASSES, QUERY_CLASSES, type QueryClass } from './query-set';

export const IMPLEMENTATIONS = ['engine', 'sqlite', 'naive'] as const;
export type ImplementationName = (typeof IMPLEMENTATIONS)[number];

export const TARGETS = {
  /** The engine's median at least this many times faster than SQLite's, in every class (issue 22). */
  vsSqlite: 10,
  /** And than the naive scan's, in every class on every language (issue 22). */
  vsNaive: 10,
  /** The naive line of an older issue, still shown beside it: ✔ in its own column, ° below it in the summary. */
  vsNaiveStretch: 50,
  /** Engine p99 over every pattern query of a largest list. */
  patternP99Ms: 20,
  /** Engine p50 of 7-tile racks with 2 blanks on a largest list. */
  rack7TwoBlanksP50Ms: 1,
  /** Engine p50 of a word typed whole (the exact class), parsing included, on every list. */
  exactP50Ms: 0.005,
} as const;
const TWO_BLANK_CLASS: QueryClass = 'rack-7-2-blanks';
/** Targets on "the largest lists" are judged on this many of the run's lists, biggest first. */
const LARGEST_LISTS = 2;

interface Figure {
  p50: number;
  p99: number;
  runs: number;
}

export interface ClassFigures {
  queryClass: QueryClass;
  queries: number;
  figures: Record<ImplementationName, Figure>;
  /** Baseline median ÷ engine median. */
  vsSqlite: number;
  vsNaive: number;
}

export interface LanguageFigures {
  language: LanguageCode;
  wordCount: number;
  classes: ClassFigures[];
  /** The engine over every pattern query of the language. */
  patternP50: number;
  patternP99: number;
  rack7TwoBlanksP50: number;
}

export function summariseLanguage(language: LanguageCode, wordCount: number, queriesPerClass: ReadonlyMap<QueryClass, number>, samples: ClassSamples): LanguageFigures {
  const figureOf = (values: readonly number[]): Figure => ({ p50: median(values), p99: percentile(values, 99), runs: values.length });
  const classes: ClassFigures[] = [];
  for (const queryClass of QUERY_CLASSES) {
    const byImplementation = samples.get(queryClass);
    if (byImplementation === undefined) continue;
    const figures = Object.fromEntries(IMPLEMENTATIONS.map((name) => [name, figureOf(byImplementation.get(name) ?? [])])) as Record<ImplementationName, Figure>;
    classes.push({
      queryClass,
      queries: queriesPerClass.get(queryClass) ?? 0,
      figures,
      vsSqlite: figures.sqlite.p50 / figures.engine.p50,
      vsNaive: figures.naive.p50 / figures.engine.p50,
    });
  }
  const patternSamples = PATTERN_CLASSES.flatMap((queryClass) => samples.get(queryClass)?.get('engine') ?? []);
  return {
    language,
    wordCount,
    classes,
    patternP50: median(patternSamples),
    patternP99: percentile(patternSamples, 99),
    rack7TwoBlanksP50: median(samples.get(TWO_BLANK_CLASS)?.get('engine') ?? []),
  };
}

/** Milliseconds with about three significant digits. */
export function ms(value: number): string {
  if (Number.isNaN(value)) return '–';
  if (value < 1) return value.toFixed(3);
  if (value < 10) return value.toFixed(2);
  if (value < 100) return value.toFixed(1);
  return value.toFixed(0);
}

function ratio(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return `${value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')}×`;
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] as number) : cell.padStart(widths[column] as number))).join('  ');
  return [line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n') + '\n';
}

const mark = (met: boolean): string => (met ? '✔' : '✘');

export function formatLanguageTable(figures: LanguageFigures): string {
  const rows = figures.classes.map(({ queryClass, queries, figures: f, vsSqlite, vsNaive }) => [
    queryClass,
    String(queries),
    ms(f.engine.p50),
    ms(f.engine.p99),
    ms(f.sqlite.p50),
    ms(f.sqlite.p99),
    ms(f.naive.p50),
    ms(f.naive.p99),
    `${ratio(vsSqlite)} ${mark(vsSqlite >= TARGETS.vsSqlite)}`,
    `${ratio(vsNaive)} ${mark(vsNaive >= TARGETS.vsNaive)}`,
    mark(vsNaive >= TARGETS.vsNaiveStretch),
  ]);
  const header = ['class (ms)', 'n', 'engine p50', 'p99', 'sqlite p50', 'p99', 'naive p50', 'p99', `×sqlite ≥${TARGETS.vsSqlite}`, `×naive ≥${TARGETS.vsNaive}`, `≥${TARGETS.vsNaiveStretch}`];
  return (
    table(header, rows) +
    `engine, every pattern query: p50 ${ms(figures.patternP50)} ms, p99 ${ms(figures.patternP99)} ms · ` +
    `7 tiles incl. 2 blanks: p50 ${ms(figures.rack7TwoBlanksP50)} ms\n`
  );
}

/** The run's figures per class across languages, and each target met or missed. */
export function formatSummary(all: readonly LanguageFigures[]): string {
  const lines: string[] = [];
  const rows = QUERY_CLASSES.flatMap((queryClass) => {
    const entries = all.flatMap((language) => {
      const found = language.classes.find((entry) => entry.queryClass === queryClass);
      return found === undefined ? [] : [{ language: language.language, ...found }];
    });
    if (entries.length === 0) return [];
    const lowest = (key: 'vsSqlite' | 'vsNaive') => entries.reduce((low, entry) => (entry[key] < low[key] ? entry : low));
    const slowest = (pick: (entry: ClassFigures) => number) => entries.reduce((high, entry) => (pick(entry) > pick(high) ? entry : high));
    const lowSqlite = lowest('vsSqlite');
    const lowNaive = lowest('vsNaive');
    const worstP50 = slowest((entry) => entry.figures.engine.p50);
    const worstP99 = slowest((entry) => entry.figures.engine.p99);
    const worstSqlite = slowest((entry) => entry.figures.sqlite.p50);
    const worstNaive = slowest((entry) => entry.figures.naive.p50);
    return [
      [
        queryClass,
        `${ms(worstP50.figures.engine.p50)} ${worstP50.language}`,
        `${ms(worstP99.figures.engine.p99)} ${worstP99.language}`,
        `${ms(worstSqlite.figures.sqlite.p50)} ${worstSqlite.language}`,
        `${ms(worstNaive.figures.naive.p50)} ${worstNaive.language}`,
        `${ratio(lowSqlite.vsSqlite)} ${lowSqlite.language} ${mark(lowSqlite.vsSqlite >= TARGETS.vsSqlite)}`,
        `${ratio(lowNaive.vsNaive)} ${lowNaive.language} ${mark(lowNaive.vsNaive >= TARGETS.vsNaive)}${lowNaive.vsNaive >= TARGETS.vsNaiveStretch ? ' ' : '°'}`,
      ],
    ];
  });
  lines.push(`Summary over ${all.map((language) => language.language).join(', ')}: per class, the slowest language's median/p99 (ms) and the lowest ratio`);
  lines.push(table(['class', 'engine p50 max', 'engine p99 max', 'sqlite p50 max', 'naive p50 max', '×sqlite min', '×naive min'], rows));

  const cells = all.flatMap((language) => language.classes.map((entry) => ({ language: language.language, ...entry })));
  const languages = all.map((language) => language.language);
  const matrix = (key: 'vsSqlite' | 'vsNaive', target: number, name: string, stretch?: number): string => {
    const rows = QUERY_CLASSES.flatMap((queryClass) => {
      const row = languages.map((language) => {
        const cell = cells.find((candidate) => candidate.language === language && candidate.queryClass === queryClass);
        if (cell === undefined) return '';
        const flag = cell[key] < target ? '✘' : stretch !== undefined && cell[key] < stretch ? '°' : ' ';
        return `${ratio(cell[key])}${flag}`;
      });
      return row.every((cell) => cell === '') ? [] : [[queryClass, ...row]];
    });
    const legend = stretch === undefined ? `✘ below ${target}×` : `✘ below ${target}×, ° below ${stretch}×`;
    return `Engine vs ${name} at the median (${legend})\n${table([`×${name}`, ...languages], rows)}`;
  };
  const engineRows = [...all]
    .sort((a, b) => b.wordCount - a.wordCount)
    .map((language) => [language.language, language.wordCount.toLocaleString('en'), ms(language.patternP50), ms(language.patternP99), ms(language.rack7TwoBlanksP50)]);
  lines.push(`Engine per language, largest list first (ms)\n${table(['language', 'words', 'pattern p50', 'pattern p99', '7 tiles 2 blanks p50'], engineRows)}`);
  lines.push(matrix('vsSqlite', TARGETS.vsSqlite, 'SQLite'));
  lines.push(matrix('vsNaive', TARGETS.vsNaive, 'naive', TARGETS.vsNaiveStretch));
  const largest = [...all].sort((a, b) => b.wordCount - a.wordCount).slice(0, LARGEST_LISTS);
  const targetLine = (met: boolean, text: string, detail: string): string => `  [${met ? 'met   ' : 'MISSED'}] ${text}: ${detail}`;
  const ratioTarget = (key: 'vsSqlite' | 'vsNaive', target: number, name: string): string => {
    const below = cells.filter((cell) => !(cell[key] >= target)).sort((a, b) => a[key] - b[key]);
    const lowest = [...cells].sort((a, b) => a[key] - b[key])[0] as (typeof cells)[number];
    const classes = QUERY_CLASSES.filter((queryClass) => below.some((cell) => cell.queryClass === queryClass));
    return targetLine(
      below.length === 0,
      `engine ≥ ${target}× ${name} at the median of every class`,
      below.length === 0
        ? `lowest ${ratio(lowest[key])} (${lowest.language}/${lowest.queryClass})`
        : `${below.length} of ${cells.length} class × language cells below, in ${classes.join(', ')}; lowest ` +
            below
              .slice(0, 5)
              .map((cell) => `${cell.language}/${cell.queryClass} ${ratio(cell[key])}`)
              .join(', '),
    );
  };
  lines.push('Targets');
  if (cells.length > 0) {
    lines.push(ratioTarget('vsSqlite', TARGETS.vsSqlite, 'SQLite'));
    lines.push(ratioTarget('vsNaive', TARGETS.vsNaive, 'naive'));
    lines.push(ratioTarget('vsNaive', TARGETS.vsNaiveStretch, 'naive (the older line)'));
  }
  const onLargest = (value: (language: LanguageFigures) => number, limit: number): [boolean, string] => [
    largest.every((language) => value(language) <= limit),
    largest.map((language) => `${language.language} ${ms(value(language))} ms`).join(', '),
  ];
  const [patternMet, patternDetail] = onLargest((language) => language.patternP99, TARGETS.patternP99Ms);
  const worstPattern = all.reduce((high, language) => (language.patternP99 > high.patternP99 ? language : high));
  lines.push(
    targetLine(
      patternMet,
      `pattern p99 ≤ ${TARGETS.patternP99Ms} ms on the largest lists`,
      `${patternDetail} (worst of the run: ${worstPattern.language} ${ms(worstPattern.patternP99)} ms)`,
    ),
  );
  const [rackMet, rackDetail] = onLargest((language) => language.rack7TwoBlanksP50, TARGETS.rack7TwoBlanksP50Ms);
  lines.push(targetLine(rackMet, `anagram, 7 tiles incl. 2 blanks, p50 ≤ ${TARGETS.rack7TwoBlanksP50Ms} ms on the largest lists`, rackDetail));
  const exact = cells.filter((cell) => cell.queryClass === 'exact');
  if (exact.length > 0) {
    const micros = (cell: (typeof exact)[number]): string => `${cell.language} ${(cell.figures.engine.p50 * 1000).toFixed(1)} µs`;
    lines.push(
      targetLine(
        exact.every((cell) => cell.figures.engine.p50 <= TARGETS.exactP50Ms),
        `a word typed whole (exact), p50 ≤ ${TARGETS.exactP50Ms * 1000} µs on every list`,
        [...exact].sort((a, b) => b.figures.engine.p50 - a.figures.engine.p50).map(micros).join(', '),
      ),
    );
  }
  return lines.join('\n') + '\n';
}
