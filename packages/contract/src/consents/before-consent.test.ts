import { describe, expect, it } from 'vitest';
import * as contract from '../index.ts';

/** Every endpoint of the contract, found in its exported groups. */
function endpointsOf(
  value: unknown,
  seen = new Set<unknown>(),
): { method: string; path: string; open: boolean }[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const entry = value as { method?: unknown; path?: unknown; callers?: { beforeConsent?: unknown } };
  if (typeof entry.method === 'string' && typeof entry.path === 'string' && entry.callers) {
    return [{ method: entry.method, path: entry.path, open: entry.callers.beforeConsent === true }];
  }
  return Object.values(value).flatMap((child) => endpointsOf(child, seen));
}

describe('what a customer with texts to accept still reaches (decisions 167, 178)', () => {
  it('is the session, accepting, signing out, and their own Mis datos: export and ARCO requests', () => {
    const open = [
      ...new Set(
        Object.values(contract)
          .flatMap((group) => endpointsOf(group))
          .filter((endpoint) => endpoint.open)
          .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
      ),
    ].sort();
    expect(open).toEqual([
      'GET /api/stateUser/:userId',
      'GET /api/user/my-data',
      'GET /api/user/my-data/exports/:exportId/download',
      'POST /api/auth/logout',
      'POST /api/consents/accept',
      'POST /api/user/my-data/exports',
      'POST /api/user/my-data/requests',
    ]);
  });
});
