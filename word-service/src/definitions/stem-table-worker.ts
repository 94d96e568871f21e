/**
 * Builds one hunspell dictionary's stem table in a worker thread. Reading a `.dic` of several hundred
 * thousand stems leaves hundreds of megabytes of short-lived strings and arrays; built here, they die
 * with the worker, and the service receives only the finished table (its two buffers, transferred).
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { dictionaryEntryLines, dropUnplayableAffixRules } from '@lexicon/dictionary-build';
import { SortedRecords } from '../tables/sorted-records';
import type { HunspellSource } from './hunspell-roots';
import { stemTableOf } from './hunspell-stemmer';

const { affPath, dicPath } = workerData as HunspellSource;
const table = stemTableOf(dropUnplayableAffixRules(readFileSync(affPath, 'utf8')).text, dictionaryEntryLines(readFileSync(dicPath, 'utf8')));
const parts = table.parts();
parentPort?.postMessage(parts, SortedRecords.transferList(parts));
