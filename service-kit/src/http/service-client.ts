import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import axios, { type AxiosInstance } from 'axios';
import { currentRequestId } from '../logging/request-context';

export interface ServiceClientOptions {
  /** Where relative paths go; a caller that picks a replica per call gives whole URLs instead. */
  baseURL?: string;
  timeoutMs: number;
  /** Sockets kept per upstream; calls beyond it queue instead of opening more. */
  maxSockets?: number;
  /** The agent for http: URLs, where the caller keeps its own (the gateway's upstream agent). */
  httpAgent?: HttpAgent;
}

/**
 * The HTTP client for calls between Lexicon's processes: keep-alive sockets, a timeout, JSON, and the
 * current request's id passed on so one request can be followed through every log.
 * Non-2xx answers resolve instead of throwing: callers read the envelope and decide.
 */
export function createServiceClient(options: ServiceClientOptions): AxiosInstance {
  const agentOptions = { keepAlive: true, maxSockets: options.maxSockets ?? 64 };
  const client = axios.create({
    ...(options.baseURL === undefined ? {} : { baseURL: options.baseURL }),
    timeout: options.timeoutMs,
    httpAgent: options.httpAgent ?? new HttpAgent(agentOptions),
    httpsAgent: new HttpsAgent(agentOptions),
    // Between processes on one network, compressing an answer (http/content-encoding.ts) and
    // decompressing it costs more CPU than the bytes it saves; axios would ask for gzip and brotli.
    headers: { Accept: 'application/json', 'Accept-Encoding': 'identity' },
    validateStatus: () => true,
  });
  client.interceptors.request.use((config) => {
    const requestId = currentRequestId();
    if (requestId !== undefined && !config.headers.has('X-Request-Id')) config.headers.set('X-Request-Id', requestId);
    return config;
  });
  return client;
}
