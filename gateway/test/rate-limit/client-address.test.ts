import { ConfigError } from '@lexicon/service-kit';
import { clientAddress, normalizeAddress, TRUST_NO_PROXY, trustProxies } from '../../src/rate-limit';

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['unknown', undefined],
    ['', undefined],
    ['999.0.0.1', undefined],
    ['203.0.113.7, 10.0.0.1', undefined],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe('trustProxies', () => {
  it('trusts addresses and CIDR ranges, IPv4 and IPv6', () => {
    const trusted = trustProxies(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', '::1']);
    expect(['10.1.2.3', '192.168.1.5', 'fd12::1', '::1'].map(trusted)).toEqual([true, true, true, true]);
    expect(['11.0.0.1', '192.168.1.6', 'fe80::1', '203.0.113.7'].map(trusted)).toEqual([false, false, false, false]);
  });

  it('trusts nobody when given nothing', () => {
    expect(trustProxies([])).toBe(TRUST_NO_PROXY);
    expect(trustProxies(['', ' '])).toBe(TRUST_NO_PROXY);
  });

  it.each([['not-an-ip'], ['10.0.0.0/33'], ['10.0.0.0/x'], ['::ffff:10.0.0.0/104']])('refuses %j at start', (entry) => {
    expect(() => trustProxies([entry])).toThrow(ConfigError);
  });
});

describe('clientAddress', () => {
  const proxies = trustProxies(['10.0.0.0/8']);

  it.each([
    ['the socket address, when no proxy is trusted', '203.0.113.7', '198.51.100.1', TRUST_NO_PROXY, '203.0.113.7'],
    ['the socket address, when the peer is not a trusted proxy', '203.0.113.7', '198.51.100.1', proxies, '203.0.113.7'],
    ['the forwarded address, from a trusted proxy', '10.0.0.2', '198.51.100.1', proxies, '198.51.100.1'],
    ['the right-most untrusted hop, skipping our proxies', '10.0.0.2', '198.51.100.1, 10.0.0.3', proxies, '198.51.100.1'],
    ['never the spoofed hops a client put in front', '10.0.0.2', '1.1.1.1, 2.2.2.2, 198.51.100.1', proxies, '198.51.100.1'],
    ['the proxy itself, when it forwards no header', '10.0.0.2', undefined, proxies, '10.0.0.2'],
    ['the proxy itself, when the header is empty', '10.0.0.2', ' , ', proxies, '10.0.0.2'],
    ['the left-most hop, when every hop is ours', '10.0.0.2', '10.0.0.9, 10.0.0.3', proxies, '10.0.0.9'],
    ['the nearest checked hop, when a hop is not an address', '10.0.0.2', '198.51.100.1, garbage', proxies, '10.0.0.2'],
    ['the hop before garbage further left', '10.0.0.2', 'garbage, 198.51.100.1', proxies, '198.51.100.1'],
    ['an IPv4-mapped socket address, folded', '::ffff:203.0.113.7', undefined, TRUST_NO_PROXY, '203.0.113.7'],
    ['a trusted IPv4-mapped peer, recognised', '::ffff:10.0.0.2', '198.51.100.1', proxies, '198.51.100.1'],
    ['hops from repeated headers, in order', '10.0.0.2', ['1.1.1.1', '198.51.100.1'], proxies, '198.51.100.1'],
  ] as const)('is %s', (_case, socket, forwarded, trust, expected) => {
    expect(clientAddress(socket, forwarded, trust)).toBe(expected);
  });

  it.each([[undefined], [''], ['not-an-address']])('is undefined (refuse, never share a bucket) for socket address %j', (socket) => {
    expect(clientAddress(socket, '198.51.100.1', proxies)).toBeUndefined();
  });
});
