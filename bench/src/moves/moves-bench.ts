/**
 * npm run bench:moves [-- --languages cs,en] [--boards 30] [--racks 2] [--seed 51]
 *
 * Times the move generator over each complete list: seeded mid-game boards (8 to 14 plays deep, each
 * play chosen at random among every legal play of a rack drawn from the bag), then racks of seven
 * drawn from what is left with no blank, one and two, each searched for its first page of 20 plays.
 * States p50 and p99 per language and kind of rack against the targets, and the work units a search
 * is charged (the work meter's count, which the service's price and deadline read).
 */
import { parseArgs } from 'node:util';
import { dataDirectory, loadDictionaries } from '@lexicon/dictionary-store';
import { type Dictionary, findMoves, languageMetadata, metered, type Play } from '@lexicon/engine';
import { LANGUAGE_CODES, type LanguageCode } from '@lexicon/shared';
import { parseLanguages } from '../search/bench-options';
import { percentile } from '../search/bench-stats';
import { collectGarbage } from '../search/heap';
import { seededRandom } from '@lexicon/engine';

/** Targets for a rack without blanks; one blank may take 5 times as long, two 25 times. */
const TARGET_P50_MS = 20;
const ENGLISH_TARGET_P50_MS = 5;
const ENGLISH_TARGET_P99_MS = 30;
const BLANK_FACTORS = [1, 5, 25] as const;
const PAGE = 20;
const WARM_PASSES = 2;

const write = (text: string): void => {
  process.stdout.write(text);
};

