/**
 * The part of the dictionary store that pulls in no framework (no express, pino or metrics): the
 * dictionaries over another thread's shared memory and the cross-thread deadlines. The heavy lane's
 * worker imports this entry (`@lexicon/dictionary-store/core`) only: each framework module a worker
 * loads costs its thread memory of its own.
 */
export { epochNow, localDeadline } from './deadlines';
export { dictionariesOver } from './dictionary-loader';
export type { SharedDictionary } from './dictionary-loader';
export { DictionarySet } from './dictionary-set';
