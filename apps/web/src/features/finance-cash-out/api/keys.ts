import type { ManualMovementListQuery } from '@cambix/contract';

/**
 * Cache keys of Egreso (house style 10). Every finance screen's keys start with 'finance', so a write here
 * invalidates `financeKeys.all` and Balance and Movimientos read again too.
 */
export const financeKeys = {
  all: ['finance'] as const,
};

export const cashOutKeys = {
  all: [...financeKeys.all, 'manual-movements'] as const,
  options: () => [...cashOutKeys.all, 'options'] as const,
  lists: () => [...cashOutKeys.all, 'list'] as const,
  list: (query: ManualMovementListQuery) => [...cashOutKeys.lists(), query] as const,
};
