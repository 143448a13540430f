import type { ActiveCustomerListQuery } from '@cambix/contract';

/** Cache keys of Clientes activos; under `['finance']` with every finance screen, so a write refreshes it. */
export const activeCustomerKeys = {
  all: ['finance', 'active-customers'] as const,
  list: (query: ActiveCustomerListQuery) => [...activeCustomerKeys.all, 'list', query] as const,
};
