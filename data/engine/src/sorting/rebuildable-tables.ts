import type { Dictionary } from '../dictionary';

/**
 * Tables a sorted search derives from a dictionary to find its pages faster (key orders, letter sets:
 * 8 to 28 bytes a word, over 100 MB on a four-million-word list) and can rebuild at any time in tens
 * of milliseconds. Kept for every language at once they would add about 460 MB to the process; they
 * are kept within a byte budget instead, the least recently used dropped first, so the process's
 * memory stays bounded whichever languages clients sort. A table dropped while a query still reads it
 * lives until that query ends.
 */

/**
 * Room for the tables of the largest list (Polish: 113 MB) or of several smaller ones: with every
 * language sorted, search-service then stays within its memory limit (docs/capacity.md).
 */
export const DEFAULT_REBUILDABLE_BUDGET_BYTES = 128 * 1024 * 1024;

interface Entry {
  dictionary: Dictionary;
  name: string;
  bytes: number;
  value: unknown;
}

const byDictionary = new WeakMap<Dictionary, Map<string, Entry>>();
/** Every entry, least recently used first: a Set keeps insertion order, and a use moves its entry to the end. */
const recency = new Set<Entry>();
let budgetBytes = DEFAULT_REBUILDABLE_BUDGET_BYTES;
let heldBytes = 0;

/** The budget for every dictionary's rebuildable tables together (a process's configuration). */
export function setRebuildableBudget(bytes: number): void {
  budgetBytes = bytes;
  dropBeyondBudget();
}

/** A dictionary's table of that name: kept when built before and not dropped since, else built now. */
export function rebuildable<T>(dictionary: Dictionary, name: string, build: () => T, bytesOf: (value: T) => number): T {
  let tables = byDictionary.get(dictionary);
  const known = tables?.get(name);
  if (known !== undefined) {
    recency.delete(known);
    recency.add(known);
    return known.value as T;
  }
  const value = build();
  const entry: Entry = { dictionary, name, bytes: bytesOf(value), value };
  if (tables === undefined) {
    tables = new Map();
    byDictionary.set(dictionary, tables);
  }
  tables.set(name, entry);
  recency.add(entry);
  heldBytes += entry.bytes;
  dropBeyondBudget(entry);
  return value;
}

/** Bytes a dictionary's tables whose names start so hold now (those built and not dropped). */
export function rebuildableBytes(dictionary: Dictionary, namePrefix: string): number {
  let bytes = 0;
  for (const [name, entry] of byDictionary.get(dictionary) ?? []) if (name.startsWith(namePrefix)) bytes += entry.bytes;
  return bytes;
}

/** Bytes every dictionary's tables hold now. */
export function rebuildableHeldBytes(): number {
  return heldBytes;
}

/** Drops the least recently used tables until the rest fit the budget; `keep`, just built for a query, stays. */
function dropBeyondBudget(keep?: Entry): void {
  for (const entry of recency) {
    if (heldBytes <= budgetBytes) return;
    if (entry === keep) continue;
    recency.delete(entry);
    byDictionary.get(entry.dictionary)?.delete(entry.name);
    heldBytes -= entry.bytes;
  }
}
