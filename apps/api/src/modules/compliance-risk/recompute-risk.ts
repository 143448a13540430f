import {
  formatMoney,
  ORDER_STATUS,
  parseMoney,
  PARTNER_CLIENT_ROLE_ID,
  ROLE_IDS,
  type RiskCause,
  type RiskLevel,
} from '@cambix/contract';
import { and, count, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  complianceAlerts,
  customerRisk,
  customerRiskHistory,
  orders,
  users,
} from '../../platform/db/schema/index.ts';
import { limaDay, shiftDay } from '../../platform/lima-calendar.ts';
import { confirmedPepEndsSql, isPepBy } from '../compliance-alerts/index.ts';
import { orderDollars, windowStart, type MeasuredOrder } from '../compliance-rules/index.ts';
import { readNewestBoard } from '../exchange/index.ts';
import { getSettings } from '../settings/index.ts';
import { assessRisk, type RiskAssessment, type RiskFacts } from './assess-risk.ts';

/** What caused a computation, and who acted (null: the system). */
export interface RiskTrigger {
  cause: RiskCause;
  actorId?: number | null;
}

/** Whose level is kept: customers and partners' clients (the people screened). */
const ASSESSED_ROLES: readonly number[] = [ROLE_IDS.Cliente, PARTNER_CLIENT_ROLE_ID];

/** Not counted as an alert: a confirmed PEP-list hit is the `pep` factor (while in force). */
const notPepHit = sql`not (${complianceAlerts.kind} = 'screening' and ${complianceAlerts.facts} ->> 'list' = 'pep')`;

/** The customer's facts, as one statement reads them (docs/rules/compliance.md#customer-risk). */
async function readRiskFacts(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  now: Date,
): Promise<{ facts: RiskFacts; roleId: number } | null> {
  const settings = await getSettings(ctx, 'compliance', tx);
  const alertCount = (status: 'open' | 'confirmed') =>
    sql<number>`(${tx
      .select({ n: count() })
      .from(complianceAlerts)
      .where(
        and(
          eq(complianceAlerts.userId, userId),
          eq(complianceAlerts.status, status),
          ...(status === 'confirmed' ? [notPepHit] : []),
        ),
      )})`.mapWith(Number);
  const window = tx
    .select({
      kind: orders.kind,
      channel: orders.channel,
      usdAmount: sql`${orders.usdAmount}::text`.as('usd_amount'),
      penEquivalent: sql`${orders.penEquivalent}::text`.as('pen_equivalent'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.finalizedAt),
        gte(orders.finalizedAt, windowStart(now, settings.riskAmountDays)),
        lte(orders.finalizedAt, now),
        ne(orders.status, ORDER_STATUS.FALLIDA),
      ),
    )
    .as('risk_window');
  const [row] = await tx
    .select({
      roleId: users.roleId,
      documentType: users.documentType,
      nationality: users.nationality,
      ocupacion: users.ocupacion,
      isPep: users.isPep,
      pepEnds: confirmedPepEndsSql(tx, userId),
      openAlerts: alertCount('open'),
      confirmedAlerts: alertCount('confirmed'),
      windowOrders: sql<
        (MeasuredOrder & { channel: string })[]
      >`(select coalesce(json_agg(json_build_object('kind', ${window.kind}, 'channel', ${window.channel}, 'usdAmount', ${window.usdAmount}, 'penEquivalent', ${window.penEquivalent})), '[]'::json) from ${window})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const board = (await readNewestBoard(tx))?.board ?? null;
  let windowCents = 0n;
  for (const order of row.windowOrders) {
    const usd = orderDollars(order, board);
    if (usd !== null) windowCents += parseMoney(usd);
  }
  return {
    roleId: row.roleId,
    facts: {
      pep: isPepBy({ isPep: row.isPep }, row.pepEnds, now, settings.pepYearsAfterOffice),
      nationality: row.nationality,
      documentType: row.documentType,
      occupation: row.ocupacion,
      partnerClient: row.roleId === PARTNER_CLIENT_ROLE_ID,
      linkOrders: row.windowOrders.filter((order) => order.channel === 'link').length,
      windowUsd: formatMoney(windowCents),
      openAlerts: row.openAlerts,
      confirmedAlerts: row.confirmedAlerts,
    },
  };
}

const lockRisk = (tx: Tx, userId: number) =>
  tx.select().from(customerRisk).where(eq(customerRisk.userId, userId)).for('update');

/** A change of level, kept with its cause and actor. */
async function recordLevel(
  tx: Tx,
  userId: number,
  fromLevel: RiskLevel | null,
  assessed: RiskAssessment,
  trigger: RiskTrigger,
  now: Date,
): Promise<void> {
  await tx.insert(customerRiskHistory).values({
    userId,
    at: now,
    cause: trigger.cause,
    actorId: trigger.actorId ?? null,
    fromLevel,
    toLevel: assessed.level,
    score: assessed.score,
    factors: assessed.factors,
  });
}

/** The Lima day a high level is reviewed by: `from`'s day plus `highRiskReviewDays`. */
export const reviewDueFrom = (from: Date, days: number): string => shiftDay(limaDay(from), days);

/**
 * docs/rules/compliance.md#customer-risk: computes the customer's level again in the caller's transaction
 * and stores it. A change of level is kept in the history with its cause and actor; entering high sets the
 * review day, staying high keeps it, leaving high clears it. Not a customer (staff, Externo): nothing.
 */
export async function recomputeRisk(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  trigger: RiskTrigger,
): Promise<RiskAssessment | null> {
  const now = ctx.now();
  const read = await readRiskFacts(ctx, tx, userId, now);
  if (!read || !ASSESSED_ROLES.includes(read.roleId)) return null;
  const { highRiskReviewDays, ...settings } = await getSettings(ctx, 'compliance', tx);
  const assessed = assessRisk(read.facts, settings);
  const due = (keep: string | null) =>
    assessed.level !== 'high' ? null : (keep ?? reviewDueFrom(now, highRiskReviewDays));
  const stored = { level: assessed.level, score: assessed.score, factors: assessed.factors, computedAt: now };
  // The row is locked so two changes at once keep one history, in order.
  let [current] = await lockRisk(tx, userId);
  if (!current) {
    const [created] = await tx
      .insert(customerRisk)
      .values({ userId, ...stored, reviewDueOn: due(null) })
      .onConflictDoNothing()
      .returning({ userId: customerRisk.userId });
    if (created) {
      await recordLevel(tx, userId, null, assessed, trigger, now);
      return assessed;
    }
    [current] = await lockRisk(tx, userId);
    if (!current) throw new Error('the risk row was neither inserted nor found');
  }
  // Staying high keeps the review day; entering high sets it; leaving high clears it.
  await tx
    .update(customerRisk)
    .set({ ...stored, reviewDueOn: due(current.level === 'high' ? current.reviewDueOn : null) })
    .where(eq(customerRisk.userId, userId));
  if (current.level !== assessed.level) await recordLevel(tx, userId, current.level, assessed, trigger, now);
  return assessed;
}

/** The same, in a transaction of its own. */
export function recomputeRiskNow(ctx: AppContext, userId: number, trigger: RiskTrigger) {
  return ctx.db.transaction((tx) => recomputeRisk(ctx, tx, userId, trigger));
}
