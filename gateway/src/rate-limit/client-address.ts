import { BlockList, isIP, isIPv4 } from 'node:net';
import { ConfigError } from '@lexicon/service-kit';

/** Whether an address is one of our own proxies, whose X-Forwarded-For entries we believe. */
export type ProxyTrust = (address: string) => boolean;

/** The default: believe no proxy, so a client cannot pick its own bucket by sending X-Forwarded-For. */
export const TRUST_NO_PROXY: ProxyTrust = () => false;

const IPV4_MAPPED_PREFIX = '::ffff:';
const BRACKETED_IPV6 = /^\[([0-9a-fA-F:.]+)\](?::\d{1,5})?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;

/**
 * An address in the one spelling we key buckets by, or undefined when the text is not an address.
 * A dual-stack server sees IPv4 clients as `::ffff:a.b.c.d`; folding that to `a.b.c.d` keeps one client
 * in one bucket however it connected. Some proxies append a port (`a.b.c.d:port`, `[v6]:port`).
 */
export function normalizeAddress(raw: string): string | undefined {
  let candidate = raw.trim();
  const bracketed = BRACKETED_IPV6.exec(candidate) ?? IPV4_WITH_PORT.exec(candidate);
  if (bracketed?.[1] !== undefined) candidate = bracketed[1];
  const family = isIP(candidate);
  if (family === 4) return candidate;
  if (family !== 6) return undefined;
  const lower = candidate.toLowerCase();
  if (lower.startsWith(IPV4_MAPPED_PREFIX) && isIPv4(lower.slice(IPV4_MAPPED_PREFIX.length))) {
    return lower.slice(IPV4_MAPPED_PREFIX.length);
  }
  return lower;
}

/**
 * Compiles the configured proxies (addresses or CIDR ranges, IPv4 or IPv6) once, at start. A bad entry
 * throws: a typo here would quietly trust nobody, or the wrong network.
 */
export function trustProxies(entries: readonly string[]): ProxyTrust {
  const list = new BlockList();
  const issues: string[] = [];
  let rules = 0;
  for (const entry of entries) {
    const text = entry.trim();
    if (text === '') continue;
    const slash = text.indexOf('/');
    const base = slash === -1 ? text : text.slice(0, slash);
    const family = isIP(base);
    if (family === 0) {
      issues.push(`trusted proxy "${entry}" is not an IP address or CIDR range`);
      continue;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (slash === -1) {
      const address = normalizeAddress(base) ?? base;
      list.addAddress(address, isIPv4(address) ? 'ipv4' : 'ipv6');
      rules += 1;
      continue;
    }
    const prefixText = text.slice(slash + 1);
    const prefix = Number(prefixText);
    if (!/^\d{1,3}$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) {
      issues.push(`trusted proxy "${entry}" has an invalid prefix length`);
      continue;
    }
    if (family === 6 && base.toLowerCase().startsWith(IPV4_MAPPED_PREFIX)) {
      // Addresses are compared after folding ::ffff:a.b.c.d to a.b.c.d, so a mapped range would never match.
      issues.push(`trusted proxy "${entry}": write IPv4 ranges in IPv4 form`);
      continue;
    }
    list.addSubnet(base, prefix, type);
    rules += 1;
  }
  if (issues.length > 0) throw new ConfigError(issues);
  if (rules === 0) return TRUST_NO_PROXY;
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

function forwardedHops(header: string | readonly string[] | undefined): string[] {
  if (header === undefined) return [];
  const joined = typeof header === 'string' ? header : header.join(',');
  return joined
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
}

/**
 * The address a request is counted against, or undefined when there is none to count it against
 * (the caller must refuse the request rather than put it in a bucket shared with others).
 *
 * The socket's peer address, unless that peer is a trusted proxy: then X-Forwarded-For is read from the
 * right, skipping our own proxies, and the first address a trusted proxy vouched for is the client. Entries
 * further left were written by the client and are never believed. A hop that is not an address stops the
 * walk at the nearest address we could check, because believing garbage would let it name any bucket.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  isTrustedProxy: ProxyTrust,
): string | undefined {
  const peer = socketAddress === undefined ? undefined : normalizeAddress(socketAddress);
  if (peer === undefined) return undefined;
  if (!isTrustedProxy(peer)) return peer;
  const hops = forwardedHops(forwardedFor);
  let client = peer;
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = normalizeAddress(hops[index] ?? '');
    if (hop === undefined) return client;
    client = hop;
    if (!isTrustedProxy(hop)) return hop;
  }
  // Every hop was one of ours: the request started inside our network, at the left-most of them.
  return client;
}
