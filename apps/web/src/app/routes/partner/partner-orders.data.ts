import { hasRole } from '@cambix/contract';
import { selectRole, useSessionStore } from '@/features/auth';
import {
  partnerChoicesQuery,
  partnerOrdersQuery,
  readPartnerList,
  toPartnerOrderQuery,
} from '@/features/partners-orders';
import { queryClient } from '@/lib/query-client.ts';

const ignore = () => undefined;

/**
 * /externo/ordenes' data calls (pages/page-loader.ts): the partners the caller may act for and, for a
 * partner's user, the page of orders the address asks for (staff pick a partner first).
 */
export function prefetch(search: URLSearchParams): void {
  if (!hasRole(selectRole(useSessionStore.getState()), ['Externo'])) return;
  void queryClient.query(partnerChoicesQuery()).catch(ignore);
  void queryClient.query(partnerOrdersQuery(toPartnerOrderQuery(readPartnerList(search)))).catch(ignore);
}
