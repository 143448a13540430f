import type { PartnerOrderListQuery } from '@cambix/contract';

/** Cache keys of the partner's order screen and its module (house style 10). */
export const partnerOrderKeys = {
  all: ['partner'] as const,
  choices: () => [...partnerOrderKeys.all, 'choices'] as const,
  lists: () => [...partnerOrderKeys.all, 'orders'] as const,
  list: (query: PartnerOrderListQuery) => [...partnerOrderKeys.lists(), query] as const,
  workspace: () => [...partnerOrderKeys.all, 'workspace'] as const,
  /** Null: a partner's user asking for its own business. */
  rateLock: (partnerId: number | null) => [...partnerOrderKeys.all, 'rate-lock', partnerId] as const,
};
