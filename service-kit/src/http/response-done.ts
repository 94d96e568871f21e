import type { ServerResponse } from 'node:http';

const HOOKS = Symbol('lexicon.responseDone');
type HookedResponse = ServerResponse & { [HOOKS]?: Array<() => void> };

function runHooks(this: HookedResponse): void {
  const hooks = this[HOOKS];
  this[HOOKS] = undefined;
  if (hooks !== undefined) for (const hook of hooks) hook();
}

/**
 * Runs `hook` once the response is done: written whole, or its client gone (then
 * `res.writableFinished` is false). Node emits 'close' once per response in both cases, after
 * 'finish' when there is one. Every hook of a response shares one plain listener: the metrics, the
 * completion line and the usage event each added a `once` listener of their own (a wrapper made and
 * removed per request), which the profile showed as a cost of its own.
 */
export function whenResponseDone(res: ServerResponse, hook: () => void): void {
  const hooked = res as HookedResponse;
  const hooks = hooked[HOOKS];
  if (hooks !== undefined) {
    hooks.push(hook);
    return;
  }
  hooked[HOOKS] = [hook];
  res.on('close', runHooks);
}
