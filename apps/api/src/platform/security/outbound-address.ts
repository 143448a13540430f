import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';
import ipaddr from 'ipaddr.js';

/** One address a name resolves to, as `dns.lookup` gives it. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a name to every address it answers; the system's resolver unless a test gives another. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

// Global unicast IPv6 is handed out from 2000::/3 only; the rest is special-purpose or unassigned.
const GLOBAL_UNICAST_IPV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is public unicast, somewhere Cambix may connect on a partner's word (decision 129).
 * ipaddr.js names every special range (loopback, private, link-local and metadata, carrier-grade NAT,
 * benchmarking, documentation, multicast, broadcast, 0/8, 240/4, unique-local, NAT64, 6to4, Teredo…);
 * only what it calls plain `unicast` passes. IPv4-mapped IPv6 never does: no server is published so,
 * and it is how an internal IPv4 address hides.
 */
export function isPublicAddress(text: string): boolean {
  if (net.isIP(text) === 0) return false;
  const address = ipaddr.parse(text);
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_IPV6);
}

/** 127.0.0.0/8 and ::1: this machine. */
export function isLoopbackAddress(text: string): boolean {
  return net.isIP(text) !== 0 && ipaddr.parse(text).range() === 'loopback';
}

/** Every address of this machine's interfaces, public ones too: connecting to one reaches this machine. */
function ownAddresses(): Set<string> {
  const own = new Set<string>();
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) own.add(ipaddr.parse(entry.address).toNormalizedString());
  }
  return own;
}

export class OutboundAddressRefused extends Error {
  constructor(
    /** `unresolved`: the name answers nothing; `internal`: it answers an address that is not public. */
    readonly reason: 'unresolved' | 'internal',
    readonly host: string,
    readonly address: string | null = null,
  ) {
    super(
      reason === 'unresolved'
        ? `${host} does not resolve`
        : `${host} resolves to ${address ?? host}, which is not public`,
    );
    this.name = 'OutboundAddressRefused';
  }
}

export interface OutboundPolicy {
  resolve: HostResolver;
  /** Outside production only: this machine's own addresses pass too (local partner setups, tests). */
  allowLoopback: boolean;
}

/**
 * The addresses Cambix may connect to for `hostname` (a URL's hostname: an IPv6 literal in brackets, a
 * trailing dot): every address the name answers must pass, since which one a connection would pick is
 * not ours to choose, and none may be this machine's own. Throws `OutboundAddressRefused` otherwise; connect only to what it returns.
 */
export async function resolveOutboundAddresses(
  hostname: string,
  policy: OutboundPolicy,
): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  const family = net.isIP(host);
  const addresses: ResolvedAddress[] =
    family !== 0
      ? [{ address: host, family: family === 6 ? 6 : 4 }]
      : await policy.resolve(host).catch(() => []);
  if (addresses.length === 0) throw new OutboundAddressRefused('unresolved', host);
  const own = ownAddresses();
  for (const { address } of addresses) {
    if (policy.allowLoopback && isLoopbackAddress(address)) continue;
    if (!isPublicAddress(address) || own.has(ipaddr.parse(address).toNormalizedString()))
      throw new OutboundAddressRefused('internal', host, address);
  }
  return addresses;
}
