import type { ExternalOrderListQuery, PartnerShareQuery } from '@cambix/contract';

/** Cache keys of Órdenes Externas and the partners' shares (house style 10). */
export const externalOrderKeys = {
  all: ['staff', 'external-orders'] as const,
  lists: () => [...externalOrderKeys.all, 'list'] as const,
  list: (query: ExternalOrderListQuery) => [...externalOrderKeys.lists(), query] as const,
  choices: () => [...externalOrderKeys.all, 'partner-choices'] as const,
  shares: (partnerId: number, query: PartnerShareQuery) =>
    [...externalOrderKeys.all, 'shares', partnerId, query] as const,
  settlements: (partnerId: number) => [...externalOrderKeys.all, 'settlements', partnerId] as const,
  settlementAccounts: () => [...externalOrderKeys.all, 'settlement-accounts'] as const,
};
