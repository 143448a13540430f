import { midRate, parseRate } from '@cambix/contract';
import { and, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext, CacheReader } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { cambixAccounts, ledgerEntries, pointsLedger, users } from '../../platform/db/schema/index.ts';
import { limaDay, limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { divideHalfUp, parseMoney, parseSignedMoney, type Cents } from '../../platform/money.ts';
import { readNewestBoard } from '../exchange/index.ts';
import { getSettings } from '../settings/index.ts';

type Clock = Pick<AppContext, 'cache' | 'db' | 'now'>;

/** Money leaving one of Cambix's accounts, in the account's currency. */
export interface MoneyOut {
  staffId: number;
  amount: Cents;
  currency: 'PEN' | 'USD';
}

/** The ledger rows that are a person's money out: egresos they wrote themselves, not through an approval. */
const MONEY_OUT_KINDS = ['manual', 'transfer', 'reversal'] as const;

/** The one comparison: what this person already moved at once today plus this, above the threshold. */
const aboveThreshold = (threshold: bigint, alreadyToday: bigint, amount: bigint): boolean =>
  alreadyToday + amount > threshold;

/** Serialises one person's requests, so two sent together cannot both stay under the daily total. */
async function lockPerson(tx: Tx, staffId: number): Promise<void> {
  // Stryker disable next-line ObjectLiteral: the row is locked, not read
  await tx.select({ id: users.id }).from(users).where(eq(users.id, staffId)).for('no key update');
}

/**
 * Ten-thousandths of a sol per dollar: the day's reference, the middle of the board in force, or without a
 * board Ajustes › Divisas' bank sell rate.
 */
async function solesPerDollar(ctx: CacheReader, tx: Tx): Promise<bigint> {
  const board = await readNewestBoard(tx);
  return board ? midRate(board.board) : parseRate((await getSettings(ctx, 'divisas', tx)).bankSell);
}

async function inSoles(ctx: CacheReader, tx: Tx, amount: Cents, currency: MoneyOut['currency']) {
  // Stryker disable next-line ConditionalExpression: saves a query; no dollars are no soles at any rate
  if (currency === 'PEN' || amount === 0n) return amount;
  return divideHalfUp(amount * (await solesPerDollar(ctx, tx)), 10_000n);
}

/**
 * Four-eyes for money (docs/rules/finance-reports.md#four-eyes, decision 131), asked by every path that takes
 * money out of a Cambix account (manual egreso and transfer, a reversal that writes an egreso, a partner
 * settlement) inside its transaction, before it writes: true when the money must wait for a second person.
 * It waits when, in soles, the person's money out recorded at once today (Lima day) plus this amount is above
 * Ajustes' `finance.fourEyesAbove`; dollars count at the day's sell rate.
 */
export async function waitsForSecondPerson(ctx: Clock, tx: Tx, out: MoneyOut): Promise<boolean> {
  const { fourEyesAbove } = await getSettings(ctx, 'finance', tx);
  if (fourEyesAbove === null) return false;
  await lockPerson(tx, out.staffId);
  const today = limaDay(ctx.now());
  const totals = await tx
    .select({
      currency: cambixAccounts.currency,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, ledgerEntries.cambixAccountId))
    .where(
      and(
        eq(ledgerEntries.actorId, out.staffId),
        eq(ledgerEntries.direction, 'egreso'),
        isNull(ledgerEntries.approvedBy),
        inArray(ledgerEntries.kind, [...MONEY_OUT_KINDS]),
        gte(ledgerEntries.createdAt, limaDayStart(today)),
        lt(ledgerEntries.createdAt, limaDayEnd(today)),
      ),
    )
    .groupBy(cambixAccounts.currency);
  let alreadyToday = 0n;
  for (const row of totals) alreadyToday += await inSoles(ctx, tx, parseSignedMoney(row.total), row.currency);
  const amount = await inSoles(ctx, tx, out.amount, out.currency);
  return aboveThreshold(parseMoney(fourEyesAbove), alreadyToday, amount);
}

/**
 * The same rule for points a staff member adds to a customer (docs/rules/points.md#adjustments): their
 * additions made at once today plus these, above Ajustes' `points.adjustmentFourEyesAbove`.
 */
export async function pointsWaitForSecondPerson(
  ctx: Clock,
  tx: Tx,
  staffId: number,
  points: number,
): Promise<boolean> {
  const { adjustmentFourEyesAbove } = await getSettings(ctx, 'points', tx);
  if (adjustmentFourEyesAbove === null || points <= 0) return false;
  await lockPerson(tx, staffId);
  const today = limaDay(ctx.now());
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${pointsLedger.points}), 0)::text` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.actorId, staffId),
        eq(pointsLedger.kind, 'adjust'),
        gt(pointsLedger.points, 0),
        isNull(pointsLedger.approvedBy),
        gte(pointsLedger.createdAt, limaDayStart(today)),
        lt(pointsLedger.createdAt, limaDayEnd(today)),
      ),
    );
  // Stryker disable next-line OptionalChaining,StringLiteral: an aggregate answers one row, and coalesce makes it '0' at least
  return aboveThreshold(BigInt(adjustmentFourEyesAbove), BigInt(row?.total ?? '0'), BigInt(points));
}
