import { parentPort, workerData } from 'node:worker_threads';
import { dictionariesOver, DictionarySet, localDeadline } from '@lexicon/dictionary-store/core';
import { adoptSearchIndexes, commonWordsOf, metered, namedWordListOf, namedWordListsOf, QueryInterrupted, setRebuildableBudget, sharedSearchIndexesOf, sortKeyBytes, sortKeysOf, type SharedSearchIndexes } from '@lexicon/engine';
import { AppError, type LanguageCode } from '@lexicon/shared/core';
import { giveBackWarmUpMemory } from './give-back-memory';
import { jobLanguages, runSearchJob } from './search-jobs';
import type { IndexesMessage, ResultMessage, RunMessage, WarmedMessage, WorkerStart } from './worker-protocol';

/**
 * A heavy-lane worker: the same dictionaries as the main thread, built over the artifact bytes it
 * shares, answering one query at a time under the query's deadline and its client's stop flag. It
 * loads no framework (the `core` entries of shared and the dictionary store): every module a thread
 * loads costs that thread's memory.
 */
const start = workerData as WorkerStart;
setRebuildableBudget(start.sortTablesBudgetBytes);
const dictionaries = DictionarySet.of(dictionariesOver(start.artifacts));
const stopFlags = new Int32Array(start.stopFlags);
const warmed = new Set<LanguageCode>();
const port = parentPort;
if (port === null) throw new Error('search-worker runs as a worker thread');

/** Tells the lane once every language's indexes are here. */
function noteWarmed(language: LanguageCode): void {
  warmed.add(language);
  if (warmed.size === dictionaries.languages.length) {
    giveBackWarmUpMemory();
    const message: WarmedMessage = { warmed: true };
    port?.postMessage(message);
  }
}

/** Adopts the main thread's indexes of a language (shared memory: no copy, nothing built). */
function adopt(language: LanguageCode, indexes: SharedSearchIndexes): void {
  if (warmed.has(language)) return;
  adoptSearchIndexes(dictionaries.get(language), indexes);
  noteWarmed(language);
}

/**
 * The main thread builds each language's indexes once ready and hands them over (adopt). A heavy
 * query of a language whose indexes have not come yet builds them here: that time is the lane's, not
 * the query's, so the deadline moves by it.
 */
function warm(language: LanguageCode): number {
  if (warmed.has(language)) return 0;
  const started = performance.now();
  sharedSearchIndexesOf(dictionaries.get(language));
  noteWarmed(language);
  return performance.now() - started;
}

/**
 * A language's sort keys (4 bytes a word) are built on its first sorted query here, not at start: a
 * language never sorted costs nothing; so is a named list (English's SCOWL sizes, about 0.1 s of
 * lookups) on its first query. Like the indexes, the build moves that query's deadline.
 */
function warmSortKeys(job: RunMessage['job']): number {
  // One rack in every language sorts by score, which reads no sort key.
  // Nor do moves on a board.
  if (job.kind === 'anagramLanguages' || job.kind === 'findMoves' || job.kind === 'scoreMove') return 0;
  const { parameters } = job;
  if (parameters.sort === undefined && !parameters.common && parameters.dict === undefined) return 0;
  const dictionary = dictionaries.get(parameters.lang);
  const started = performance.now();
  // A list the language lacks is left to the search, which refuses it.
  if (parameters.dict !== undefined && namedWordListsOf(dictionary).includes(parameters.dict)) namedWordListOf(dictionary, parameters.dict);
  if (sortKeyBytes(dictionary) === 0) {
    // Its common words too: read on first use, like the keys (readiness never waits for either).
    commonWordsOf(dictionary);
    sortKeysOf(dictionary);
  }
  return performance.now() - started;
}

function answer(message: RunMessage): ResultMessage {
  const { id, job } = message;
  try {
    const warming = jobLanguages(dictionaries, job).reduce((spent, language) => spent + warm(language), 0) + warmSortKeys(job);
    const deadline = localDeadline(message.deadline) + warming;
    const { value, units } = metered({ deadline, abandoned: () => Atomics.load(stopFlags, start.slot) === 1 }, () => runSearchJob(dictionaries, job));
    return { id, outcome: 'answered', answer: value, units };
  } catch (error: unknown) {
    if (error instanceof QueryInterrupted) return { id, outcome: 'interrupted', reason: error.reason, units: error.units };
    if (error instanceof AppError) return { id, outcome: 'refused', code: error.code, message: error.message, details: error.details };
    return { id, outcome: 'failed', message: (error as Error).message };
  }
}

port.on('message', (message: RunMessage | IndexesMessage) => {
  if ('indexes' in message) adopt(message.language, message.indexes);
  else port.postMessage(answer(message));
});
for (const [language, indexes] of start.indexes) adopt(language, indexes);
