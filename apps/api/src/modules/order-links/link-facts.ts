import type { OrderLinkSummary } from '@cambix/contract';
import type { Config } from '../../platform/env.ts';
import type { orderLinks } from '../../platform/db/schema/index.ts';
import { isPast } from '@cambix/contract';

export type OrderLinkRow = typeof orderLinks.$inferSelect;
export type LinkKind = OrderLinkRow['kind'];
export type LinkStatus = OrderLinkSummary['status'];

/** How long a customer has to fix an observed order through its modification link (decision 039). */
export const MODIFICATION_LINK_HOURS = 72;

/** The unique index on a link's code: a new link that draws a taken code is written again (withFreshCode). */
export const LINK_CODE_CONSTRAINT = 'order_links_code_unique';

const PAGE_OF_KIND: Record<LinkKind, string> = {
  new_order: 'nueva-orden',
  finalize: 'finalizar-orden',
  modification: 'edit-orden',
};

/** The page of the customer area a link opens (docs/rules/order-links.md#kinds). */
export function linkUrl(config: Pick<Config, 'appUrl'>, kind: LinkKind, code: string): string {
  return `${config.appUrl}/userDashboard/${PAGE_OF_KIND[kind]}/${code}`;
}

/** Used wins over expired: a link finalized in time stays 'usada' after its hours are over. */
export function linkStatus(link: Pick<OrderLinkRow, 'usedAt' | 'expiresAt'>, now: Date): LinkStatus {
  if (link.usedAt !== null) return 'usada';
  return isPast(link.expiresAt, now) ? 'vencida' : 'activa';
}

export interface LinkCustomer {
  id: number;
  name: string;
  dni: string;
}

/** A link as staff see it in the list and right after making it. */
export function toOrderLinkSummary(
  config: Pick<Config, 'appUrl'>,
  link: OrderLinkRow,
  customer: LinkCustomer,
  orderCode: string | null,
  now: Date,
): OrderLinkSummary {
  return {
    id: link.id,
    code: link.code,
    kind: link.kind,
    url: linkUrl(config, link.kind, link.code),
    customer,
    amount: link.presetAmount,
    bankId: link.presetBankId,
    status: linkStatus(link, now),
    expiresAt: link.expiresAt.toISOString(),
    createdAt: link.createdAt.toISOString(),
    orderCode,
  };
}
