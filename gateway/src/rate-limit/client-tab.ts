import type { IncomingMessage } from 'node:http';
import { requestSlot } from '@lexicon/service-kit';

/**
 * What the edge learned about a counted request that later steps need: whose budget it is charged to,
 * and how to charge that budget for the work a service reports. Opened by the rate limit; read by the
 * proxy and the tool calls, which see the service's answer.
 */
export interface ClientTab {
  /** The client's key (its address), passed to services so they can share heavy work fairly. */
  readonly client: string;
  /** Charges the work a service reported (in units); safe to call several times, once per service call. */
  charge(units: number): void;
}

const tabs = requestSlot<ClientTab>('lexicon.clientTab');

export function openTab(req: IncomingMessage, tab: ClientTab): void {
  tabs.set(req, tab);
}

/** The request's tab; undefined for requests the rate limit does not count. */
export function tabOf(req: IncomingMessage): ClientTab | undefined {
  return tabs.get(req);
}
