import type { InvoiceQuery, ListOrdersQuery, QuoteRequest } from '@cambix/contract';

/** Cache keys of the customer's orders (house style 10): invalidating after a change is one line. */
export const orderKeys = {
  all: ['orders'] as const,
  active: () => [...orderKeys.all, 'active'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: ListOrdersQuery) => [...orderKeys.lists(), query] as const,
  detail: (code: string) => [...orderKeys.all, 'detail', code] as const,
  quote: (request: QuoteRequest) => [...orderKeys.all, 'quote', request] as const,
  limits: () => [...orderKeys.all, 'limit'] as const,
  limit: (userId: number) => [...orderKeys.limits(), userId] as const,
  invoice: (query: InvoiceQuery) => [...orderKeys.all, 'invoice', query] as const,
};
