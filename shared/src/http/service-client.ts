import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import axios, { type AxiosInstance } from 'axios';
import { currentRequestId } from '../logging/request-context';

export interface ServiceClientOptions {
  baseURL: string;
  timeoutMs: number;
  /** Sockets kept per upstream; calls beyond it queue instead of opening more. */
  maxSockets?: number;
}

/**
 * The HTTP client for calls between Lexicon's processes: keep-alive sockets, a timeout, JSON, and the
 * current request's id passed on so one request can be followed through every log.
 * Non-2xx answers resolve instead of throwing: callers read the envelope and decide.
 */
export function createServiceClient(options: ServiceClientOptions): AxiosInstance {
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 64 };
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    httpAgent: new HttpAgent(agentOptions),
    httpsAgent: new HttpsAgent(agentOptions),
    headers: { Accept: 'application/json' },
    validateStatus: () => true,
  });
  client.interceptors.request.use((config) => {
    const requestId = currentRequestId();
    if (requestId !== undefined && !config.headers.has('X-Request-Id')) config.headers.set('X-Request-Id', requestId);
    return config;
  });
  return client;
}
