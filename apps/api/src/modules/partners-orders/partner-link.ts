import crypto from 'node:crypto';
import {
  ORDER_STATUS,
  PARTNER_LINK_CODE_LENGTH,
  type PartnerFinalizeLink,
  type PartnerLinkState,
  isPast,
} from '@cambix/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../platform/env.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { partnerLinks, type orders } from '../../platform/db/schema/index.ts';
import { isExpired } from '../orders/index.ts';

export type PartnerLinkRow = typeof partnerLinks.$inferSelect;
type OrderFacts = Pick<typeof orders.$inferSelect, 'status' | 'finalizedAt' | 'expiresAt' | 'expiredAt'>;

/** The alphabet of PARTNER_LINK_CODE_PATTERN: no 0, 1, I or O to misread. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const HOUR_MS = 60 * 60 * 1000;

export function randomPartnerLinkCode(): string {
  return Array.from(
    { length: PARTNER_LINK_CODE_LENGTH },
    () => ALPHABET[crypto.randomInt(ALPHABET.length)],
  ).join('');
}

/** The client's finalize page (docs/rules/partners.md#finalize-link). */
export function partnerLinkUrl(config: Pick<Config, 'appUrl'>, code: string): string {
  return `${config.appUrl}/externo/finalizar-orden/${code}`;
}

/**
 * Used once its order was finalized (used wins over expired); expired past its own time or its order's,
 * and when a newer link replaced it.
 */
export function partnerLinkState(link: PartnerLinkRow, order: OrderFacts, now: Date): PartnerLinkState {
  if (link.usedAt !== null) return 'usada';
  if (link.replacedAt !== null) return 'vencida';
  if (order.status !== ORDER_STATUS.TEMPORAL) return order.finalizedAt !== null ? 'usada' : 'vencida';
  if (isExpired(order, now) || isPast(link.expiresAt, now)) return 'vencida';
  return 'activa';
}

export function toFinalizeLink(
  config: Pick<Config, 'appUrl'>,
  link: PartnerLinkRow,
  order: OrderFacts,
  now: Date,
): PartnerFinalizeLink {
  return {
    code: link.code,
    url: partnerLinkUrl(config, link.code),
    state: partnerLinkState(link, order, now),
    expiresAt: link.expiresAt.toISOString(),
  };
}

/**
 * A new finalize link for a TEMPORAL order, in the caller's transaction: it lasts the partner's link hours
 * but never past the order's own time; every older link of the order is marked replaced.
 */
export async function issuePartnerLink(
  tx: Tx,
  input: {
    partnerId: number;
    order: { id: number; expiresAt: Date };
    linkHours: number;
    createdBy: number | null;
  },
  now: Date,
): Promise<PartnerLinkRow> {
  await tx
    .update(partnerLinks)
    .set({ replacedAt: now })
    .where(and(eq(partnerLinks.orderId, input.order.id), isNull(partnerLinks.replacedAt)));
  const expiresAt = new Date(
    Math.min(input.order.expiresAt.getTime(), now.getTime() + input.linkHours * HOUR_MS),
  );
  const [link] = await tx
    .insert(partnerLinks)
    .values({
      code: await freshCode(tx),
      partnerId: input.partnerId,
      orderId: input.order.id,
      expiresAt,
      createdBy: input.createdBy,
      createdAt: now,
    })
    .returning();
  if (!link) throw new Error('insert returned no partner link');
  return link;
}

/** Checked before the insert: a unique violation would abort the order's whole transaction. */
async function freshCode(db: Queryable): Promise<string> {
  for (;;) {
    const code = randomPartnerLinkCode();
    const [taken] = await db
      .select({ id: partnerLinks.id })
      .from(partnerLinks)
      .where(eq(partnerLinks.code, code));
    if (!taken) return code;
  }
}

/** The newest link of each order, by order id. */
export async function latestLinks(db: Queryable, orderIds: number[]): Promise<Map<number, PartnerLinkRow>> {
  const latest = new Map<number, PartnerLinkRow>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(partnerLinks)
    .where(inArray(partnerLinks.orderId, orderIds))
    .orderBy(desc(partnerLinks.createdAt), desc(partnerLinks.id));
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
  return latest;
}

/** The finalize page of an order's newest link, where a partner's client follows it; null for other orders. */
export async function partnerOrderPageUrl(
  db: Queryable,
  config: Pick<Config, 'appUrl'>,
  orderId: number,
): Promise<string | null> {
  const link = (await latestLinks(db, [orderId])).get(orderId);
  return link ? partnerLinkUrl(config, link.code) : null;
}
