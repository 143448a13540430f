import type { OrderLinkKind } from '@cambix/contract';
import { paths } from '../paths.ts';

/** The page an order link opens (spec 2): where a session bound to it stays (decision 073). */
export function linkPagePath(link: { kind: OrderLinkKind; code: string }): string {
  if (link.kind === 'new_order') return paths.customer.newOrder(link.code);
  if (link.kind === 'finalize') return paths.customer.finalizeOrder(link.code);
  return paths.customer.editOrder(link.code);
}
