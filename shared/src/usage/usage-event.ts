import { z } from 'zod';
import { languageCodeSchema } from '../languages/language-metadata';
import { SURFACES } from './surface';

/** The query tools whose use is counted: pattern and anagram search, word details. */
export const USAGE_TOOLS = ['pattern', 'anagram', 'word'] as const;
export type UsageTool = (typeof USAGE_TOOLS)[number];

/** Where the services send their events; not routed by the gateway, so never reachable from outside. */
export const USAGE_EVENTS_PATH = '/internal/v1/usage-events';

/** A normalised query longer than this is cut (patterns are at most 64 characters, racks 32 tiles), so a full batch fits REQUEST_BODY_LIMIT_BYTES (http/api-limits.ts). */
export const MAX_USAGE_QUERY_LENGTH = 96;
export const MAX_USAGE_BATCH = 250;

/**
 * One answered query. It says what was asked and how it went, never who asked: no address, no
 * request id, no user agent.
 */
export const usageEventSchema = z.strictObject({
  language: languageCodeSchema,
  tool: z.enum(USAGE_TOOLS),
  surface: z.enum(SURFACES),
  /** The normalised query: the pattern, the rack with its letters sorted, the folded word. */
  query: z.string().max(MAX_USAGE_QUERY_LENGTH),
  total: z.number().int().min(0),
  duration_ms: z.number().min(0).max(3_600_000),
  /** The HTTP status the query was answered with (a word lookup that finds nothing is 404). */
  status: z.number().int().min(100).max(599),
  /** When it was answered, epoch milliseconds: events that arrive late still land in their hour. */
  at: z.number().int().min(0),
});
export type UsageEvent = z.infer<typeof usageEventSchema>;

/**
 * What an emitting service posts: a batch, and how many events it had to drop since its last batch.
 * `id` names the batch: a sender that got no answer sends the same batch again under the same id, and
 * stats-service applies it once (it may have applied the first try and been cut off before answering;
 * it remembers an id for an hour, far beyond the sender's longest wait between tries).
 * A batch without one is applied each time it arrives.
 */
export const usageBatchSchema = z.strictObject({
  id: z.string().min(1).max(64).optional(),
  source: z.string().min(1).max(64),
  dropped: z.number().int().min(0).default(0),
  events: z.array(usageEventSchema).max(MAX_USAGE_BATCH),
});
export type UsageBatch = z.input<typeof usageBatchSchema>;
