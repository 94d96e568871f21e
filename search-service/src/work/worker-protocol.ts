import type { SharedDictionary } from '@lexicon/dictionary-store/core';
import type { SharedSearchIndexes } from '@lexicon/engine';
import type { LanguageCode } from '@lexicon/shared';
import type { SearchAnswer, SearchJob } from './search-jobs';

/**
 * The heavy lane's worker starts with every language's artifact bytes, shared, the search indexes the
 * main thread has built so far (shared too), and its stop flags.
 */
export interface WorkerStart {
  artifacts: ReadonlyMap<LanguageCode, SharedDictionary>;
  indexes: ReadonlyMap<LanguageCode, SharedSearchIndexes>;
  /** One Int32 per worker: set to 1 to stop that worker's running query (its client left). */
  stopFlags: SharedArrayBuffer;
  slot: number;
  /** The budget of the tables sorted searches rebuild on demand, for this worker's thread (config.ts). */
  sortTablesBudgetBytes: number;
}

export interface RunMessage {
  id: number;
  job: SearchJob;
  /** Epoch milliseconds. */
  deadline: number;
}

/** A language's search indexes, built by the main thread once it started the worker: the worker adopts them. */
export interface IndexesMessage {
  language: LanguageCode;
  indexes: SharedSearchIndexes;
}

/** Sent once by a worker when it has built every language's indexes. */
export interface WarmedMessage {
  warmed: true;
}

export type ResultMessage =
  | { id: number; outcome: 'answered'; answer: SearchAnswer; units: number }
  | { id: number; outcome: 'interrupted'; reason: 'deadline' | 'abandoned' | 'units'; units: number }
  /** A domain error (an AppError): code, message and details travel, the class does not. */
  | { id: number; outcome: 'refused'; code: string; message: string; details: Record<string, unknown> }
  | { id: number; outcome: 'failed'; message: string };
