import crypto from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orderLinkCodes } from '../../platform/db/schema/index.ts';

/** Decision 071: six digits, ten minutes, a few wrong tries, sends and tries counted per customer account. */
export const LINK_CODE = {
  validMinutes: 10,
  resendSeconds: 60,
  sendsPerHour: 5,
  triesPerCode: 5,
  wrongTriesPerDay: 10,
} as const;

const HOUR_MS = 3_600_000;

export function newLinkCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Keyed by the server's secret and the link: a leaked table gives no code, nor one link's code for another. */
export function hashLinkCode(secret: Uint8Array, linkId: number, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${linkId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Wrong codes typed for this customer's links in the last 24 hours, whatever link they came by. */
export async function wrongTriesToday(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ tries: sql<number>`coalesce(sum(${orderLinkCodes.failedAttempts}), 0)::int` })
    .from(orderLinkCodes)
    .where(
      and(
        eq(orderLinkCodes.userId, userId),
        gt(orderLinkCodes.createdAt, new Date(now.getTime() - 24 * HOUR_MS)),
      ),
    );
  return Number(row?.tries ?? 0);
}

/** The customer's codes sent in the last hour, oldest first. */
export async function sentThisHour(db: Queryable, userId: number, now: Date) {
  return db
    .select({ createdAt: orderLinkCodes.createdAt })
    .from(orderLinkCodes)
    .where(
      and(eq(orderLinkCodes.userId, userId), gt(orderLinkCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
    )
    .orderBy(orderLinkCodes.createdAt);
}

/** The link's newest code. */
export async function latestCode(db: Queryable, linkId: number) {
  const [code] = await db
    .select()
    .from(orderLinkCodes)
    .where(eq(orderLinkCodes.linkId, linkId))
    .orderBy(desc(orderLinkCodes.createdAt), desc(orderLinkCodes.id))
    .limit(1);
  return code;
}
