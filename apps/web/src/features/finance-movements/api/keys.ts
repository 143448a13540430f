import type { MovementListQuery } from '@cambix/contract';

/**
 * Cache keys of Movimientos. Every finance screen's keys start with `['finance']`, so a write on any of
 * them (a reversal, a manual movement) refreshes balances, movements and reports with one invalidation.
 */
export const movementKeys = {
  finance: ['finance'] as const,
  all: ['finance', 'movements'] as const,
  list: (query: MovementListQuery) => [...movementKeys.all, 'list', query] as const,
  balanceOverview: ['finance', 'balance', 'overview'] as const,
};