function positiveInteger(value: string | undefined, fallback: number, option: string): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${option} takes a whole number of at least 1, not "${value}"`);
  return number;
}

/** The game's tiles by label (`ch` one tile), blanks apart. */
function fullBag(language: LanguageCode): { tiles: string[]; blanks: number } {
  const metadata = languageMetadata(language);
  const alphabet = new Set(metadata.alphabet);
  const tiles = Object.entries(metadata.tiles)
    .filter(([label]) => [...label].every((letter) => alphabet.has(letter)))
    .flatMap(([label, { count }]) => Array.from({ length: count }, () => label));
  return { tiles, blanks: metadata.blanks };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let at = copy.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [copy[at], copy[other]] = [copy[other] as T, copy[at] as T];
  }
  return copy;
}

interface Position {
  rows: string[];
  /** Tiles neither on the board nor in a rack yet (blanks apart: boards are built without them). */
  bag: string[];
}

const EMPTY_ROWS = Array.from({ length: 15 }, () => '.'.repeat(15));

function place(rows: readonly string[], play: Play): string[] {
  const squares = rows.map((row) => {
    const cells: string[] = [];
    const characters = [...row];
    for (let at = 0; at < characters.length; at += 1) {
      if (characters[at] !== '[') cells.push(characters[at] as string);
      else {
        const close = characters.indexOf(']', at);
        cells.push(characters.slice(at, close + 1).join(''));
        at = close;
      }
    }
    return cells;
  });
  for (const tile of play.tiles) {
    const text = tile.blank ? tile.letter : tile.letter.toLocaleUpperCase();
    (squares[tile.row - 1] as string[])[tile.column - 1] = [...tile.letter].length > 1 ? `[${text}]` : text;
  }
  return squares.map((cells) => cells.join(''));
}

/** A board `depth` plays deep: each play drawn at random among all the legal plays of a rack from the bag. */
function midGame(dictionary: Dictionary, depth: number, random: () => number): Position {
  let bag = shuffled(fullBag(dictionary.language).tiles, random);
  let rows = [...EMPTY_ROWS];
  let played = 0;
  for (let attempt = 0; played < depth && attempt < depth * 4; attempt += 1) {
    const rack = bag.slice(0, 7);
    const { total } = findMoves(dictionary, { board: rows, rack, limit: 0 });
    if (total === 0) {
      bag = shuffled(bag, random);
      continue;
    }
    const [play] = findMoves(dictionary, { board: rows, rack, offset: Math.floor(random() * total), limit: 1 }).plays;
    if (play === undefined) throw new Error('a page inside the total came back empty');
    rows = place(rows, play);
    for (const tile of play.tiles) bag.splice(bag.indexOf(tile.letter), 1);
    bag = shuffled(bag, random);
    played += 1;
  }
  return { rows, bag };
}

interface Sample {
  ms: number;
  units: number;
  total: number;
}

function timeSearch(dictionary: Dictionary, rows: readonly string[], rack: readonly string[]): Sample {
  const start = performance.now();
  const { value, units } = metered({ deadline: Number.POSITIVE_INFINITY }, () => findMoves(dictionary, { board: rows, rack, limit: PAGE }));
  return { ms: performance.now() - start, units, total: value.total };
}

function format(ms: number): string {
  return ms < 10 ? ms.toFixed(2) : ms.toFixed(1);
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { languages: { type: 'string' }, boards: { type: 'string' }, racks: { type: 'string' }, seed: { type: 'string' } } });
  const languages = values.languages === undefined ? [...LANGUAGE_CODES] : parseLanguages(values.languages);
  const boardCount = positiveInteger(values.boards, 30, 'boards');
  const racksPerBoard = positiveInteger(values.racks, 2, 'racks');
  const seed = positiveInteger(values.seed, 51, 'seed');
  write(
    `Moves benchmark: ${boardCount} seeded boards a language, 8 to 14 random legal plays deep, ${racksPerBoard} racks of 7 a board and kind ` +
      `(no blank, one, two), first page of ${PAGE}; after ${WARM_PASSES} untimed passes.\n` +
      `Targets without blanks: en p50 ≤ ${ENGLISH_TARGET_P50_MS} ms and p99 ≤ ${ENGLISH_TARGET_P99_MS} ms, every language p50 ≤ ${TARGET_P50_MS} ms; one blank ×${BLANK_FACTORS[1]}, two ×${BLANK_FACTORS[2]}.\n\n`,
  );
  const dataDir = dataDirectory(process.env);
  const lines: string[] = [];
  let failed = 0;
  for (const language of languages) {
    const loadStart = performance.now();
    const { dictionaries } = await loadDictionaries(dataDir, [language]);
    const dictionary = dictionaries.get(language);
    if (dictionary === undefined) throw new Error(`${language} did not load`);
    const random = seededRandom(seed * 7919 + language.charCodeAt(0) * 31 + language.charCodeAt(1));
    const buildStart = performance.now();
    const positions = Array.from({ length: boardCount }, () => midGame(dictionary, 8 + Math.floor(random() * 7), random));
    const blanks = fullBag(language).blanks;
    const cases = positions.flatMap(({ rows, bag }) =>
      Array.from({ length: racksPerBoard }, () => {
        const drawn = shuffled(bag, random);
        return [0, 1, 2].map((blankCount) => ({ rows, rack: [...drawn.slice(0, 7 - Math.min(blankCount, blanks)), ...Array.from({ length: Math.min(blankCount, blanks) }, () => '?')] }));
      }),
    );
    write(`${language}: ${dictionary.wordCount.toLocaleString('en')} words, loaded in ${((buildStart - loadStart) / 1000).toFixed(1)} s, ${boardCount} boards built in ${((performance.now() - buildStart) / 1000).toFixed(1)} s\n`);
    collectGarbage();
    for (let pass = 0; pass < WARM_PASSES; pass += 1) for (const kinds of cases) for (const { rows, rack } of kinds) findMoves(dictionary, { board: rows, rack, limit: PAGE });
    const samples: Sample[][] = [[], [], []];
    for (const kinds of cases) kinds.forEach(({ rows, rack }, blankCount) => (samples[blankCount] as Sample[]).push(timeSearch(dictionary, rows, rack)));
    const p50Target = language === 'en' ? ENGLISH_TARGET_P50_MS : TARGET_P50_MS;
    if (process.env.MOVES_BENCH_SLOWEST !== undefined) for (const kind of samples) write(`slowest: ${kind.map(({ ms }) => ms).sort((a, b) => b - a).slice(0, 5).map(format).join(", ")}\n`);
    const cells = samples.map((kind, blankCount) => {
      const times = kind.map(({ ms }) => ms);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      const factor = BLANK_FACTORS[blankCount] as number;
      const over = p50 > p50Target * factor || (language === 'en' && p99 > ENGLISH_TARGET_P99_MS * factor);
      if (over) failed += 1;
      const units = percentile(
        kind.map(({ units: spent }) => spent),
        50,
      );
      const plays = percentile(
        kind.map(({ total }) => total),
        50,
      );
      return `${format(p50)} / ${format(p99)} ms (p50 ${((100 * p50) / (p50Target * factor)).toFixed(0)} % of target, ${Math.round(units).toLocaleString('en')} units, ${plays.toLocaleString('en')} plays)${over ? ' ✘' : ''}`;
    });
    const line = `${language}  0 blanks ${cells[0]} · 1 blank ${cells[1]} · 2 blanks ${cells[2]}`;
    lines.push(line);
    write(`${line}\n`);
  }
  const { rss, heapUsed } = process.memoryUsage();
  write(`\np50 / p99 per language (p50 as a share of its target; work units and plays found, medians):\n${lines.join('\n')}\n`);
  write(`process after the searches: heap ${(heapUsed / 2 ** 20).toFixed(0)} MB, RSS ${(rss / 2 ** 20).toFixed(0)} MB (the generator walks the DAWG the service already holds; it adds no index)\n`);
  write(failed === 0 ? 'every figure within its target\n' : `${failed} figure(s) over target (✘)\n`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
