import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { SortedRecords, type SortedRecordsParts } from './sorted-records';

/** A `.aff` and the `.dic` read under it. */
export interface HunspellSource {
  affPath: string;
  dicPath: string;
}

/** What a table-building process reads: one table comes back per source or file, in the same order. */
export type TableRequest =
  | { kind: 'hunspell-stems'; sources: HunspellSource[] }
  | { kind: 'wordnet-index'; files: string[] }
  | { kind: 'cmu'; file: string };

/**
 * The builders' scheduling priority (nice 10): they run while the service already answers, and on a
 * busy machine its requests come first.
 */
const BUILDER_PRIORITY = 10;

/** The compiled process script beside this module, or in dist/ when this module runs from its TypeScript source (tests). */
function processScript(): string {
  const beside = path.join(__dirname, 'build-tables-process.js');
  return existsSync(beside) ? beside : path.resolve(__dirname, '../../dist/tables/build-tables-process.js');
}

/**
 * Builds sorted tables in a child process, which exits once it has sent them. Reading a WordNet index,
 * CMU's module or a hunspell `.dic` leaves tens to hundreds of megabytes of short-lived strings and
 * arrays. Made on the main thread or in a worker thread, the heap pages they took stay resident in the
 * service's process after the garbage is collected (measured with every language's stems read in
 * worker threads: about 200 MB more resident memory for 35 MB of tables); a child's leave with it.
 */
export function buildTables(request: TableRequest): Promise<SortedRecords[]> {
  return new Promise((resolve, reject) => {
    const child = fork(processScript(), [JSON.stringify(request)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    try {
      if (child.pid !== undefined) setPriority(child.pid, BUILDER_PRIORITY);
    } catch {
      // Not allowed here: the builder runs at the service's own priority.
    }
    let tables: SortedRecords[] | undefined;
    child.once('message', (parts: SortedRecordsParts[]) => {
      tables = parts.map((part) => SortedRecords.fromParts(part));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (tables !== undefined) resolve(tables);
      else reject(new Error(`the table-building process for ${describe(request)} ended (${code ?? signal}) without its tables`));
    });
  });
}

function describe(request: TableRequest): string {
  if (request.kind === 'hunspell-stems') return request.sources.map((source) => source.dicPath).join(', ');
  if (request.kind === 'wordnet-index') return request.files.join(', ');
  return request.file;
}
