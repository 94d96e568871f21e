import type { RedisConnection } from '@lexicon/service-kit';

/** The name the script is defined under on a connection (ioredis sends it by its digest, EVALSHA). */
export const APPLY_BATCH_COMMAND = 'applyUsageBatch';

/**
 * A batch's writes, run as one script: atomic as a MULTI was, and able to do nothing at all when the
 * batch was applied before. The batch's id goes into a sorted set of the ids applied lately (scored
 * by when), trimmed to those younger than the cut-off on each batch: one key, however many batches.
 *
 * KEYS[1]: the sorted set of applied ids; KEYS[2…]: every key the writes touch (a cluster then knows
 *   them, all in the usage slot by their hash tag).
 * ARGV[1]: the batch's id, '' for a batch without one; ARGV[2]: now, epoch ms; ARGV[3]: the oldest
 *   time an id is kept; ARGV[4]: the writes as JSON, `[[command, key index, argument…], …]`, every
 *   argument a string.
 * Returns 1 when applied, 0 when the id was applied already.
 */
export const APPLY_BATCH_SCRIPT = `
if ARGV[1] ~= '' then
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[3])
  if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
end
for _, write in ipairs(cjson.decode(ARGV[4])) do
  redis.call(write[1], KEYS[write[2]], unpack(write, 3))
end
return 1
`;

export type ApplyBatchRedis = RedisConnection & Record<typeof APPLY_BATCH_COMMAND, (keyCount: number, ...keysThenArguments: string[]) => Promise<number>>;

/** The connection with the script defined on it. */
export function withApplyBatchScript(redis: RedisConnection): ApplyBatchRedis {
  redis.defineCommand(APPLY_BATCH_COMMAND, { lua: APPLY_BATCH_SCRIPT });
  return redis as ApplyBatchRedis;
}

/** A batch's writes, collected as a MULTI would be, then sent as one script call. */
export class BatchWrites {
  private readonly keys: string[] = [];
  private readonly keyIndex = new Map<string, number>();
  private readonly writes: Array<[string, number, ...string[]]> = [];

  add(command: 'hincrby' | 'zincrby' | 'zremrangebyrank' | 'pexpireat', key: string, ...args: Array<string | number>): void {
    let index = this.keyIndex.get(key);
    if (index === undefined) {
      this.keys.push(key);
      // Lua counts from 1, and KEYS[1] is the set of applied ids.
      index = this.keys.length + 1;
      this.keyIndex.set(key, index);
    }
    this.writes.push([command, index, ...args.map(String)]);
  }

  /** Runs the writes unless `batchId` is among the ids applied since `keptSince`; true when they ran. */
  async send(redis: ApplyBatchRedis, appliedIdsKey: string, batchId: string | undefined, now: number, keptSince: number): Promise<boolean> {
    const applied = await redis[APPLY_BATCH_COMMAND](1 + this.keys.length, appliedIdsKey, ...this.keys, batchId ?? '', String(now), String(keptSince), JSON.stringify(this.writes));
    return applied === 1;
  }
}
