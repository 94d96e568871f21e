import Database from 'better-sqlite3';
import { type GlobToken, lengthBounds, tokenizeGlob } from './glob-pattern';
import type { AnagramBenchQuery, PatternBenchQuery } from './query-set';
import type { BenchPage, BenchWord, SearchImplementation } from './search-implementation';
import { blanksOf, letterCountsOf, rackOf, scoreOf, type WordList } from './word-list';

interface WordRow {
  rank: number;
  word: string;
  folded: string;
  length: number;
  points: number;
}

/** An SQL string literal; bench letters never hold a quote, but a literal is quoted all the same. */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

function globOf(token: GlobToken): string {
  switch (token.kind) {
    case 'star':
      return '*';
    case 'any':
      return '?';
    case 'letter':
      return token.letter;
    case 'set':
      return `[${token.negated ? '^' : ''}${token.letters.join('')}]`;
  }
}

const bit = (letter: number): bigint => 1n << BigInt(letter);
const INSERT_BATCH = 64;

/**
 * The same list in an in-memory SQLite table, searched the way an SQL-backed word finder would:
 * patterns as GLOB on the folded column (indexed, so literal prefixes use the index), contains and
 * excludes as instr / length-replace terms, anagrams through per-letter count columns and a letter
 * mask. COUNT(*) gives the total, ORDER BY … LIMIT/OFFSET the page.
 */
