import type { CustomerListQuery } from '@cambix/contract';

/** Cache keys of the staff customer screens (house style 10): invalidating a customer is one line. */
export const customerKeys = {
  all: ['staff', 'customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomerListQuery) => [...customerKeys.lists(), query] as const,
  detail: (userId: number) => [...customerKeys.all, 'detail', userId] as const,
  documents: (userId: number) => [...customerKeys.detail(userId), 'documents'] as const,
  accounts: (userId: number) => [...customerKeys.detail(userId), 'accounts'] as const,
  history: (userId: number) => [...customerKeys.detail(userId), 'history'] as const,
  points: (userId: number) => [...customerKeys.detail(userId), 'points'] as const,
  orders: (userId: number, page: number, pageSize: number) =>
    [...customerKeys.detail(userId), 'orders', page, pageSize] as const,
  referrals: (userId: number) => [...customerKeys.detail(userId), 'referrals'] as const,
};
