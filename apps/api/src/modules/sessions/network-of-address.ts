import type { NetworkKind } from '@cambix/contract';
import ipaddr from 'ipaddr.js';

/** What a person is shown of an address (decision 133): its network part, and whether it is their own network. */
export interface AddressShown {
  address: string;
  network: NetworkKind;
}

// Ranges that never leave the person's own network (or this machine): named "Red local" on the page.
const LOCAL_RANGES = new Set(['private', 'loopback', 'linkLocal', 'uniqueLocal', 'unspecified']);

/**
 * The address with its host part masked (the last IPv4 octet; all but the first three IPv6 groups, a /48),
 * enough to recognise one's provider, not to point at a home; an unreadable address is shown as nothing.
 */
export function networkOfAddress(address: string | null): AddressShown | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  const network: NetworkKind = LOCAL_RANGES.has(parsed.range()) ? 'local' : 'public';
  if (parsed instanceof ipaddr.IPv4) {
    const [a, b, c] = parsed.octets;
    return { address: `${a}.${b}.${c}.x`, network };
  }
  const groups = parsed.parts.slice(0, 3).map((part) => part.toString(16));
  return { address: `${groups.join(':')}:x:x:x:x:x`, network };
}
