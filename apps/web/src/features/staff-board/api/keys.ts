import type { AdminOrderFilters, OrderLinkListQuery } from '@cambix/contract';

/** Cache keys of the staff board screens (house style 10). */
export const staffBoardKeys = {
  all: ['staff', 'board'] as const,
  dashboard: () => [...staffBoardKeys.all, 'dashboard'] as const,
  board: () => [...staffBoardKeys.all, 'cards'] as const,
  orderLists: () => [...staffBoardKeys.all, 'orders'] as const,
  orderList: (filters: AdminOrderFilters) => [...staffBoardKeys.orderLists(), filters] as const,
  linkCustomers: (q: string) => [...staffBoardKeys.all, 'link-customers', q] as const,
  links: () => [...staffBoardKeys.all, 'links'] as const,
  linkList: (query: OrderLinkListQuery) => [...staffBoardKeys.links(), query] as const,
};
