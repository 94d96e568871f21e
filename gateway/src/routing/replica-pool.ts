import { lookup } from 'node:dns/promises';
import { Agent, get } from 'node:http';
import { isIP } from 'node:net';

/**
 * The replicas of one service, as addresses the gateway sends requests to in turn (docs/api.md,
 * Replicas and failover). A service is configured by one or more URLs; each URL's host name is
 * resolved again every `refreshMs`, and each address it resolves to is a replica. Docker's DNS (compose
 * `--scale`) and a Kubernetes headless Service both answer a name with every replica's address, so
 * spreading requests over those addresses here balances per request, where a keep-alive connection to
 * the name would pin the gateway to whichever replica it first reached.
 *
 * A replica takes requests once its `/readyz` says ready, and is asked again at every refresh: one
 * that starts (or comes back) takes its share within a refresh of being ready, one that stops being
 * ready (draining on shutdown) leaves the turn. A replica the gateway failed to connect to leaves the
 * turn at once, until its next ready answer. While no replica is known ready (at start, before the
 * first answers) requests go to the configured URLs as given, so a single replica behaves as it
 * always has. Refreshes are driven by traffic (a pick finds the last one older than `refreshMs`) and
 * by readiness checks, so an idle gateway asks nothing and holds no timer.
 */

export interface ReplicaTarget {
  /** `http://10.0.0.5:8081`: what the logs, metrics and readiness call the replica. */
  readonly url: string;
  /** The parsed target the proxy takes (parsed once, not per request). */
  readonly proxyTarget: { protocol: string; host: string; hostname: string; port: string; path: string };
}

export type ReplicaState = 'ready' | 'not_ready' | 'unreachable';

export interface ReplicaPoolOptions {
  /** The service's configured URLs (`SEARCH_SERVICE_URL`, split at commas). */
  urls: readonly string[];
  /** How old the replica list may grow, under traffic, before names are resolved and replicas asked again. */
  refreshMs?: number;
  /** The wait for one `/readyz` answer. */
  probeTimeoutMs?: number;
  /** Resolves a host name to its addresses; DNS (getaddrinfo, so /etc/hosts too) by default. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export const DEFAULT_REFRESH_MS = 1_000;
const DEFAULT_PROBE_TIMEOUT_MS = 1_000;

function targetOf(url: URL): ReplicaTarget {
  const base = `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  // The fields http-proxy reads from a parsed target; `path` is prepended to every proxied path.
  return { url: base, proxyTarget: { protocol: url.protocol, host: url.host, hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}` } };
}

/** The URL with its host replaced by one address (IPv6 in brackets, as URLs write it). */
function atAddress(url: URL, address: string): URL {
  const replica = new URL(url.href);
  replica.hostname = isIP(address) === 6 ? `[${address}]` : address;
  return replica;
}

async function resolveAll(hostname: string): Promise<string[]> {
  const answers = await lookup(hostname.replace(/^\[|\]$/g, ''), { all: true });
  return [...new Set(answers.map((answer) => answer.address))];
}

export class ReplicaPool {
  private readonly configured: readonly URL[];
  private readonly fallback: readonly ReplicaTarget[];
  private readonly refreshMs: number;
  private readonly probeTimeoutMs: number;
  private readonly resolve: (hostname: string) => Promise<string[]>;
  /** Every replica known from the last resolution, by URL, with its last state. */
  private known = new Map<string, { target: ReplicaTarget; state: ReplicaState }>();
  /** The replicas taking requests, in turn order. */
  private inTurn: ReplicaTarget[] = [];
  private nextIndex = 0;
  private refreshedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | undefined;
  // Probes use their own short-lived connections: they must not queue behind the traffic's sockets.
  private readonly probeAgent = new Agent({ keepAlive: false });

  constructor(options: ReplicaPoolOptions) {
    if (options.urls.length === 0) throw new Error('a service needs at least one replica');
    this.configured = options.urls.map((url) => new URL(url));
    this.fallback = this.configured.map(targetOf);
    this.refreshMs = options.refreshMs ?? DEFAULT_REFRESH_MS;
    this.probeTimeoutMs = options.probeTimeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS;
    this.resolve = options.resolve ?? resolveAll;
  }

  /** Resolves and probes now; traffic keeps the list fresh from then on. */
  start(): Promise<void> {
    return this.refresh();
  }

  stop(): void {
    this.probeAgent.destroy();
  }

  /**
   * The next replica in turn, other than `avoid` where another is ready (the retry of a failed
   * attempt). Falls back to the configured URLs while none is known ready.
   */
  pick(avoid?: ReplicaTarget): ReplicaTarget {
    if (performance.now() - this.refreshedAt > this.refreshMs) void this.refresh();
    const candidates = this.inTurn.length > 0 ? this.inTurn : this.fallback;
    for (let tries = 0; tries < candidates.length; tries += 1) {
      const target = candidates[this.nextIndex++ % candidates.length] as ReplicaTarget;
      if (target.url !== avoid?.url || candidates.length === 1) return target;
    }
    return candidates[0] as ReplicaTarget;
  }

  /** The first configured URL: where a proxy points before any request has picked a replica. */
  configuredTarget(): ReplicaTarget {
    return this.fallback[0] as ReplicaTarget;
  }

  /** The gateway could not connect to the replica: it leaves the turn until it answers ready again. */
  markUnreachable(target: ReplicaTarget): void {
    const replica = this.known.get(target.url);
    if (replica === undefined || replica.state === 'unreachable') return;
    replica.state = 'unreachable';
    this.inTurn = this.inTurn.filter((one) => one.url !== target.url);
  }

  /** Every known replica and its state, for readiness; the configured URLs before the first resolution. */
  states(): Record<string, ReplicaState> {
    return Object.fromEntries([...this.known].map(([url, replica]) => [url, replica.state]));
  }

  /** Some replica takes requests. */
  hasReady(): boolean {
    return this.inTurn.length > 0;
  }

  /** One round of resolution and probes; rounds never overlap. */
  refresh(): Promise<void> {
    this.refreshing ??= this.refreshRound().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async refreshRound(): Promise<void> {
    this.refreshedAt = performance.now();
    const resolved = await Promise.all(
      this.configured.map(async (url) => {
        if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return [targetOf(url)];
        // A name that does not resolve this time has no replicas this time (all of them stopped).
        const addresses = await this.resolve(url.hostname).catch(() => [] as string[]);
        return addresses.map((address) => targetOf(atAddress(url, address)));
      }),
    );
    const targets = resolved.flat();
    const states = await Promise.all(targets.map((target) => this.probe(target)));
    this.known = new Map(targets.map((target, index) => [target.url, { target, state: states[index] as ReplicaState }]));
    this.inTurn = targets.filter((_, index) => states[index] === 'ready');
  }

  private probe(target: ReplicaTarget): Promise<ReplicaState> {
    return new Promise((settle) => {
      const request = get(`${target.url}/readyz`, { agent: this.probeAgent, timeout: this.probeTimeoutMs }, (response) => {
        response.resume();
        settle(response.statusCode === 200 ? 'ready' : 'not_ready');
      });
      request.once('timeout', () => request.destroy(new Error('probe timed out')));
      request.once('error', () => settle('unreachable'));
    });
  }
}
