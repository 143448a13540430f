import type { HostResolver } from '../../src/platform/security/outbound-address.ts';

/**
 * A resolver that answers from `table`, read at each call so a test can change an answer between two
 * lookups; any other name goes to `otherwise`, or resolves to nothing (as an unknown name does).
 */
export function hostAnswers(table: Record<string, string[]>, otherwise?: HostResolver): HostResolver {
  return async (hostname) => {
    const found = table[hostname];
    if (found) return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    if (otherwise) return otherwise(hostname);
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  };
}
