/**
 * Builds one hunspell dictionary's stem table in a worker thread. Reading a `.dic` of several hundred
 * thousand stems leaves hundreds of megabytes of short-lived strings and arrays; built here, they die
 * with the worker, and the service's heap receives only the finished table (one string and its offsets).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { dictionaryEntryLines, dropUnplayableAffixRules } from '@lexicon/dictionary-build';
import { stemTableOf } from './hunspell-stemmer';

export interface StemTableRequest {
  affPath: string;
  dicPath: string;
}

const { affPath, dicPath } = workerData as StemTableRequest;
const table = stemTableOf(dropUnplayableAffixRules(readFileSync(affPath, 'utf8')).text, dictionaryEntryLines(readFileSync(dicPath, 'utf8')));
const parts = table.parts();
parentPort?.postMessage(parts, [parts.starts.buffer as ArrayBuffer]);
