import { configVar, type Environment, loadConfig, loadQueryWorkConfig, type ProcessVariables, type QueryWorkConfig } from '@lexicon/service-kit';
import { DEFAULT_REBUILDABLE_BUDGET_BYTES } from '@lexicon/engine';
import { z } from 'zod';

/** Where search-service listens: its own variables, so that one shell can configure every process. */
export const SEARCH_SERVICE_VARIABLES: ProcessVariables = {
  portVariable: 'SEARCH_SERVICE_PORT',
  hostVariable: 'SEARCH_SERVICE_HOST',
  defaultPort: 8081,
  defaultHost: '127.0.0.1',
};

export interface SearchWorkConfig extends QueryWorkConfig {
  /** Work units a query may spend on the event loop before it moves to the heavy lane. */
  cheapLaneUnits: number;
  /** Worker threads of the heavy lane; 0 runs every query on the event loop. */
  heavyLaneWorkers: number;
  /** Heavy queries one client may have waiting; the next is refused at once (503 query_timeout). */
  heavyQueuePerClient: number;
  /**
   * Bytes each thread keeps of the tables sorted searches rebuild on demand (key orders, letter sets),
   * least recently used dropped first: what bounds the memory sorting every language would take.
   */
  sortTablesBudgetBytes: number;
}

const MB = 1024 * 1024;

const searchWorkSchema = z.object({
  CHEAP_LANE_UNITS: configVar.positiveInt(20_000),
  HEAVY_LANE_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  HEAVY_QUEUE_PER_CLIENT: configVar.positiveInt(4),
  SORT_TABLES_BUDGET_MB: configVar.positiveInt(DEFAULT_REBUILDABLE_BUDGET_BYTES / MB),
});

export function loadSearchWorkConfig(env: Environment): SearchWorkConfig {
  const parsed = loadConfig(searchWorkSchema, env);
  return {
    ...loadQueryWorkConfig(env),
    cheapLaneUnits: parsed.CHEAP_LANE_UNITS,
    heavyLaneWorkers: parsed.HEAVY_LANE_WORKERS,
    heavyQueuePerClient: parsed.HEAVY_QUEUE_PER_CLIENT,
    sortTablesBudgetBytes: parsed.SORT_TABLES_BUDGET_MB * MB,
  };
}
