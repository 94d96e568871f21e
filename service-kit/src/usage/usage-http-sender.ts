import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, request as httpRequest, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Logger } from 'pino';
import type { UsageEmitterConfig } from './usage-emitter-config';
import { type UsageBatchSender, UsageEmitter } from './usage-emitter';
import { USAGE_EVENTS_PATH } from '@lexicon/shared';

/** One POST of a JSON body: the answer's status once its body has arrived, or a rejection (unreachable, timeout). */
function postJson(url: URL, options: RequestOptions, body: string, timeoutMs: number): Promise<number> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let outgoing: ClientRequest | undefined = undefined;
    const timer = setTimeout(() => outgoing?.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const settle = (outcome: () => void): void => {
      clearTimeout(timer);
      outcome();
    };
    outgoing = send(url, options, (response: IncomingMessage) => {
      // The body says nothing the status does not; it is read to free the socket for the next batch.
      response.resume();
      response.once('end', () => settle(() => resolve(response.statusCode ?? 0)));
      response.once('error', (error) => settle(() => reject(error)));
    });
    outgoing.once('error', (error) => settle(() => reject(error)));
    outgoing.end(body);
  });
}

/**
 * Posts batches to stats-service's internal endpoint over keep-alive connections. Plain node:http
 * rather than the services' axios client: a batch needs none of its features (no request id to pass
 * on, no redirects), and by profile axios's own work per post cost the emitting service more than
 * the rest of its usage events together.
 */
export function httpUsageSender(statsServiceUrl: string, timeoutMs: number): UsageBatchSender {
  const url = new URL(`${statsServiceUrl.replace(/\/+$/, '')}${USAGE_EVENTS_PATH}`);
  const agentOptions = { keepAlive: true, maxSockets: 2 };
  const agent = url.protocol === 'https:' ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);
  return async (batch) => {
    const body = JSON.stringify(batch);
    const status = await postJson(
      url,
      {
        method: 'POST',
        agent,
        // No request id of a request: a batch belongs to no single one.
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Content-Length': Buffer.byteLength(body), 'X-Request-Id': `usage-${batch.source}` },
      },
      body,
      timeoutMs,
    );
    if (status >= 200 && status < 300) return 'delivered';
    if (status === 400) return 'rejected';
    throw new Error(`stats-service answered ${status}`);
  };
}

/** The emitter a service runs with, or undefined when usage events are switched off. */
export function createUsageEmitter(config: UsageEmitterConfig, source: string, logger?: Logger): UsageEmitter | undefined {
  if (!config.enabled) return undefined;
  return new UsageEmitter({
    source,
    send: httpUsageSender(config.statsServiceUrl, config.sendTimeoutMs),
    capacity: config.capacity,
    batchSize: config.batchSize,
    flushIntervalMs: config.flushIntervalMs,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    ...(logger === undefined ? {} : { logger }),
  });
}
