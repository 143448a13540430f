import type { OrderLinkKind } from '@cambix/contract';

const PAGE_OF_KIND: Readonly<Record<OrderLinkKind, string>> = {
  new_order: 'nueva-orden',
  finalize: 'finalizar-orden',
  modification: 'edit-orden',
};

/**
 * The page an order link opens (docs/rules/order-links.md#kinds): where a session bound to it stays (decision
 * 073).
 */
export function linkPagePath(link: { kind: OrderLinkKind; code: string }): string {
  return `/userDashboard/${PAGE_OF_KIND[link.kind]}/${encodeURIComponent(link.code)}`;
}
