import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostAnswers } from '../../../test/support/host-answers.ts';
import {
  isPublicAddress,
  OutboundAddressRefused,
  resolveOutboundAddresses,
  systemResolver,
  type HostResolver,
} from './outbound-address.ts';

/** Every range refused, by its first and last address (and one well-known address inside). */
const BLOCKED: { range: string; addresses: string[] }[] = [
  { range: '0.0.0.0/8 (this network)', addresses: ['0.0.0.0', '0.255.255.255'] },
  { range: '10.0.0.0/8 (private)', addresses: ['10.0.0.0', '10.255.255.255'] },
  {
    range: '100.64.0.0/10 (carrier-grade NAT, Alibaba metadata)',
    addresses: ['100.64.0.0', '100.100.100.200', '100.127.255.255'],
  },
  { range: '127.0.0.0/8 (loopback)', addresses: ['127.0.0.0', '127.0.0.1', '127.255.255.255'] },
  {
    range: '169.254.0.0/16 (link-local, cloud metadata)',
    addresses: ['169.254.0.0', '169.254.169.254', '169.254.255.255'],
  },
  { range: '172.16.0.0/12 (private)', addresses: ['172.16.0.0', '172.31.255.255'] },
  { range: '192.0.0.0/24 (IETF protocol assignments)', addresses: ['192.0.0.0', '192.0.0.255'] },
  { range: '192.0.2.0/24 (documentation)', addresses: ['192.0.2.0', '192.0.2.255'] },
  { range: '192.88.99.0/24 (6to4 relay)', addresses: ['192.88.99.0', '192.88.99.255'] },
  { range: '192.168.0.0/16 (private)', addresses: ['192.168.0.0', '192.168.255.255'] },
  { range: '198.18.0.0/15 (benchmarking)', addresses: ['198.18.0.0', '198.18.0.1', '198.19.255.255'] },
  { range: '198.51.100.0/24 (documentation)', addresses: ['198.51.100.0', '198.51.100.255'] },
  { range: '203.0.113.0/24 (documentation)', addresses: ['203.0.113.0', '203.0.113.255'] },
  { range: '224.0.0.0/4 (multicast)', addresses: ['224.0.0.0', '239.255.255.255'] },
  { range: '240.0.0.0/4 (reserved)', addresses: ['240.0.0.0', '255.255.255.254'] },
  { range: '255.255.255.255 (broadcast)', addresses: ['255.255.255.255'] },
  { range: '::/128 (unspecified)', addresses: ['::'] },
  { range: '::1/128 (loopback)', addresses: ['::1'] },
  {
    range: '::ffff:0:0/96 (IPv4-mapped)',
    addresses: ['::ffff:0.0.0.0', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '::ffff:255.255.255.255'],
  },
  { range: '::/96 (IPv4-compatible, deprecated)', addresses: ['::127.0.0.1', '::7f00:1', '::a00:1'] },
  {
    range: '64:ff9b::/96 (NAT64)',
    addresses: ['64:ff9b::', '64:ff9b::10.0.0.1', '64:ff9b::127.0.0.1', '64:ff9b::ffff:ffff'],
  },
  { range: '64:ff9b:1::/48 (local NAT64)', addresses: ['64:ff9b:1::', '64:ff9b:1:ffff:ffff:ffff:ffff:ffff'] },
  { range: '100::/64 (discard)', addresses: ['100::', '100::ffff:ffff:ffff:ffff'] },
  {
    range: '2001::/23 (IETF protocol assignments, Teredo 2001::/32)',
    addresses: ['2001::', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff', '2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  {
    range: '2001:db8::/32 (documentation)',
    addresses: ['2001:db8::', '2001:db8:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  {
    range: '2002::/16 (6to4)',
    addresses: ['2002::', '2002:7f00:1::', '2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  { range: '3fff::/20 (documentation)', addresses: ['3fff::', '3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff'] },
  {
    range: 'fc00::/7 (unique local)',
    addresses: ['fc00::', 'fd00::1', 'fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  {
    range: 'fe80::/10 (link-local)',
    addresses: ['fe80::', 'fe80::1%eth0', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  {
    range: 'fec0::/10 (site-local, deprecated)',
    addresses: ['fec0::', 'feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  {
    range: 'ff00::/8 (multicast)',
    addresses: ['ff00::', 'ff02::1', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'],
  },
  {
    range: 'outside 2000::/3 (not global unicast)',
    addresses: ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '4000::', '5f00::1'],
  },
];

/** Public addresses, the ones just outside a blocked range among them. */
const PUBLIC = [
  '1.0.0.0',
  '8.8.8.8',
  '9.255.255.255',
  '11.0.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '126.255.255.255',
  '128.0.0.0',
  '169.253.255.255',
  '169.255.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.0.1.0',
  '192.0.3.0',
  '192.167.255.255',
  '192.169.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '198.51.99.255',
  '198.51.101.0',
  '200.48.225.130',
  '203.0.112.255',
  '203.0.114.0',
  '223.255.255.255',
  '2000::',
  '2001:200::',
  '2001:db7:ffff:ffff:ffff:ffff:ffff:ffff',
  '2001:db9::',
  '2003::',
  '2606:4700:4700::1111',
  '2800:200::1',
  '3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
  '3fff:1000::',
];

const production = (resolve: HostResolver = systemResolver) => ({ resolve, allowLoopback: false });

async function refusalOf(hostname: string, policy: Parameters<typeof resolveOutboundAddresses>[1]) {
  const error = await resolveOutboundAddresses(hostname, policy).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, hostname).toBeInstanceOf(OutboundAddressRefused);
  return error as OutboundAddressRefused;
}

describe('which addresses are public', () => {
  it.each(BLOCKED.flatMap(({ range, addresses }) => addresses.map((address) => ({ range, address }))))(
    'refuses $address ($range)',
    async ({ address }) => {
      expect(isPublicAddress(address)).toBe(false);
      const refused = await refusalOf(address.includes(':') ? `[${address}]` : address, production());
      expect(refused).toMatchObject({ reason: 'internal' });
    },
  );

  it.each(PUBLIC)('lets %s through', async (address) => {
    expect(isPublicAddress(address)).toBe(true);
    const host = address.includes(':') ? `[${address}]` : address;
    expect(await resolveOutboundAddresses(host, production())).toEqual([
      { address, family: address.includes(':') ? 6 : 4 },
    ]);
  });

  it('takes nothing that is not an address for one', () => {
    for (const text of ['', 'localhost', '0x7f.1', '2130706433', '127.1', '::ffff:127.0.0.1.']) {
      expect(isPublicAddress(text), text).toBe(false);
    }
  });
});

describe('what a name resolves to', () => {
  it('refuses names that resolve to this machine, with the system resolver', async () => {
    for (const name of ['localhost', 'localhost.', os.hostname()]) {
      const refused = await refusalOf(name, production());
      // A machine whose own name does not resolve is refused all the same.
      expect(['internal', 'unresolved'], name).toContain(refused.reason);
    }
    expect(await refusalOf('localhost', production())).toMatchObject({
      reason: 'internal',
      address: '127.0.0.1',
    });
  });

  it('refuses a name when any one of its answers is internal, and one that answers nothing', async () => {
    const resolve = hostAnswers({
      'socio.example.pe': ['200.48.225.130'],
      'mixto.example.pe': ['200.48.225.130', '10.0.0.7'],
      'metadata.google.internal': ['169.254.169.254'],
      '127.0.0.1.nip.io': ['127.0.0.1'],
      'seis.example.pe': ['2800:200::1', 'fd00::1'],
      'vacio.example.pe': [],
    });
    expect(await resolveOutboundAddresses('socio.example.pe', production(resolve))).toEqual([
      { address: '200.48.225.130', family: 4 },
    ]);
    expect(await refusalOf('mixto.example.pe', production(resolve))).toMatchObject({ address: '10.0.0.7' });
    expect(await refusalOf('metadata.google.internal.', production(resolve))).toMatchObject({
      reason: 'internal',
      address: '169.254.169.254',
    });
    expect(await refusalOf('127.0.0.1.nip.io', production(resolve))).toMatchObject({ address: '127.0.0.1' });
    expect(await refusalOf('seis.example.pe', production(resolve))).toMatchObject({ address: 'fd00::1' });
    expect(await refusalOf('vacio.example.pe', production(resolve))).toMatchObject({ reason: 'unresolved' });
    expect(await refusalOf('no-existe.example.pe', production(resolve))).toMatchObject({
      reason: 'unresolved',
      host: 'no-existe.example.pe',
    });
  });

  it('lets this machine through only when loopback is allowed, and nothing else internal', async () => {
    const resolve = hostAnswers({ 'yo.example.pe': ['127.0.0.1'], 'red.example.pe': ['192.168.1.10'] });
    const development = { resolve, allowLoopback: true };
    expect(await resolveOutboundAddresses('yo.example.pe', development)).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await resolveOutboundAddresses('localhost', { ...development, resolve: systemResolver })).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await resolveOutboundAddresses('[::1]', development)).toEqual([{ address: '::1', family: 6 }]);
    for (const host of ['red.example.pe', '10.0.0.1', '169.254.169.254', '[::ffff:127.0.0.1]', '0.0.0.0']) {
      expect(await refusalOf(host, development)).toMatchObject({ reason: 'internal' });
    }
  });

  afterEach(() => vi.restoreAllMocks());

  it("refuses this machine's own public address, as its interfaces list it", async () => {
    vi.spyOn(os, 'networkInterfaces').mockReturnValue({
      eth0: [
        {
          address: '200.48.225.130',
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: '00:00:00:00:00:01',
          internal: false,
          cidr: '200.48.225.130/24',
        },
      ],
    });
    const resolve = hostAnswers({ 'yo-mismo.example.pe': ['200.48.225.130'] });
    expect(await refusalOf('yo-mismo.example.pe', production(resolve))).toMatchObject({
      reason: 'internal',
      address: '200.48.225.130',
    });
    expect(await resolveOutboundAddresses('8.8.8.8', production(resolve))).toHaveLength(1);
  });
});
