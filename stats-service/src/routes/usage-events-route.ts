import { AppError, REQUEST_BODY_LIMIT_BYTES, USAGE_EVENTS_PATH, usageBatchSchema } from '@lexicon/shared';
import express, { Router } from 'express';
import type { UsageAggregator } from '../domain/usage-aggregator';

/**
 * Where the services post their usage events. Internal: the gateway routes no `/internal` path, so
 * only processes beside this one reach it. 202 once the batch is in the store (or was already, under
 * its id); 400 for a batch that is not valid (the sender drops it); 503 while the store is away (the
 * sender retries). A batch weighs at most the request body limit: MAX_USAGE_BATCH events of the
 * longest query fit in it.
 */
export function usageEventsRoute(usage: UsageAggregator): Router {
  const router = Router();
  router.post(USAGE_EVENTS_PATH, express.json({ limit: REQUEST_BODY_LIMIT_BYTES }), async (req, res) => {
    const parsed = usageBatchSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError('invalid_request', `Invalid usage batch: ${issue?.message ?? 'not a batch'}.`, { path: issue?.path.join('.') ?? '' });
    }
    const applied = await usage.record(parsed.data.events, parsed.data.dropped, parsed.data.id);
    // A batch sent again under an id already applied is acknowledged the same way: the sender is done with it.
    res.status(202).json({ accepted: parsed.data.events.length, ...(applied ? {} : { already_applied: true }) });
  });
  return router;
}