export function createSqliteSearch(list: WordList): SearchImplementation {
  const alphabetSize = list.alphabet.length;
  const db = new Database(':memory:');
  const countColumns = list.alphabet.map((_, letter) => `c${letter}`);
  db.exec(
    `CREATE TABLE words (rank INTEGER PRIMARY KEY, word TEXT NOT NULL, folded TEXT NOT NULL, length INTEGER NOT NULL, ` +
      `points INTEGER NOT NULL, mask INTEGER NOT NULL, ${countColumns.map((column) => `${column} INTEGER NOT NULL`).join(', ')})`,
  );
  // Rows go in 64 to a statement: binding, not SQLite, is most of the load time.
  const columns = 6 + alphabetSize;
  const tuple = `(${new Array(columns).fill('?').join(', ')})`;
  const insertBatch = db.prepare(`INSERT INTO words VALUES ${new Array(INSERT_BATCH).fill(tuple).join(', ')}`);
  const insertOne = db.prepare(`INSERT INTO words VALUES ${tuple}`);
  const batch: Array<number | string> = new Array<number | string>(INSERT_BATCH * columns);
  const codeToLetter = new Int16Array(0x10000);
  list.alphabet.forEach((letter, index) => (codeToLetter[letter.charCodeAt(0)] = index));
  const counts = new Int32Array(alphabetSize);
  db.transaction(() => {
    let filled = 0;
    for (let rank = 0; rank < list.folded.length; rank += 1) {
      const folded = list.folded[rank] as string;
      const base = filled * columns;
      counts.fill(0);
      for (let at = 0; at < folded.length; at += 1) {
        const letter = codeToLetter[folded.charCodeAt(at)] as number;
        counts[letter] = (counts[letter] as number) + 1;
      }
      let mask = 0;
      for (let letter = 0; letter < alphabetSize; letter += 1) {
        const count = counts[letter] as number;
        if (count > 0) mask += 2 ** letter;
        batch[base + 6 + letter] = count;
      }
      batch[base] = rank;
      batch[base + 1] = list.words[rank] as string;
      batch[base + 2] = folded;
      batch[base + 3] = list.lengths[rank] as number;
      batch[base + 4] = list.points[rank] as number;
      batch[base + 5] = mask;
      filled += 1;
      if (filled === INSERT_BATCH) {
        insertBatch.run(batch);
        filled = 0;
      }
    }
    for (let row = 0; row < filled; row += 1) insertOne.run(batch.slice(row * columns, (row + 1) * columns));
  })();
  db.exec('CREATE INDEX words_by_folded ON words (folded)');
  const fullMask = (1n << BigInt(alphabetSize)) - 1n;

  const pattern = (query: PatternBenchQuery): BenchPage => {
    const tokens = tokenizeGlob(query.pattern, list);
    const { min, exact } = lengthBounds(tokens);
    const conditions = [exact ? `length = ${min}` : `length >= ${min}`, `folded GLOB ${literal(tokens.map(globOf).join(''))}`];
    for (const [letter, count] of letterCountsOf(list, query.contains)) {
      const text = literal(list.alphabet[letter] as string);
      conditions.push(count === 1 ? `instr(folded, ${text}) > 0` : `length(folded) - length(replace(folded, ${text}, '')) >= ${count}`);
    }
    for (const letter of letterCountsOf(list, query.excludes).keys()) conditions.push(`instr(folded, ${literal(list.alphabet[letter] as string)}) = 0`);
    const where = conditions.join(' AND ');
    const total = db.prepare(`SELECT COUNT(*) FROM words WHERE ${where}`).pluck().get() as number;
    const rows = db.prepare(`SELECT rank, word, folded FROM words WHERE ${where} ORDER BY rank LIMIT ? OFFSET ?`).all(query.limit, query.offset) as WordRow[];
    return { total, words: rows.map(({ rank, word, folded }): BenchWord => ({ word, folded, rank })) };
  };

  const anagram = (query: AnagramBenchQuery): BenchPage => {
    const rack = rackOf(list, query.rack);
    const maxLength = Math.min(query.maxLength, rack.size);
    const conditions = [`length BETWEEN ${query.minLength} AND ${maxLength}`];
    let rackMask = 0n;
    let untiledOutsideRack = 0n;
    const covered: string[] = [];
    const scored: string[] = [];
    const rackLetters: string[] = [];
    rack.counts.forEach((count, letter) => {
      if (count > 0) {
        rackMask |= bit(letter);
        rackLetters.push(`c${letter}`);
        // min(c, n) without a function call: CASE is a few VDBE steps, a call costs several times that.
        covered.push(count === 1 ? `(c${letter} > 0)` : `(CASE WHEN c${letter} > ${count} THEN ${count} ELSE c${letter} END)`);
        scored.push(`${covered[covered.length - 1]} * ${list.letterPoints[letter]}`);
        // A blank never stands for a letter without a tile: such a letter is capped by the rack.
        if (rack.blanks > 0 && list.blankPlays[letter] === 0) conditions.push(`c${letter} <= ${count}`);
      } else if (list.blankPlays[letter] === 0) {
        untiledOutsideRack |= bit(letter);
      }
    });
    // Without blanks the mask alone rejects most words before any count is read.
    const forbidden = rack.blanks === 0 ? fullMask & ~rackMask : untiledOutsideRack;
    if (forbidden !== 0n) conditions.push(`(mask & ${forbidden}) = 0`);
    // Each letter outside the rack takes a blank: a cheap sum that rejects most words before the exact test.
    if (rack.blanks > 0 && rackLetters.length > 0) conditions.push(`length - (${rackLetters.join(' + ')}) <= ${rack.blanks}`);
    // Letters beyond what the rack covers must be blanks.
    conditions.push(`length - (${covered.length > 0 ? covered.join(' + ') : '0'}) <= ${rack.blanks}`);
    const where = conditions.join(' AND ');
    const total = db.prepare(`SELECT COUNT(*) FROM words WHERE ${where}`).pluck().get() as number;
    const asWord = (row: WordRow, score: number): BenchWord => ({ word: row.word, folded: row.folded, rank: row.rank, length: row.length, points: row.points, score, blanks: blanksOf(list, rack, row.folded) });
    if (list.hasPairs && rack.blanks > 0) {
      // Where two letters make one tile (Spanish ll), a score is no sum over letters: every match is scored here, then sorted.
      const matches = db.prepare(`SELECT rank, word, folded, length, points FROM words WHERE ${where}`).all() as WordRow[];
      const scored = matches.map((row) => asWord(row, scoreOf(list, rack, row.folded, row.points)));
      scored.sort((a, b) => (b.length as number) - (a.length as number) || (b.score as number) - (a.score as number) || a.rank - b.rank);
      return { total, words: scored.slice(query.offset, query.offset + query.limit) };
    }
    // The score as played: the value of each rack letter the word holds, as many times as both have it (blanks play the rest, for 0).
    const score = rack.blanks === 0 ? 'points' : scored.length > 0 ? scored.join(' + ') : '0';
    const rows = db
      .prepare(`SELECT rank, word, folded, length, points, ${score} AS score FROM words WHERE ${where} ORDER BY length DESC, score DESC, rank LIMIT ? OFFSET ?`)
      .all(query.limit, query.offset) as Array<WordRow & { score: number }>;
    return { total, words: rows.map((row) => asWord(row, row.score)) };
  };

  return { name: 'sqlite', pattern, anagram, close: () => db.close() };
}
