import type { ReconciliationListQuery } from '@cambix/contract';

/**
 * Cache keys of Balance (house style 10). Every finance screen's keys start with `finance`, so a write on
 * any of them (an egreso, a reversal) refreshes the balances here too.
 */
export const balanceKeys = {
  finance: ['finance'] as const,
  overview: () => [...balanceKeys.finance, 'balance'] as const,
  reconciliations: () => [...balanceKeys.finance, 'reconciliations'] as const,
  reconciliationLists: () => [...balanceKeys.reconciliations(), 'list'] as const,
  reconciliationList: (query: ReconciliationListQuery) =>
    [...balanceKeys.reconciliationLists(), query] as const,
  reconciliation: (reconciliationId: number) =>
    [...balanceKeys.reconciliations(), 'detail', reconciliationId] as const,
};
