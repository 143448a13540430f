import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, partnerLinks, partners, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { partnerLinkState, type PartnerLinkRow } from './partner-link.ts';

export interface OpenedLink {
  link: PartnerLinkRow;
  order: typeof orders.$inferSelect;
  partnerName: string;
  client: typeof users.$inferSelect;
}

/** The link by its code, with its order, partner and client; an unknown code is simply not found. */
export async function openPartnerLink(db: Queryable, code: string): Promise<OpenedLink> {
  const [row] = await db
    .select({ link: partnerLinks, order: orders, partnerName: partners.name, client: users })
    .from(partnerLinks)
    .innerJoin(orders, eq(orders.id, partnerLinks.orderId))
    .innerJoin(partners, eq(partners.id, partnerLinks.partnerId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(partnerLinks.code, code));
  if (!row) throw new AppError('PARTNER_LINK_NOT_FOUND');
  return row;
}

/**
 * docs/rules/partners.md#finalize-link: a link takes a voucher or a finalize only while active; a used link
 * accepts nothing more, a replaced one points to the newer link, an expired one says so.
 */
export function assertLinkActive(opened: OpenedLink, now: Date): void {
  const state = partnerLinkState(opened.link, opened.order, now);
  if (state === 'usada') throw new AppError('PARTNER_LINK_USED');
  if (opened.link.replacedAt !== null) throw new AppError('PARTNER_LINK_REPLACED');
  if (state === 'vencida') throw new AppError('PARTNER_LINK_EXPIRED');
}
