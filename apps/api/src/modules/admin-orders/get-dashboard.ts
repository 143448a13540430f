import { ORDER_STATUS, ROLE_IDS, type DashboardSummary } from '@cambix/contract';
import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { limaDay, limaDaySql, limaDayStart, limaMonth, shiftDay } from '../../platform/lima-calendar.ts';
import { selectSummaries, toAdminOrderSummary } from './admin-order-rows.ts';
import { NEWEST_FIRST } from '../orders/index.ts';

const DAYS = 14;
const LATEST = 8;

type Figures = DashboardSummary['today'];

/** Sums the per-day figures of the days `keep` accepts. */
function total(byDay: Map<string, Figures>, keep: (day: string) => boolean): Figures {
  let orderCount = 0;
  let sent = 0n;
  let commissions = 0n;
  for (const [day, figures] of byDay) {
    if (!keep(day)) continue;
    orderCount += figures.orders;
    sent += parseMoney(figures.sent);
    commissions += parseMoney(figures.commissions);
  }
  return { orders: orderCount, sent: formatMoney(sent), commissions: formatMoney(commissions) };
}

/** Orders that reached TERMINADA per Lima day since `from` (inclusive): count, amounts sent, commissions. */
async function paidOutByDay(ctx: AppContext, from: string): Promise<Map<string, Figures>> {
  const day = limaDaySql(orders.paidOutAt);
  const rows = await ctx.db
    .select({
      day,
      orders: count(),
      // In soles: a divisas order may send dollars, which are never added to soles.
      sent: sql<string>`sum(${orders.penEquivalent})::text`,
      commissions: sql<string>`sum(${orders.finalFee})::text`,
    })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.TERMINADA), gte(orders.paidOutAt, limaDayStart(from))))
    .groupBy(day);
  return new Map(
    rows.map((row) => [
      row.day,
      {
        orders: row.orders,
        sent: formatMoney(parseMoney(row.sent)),
        commissions: formatMoney(parseMoney(row.commissions)),
      },
    ]),
  );
}

/**
 * `GET /api/admin/dashboard` (docs/rules/screens.md#staff-screens: Inicio): what waits for staff, and what
 * was paid out.
 */
export async function getDashboard(ctx: AppContext): Promise<DashboardSummary> {
  const now = ctx.now();
  const today = limaDay(now);
  const monthStart = `${limaMonth(now)}-01`;
  const firstDay = shiftDay(today, -(DAYS - 1));

  const [[waiting], [toValidate], byDay, latest] = await Promise.all([
    ctx.db
      .select({
        paymentsPending:
          sql<number>`count(*) filter (where ${orders.status} = ${ORDER_STATUS.PENDIENTE})`.mapWith(Number),
        payoutsPending:
          sql<number>`count(*) filter (where ${orders.status} = ${ORDER_STATUS.PENDIENTE_DEVOLUCION})`.mapWith(
            Number,
          ),
        observed: sql<number>`count(*) filter (where ${orders.status} = ${ORDER_STATUS.OBSERVADA})`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(
        inArray(orders.status, [
          ORDER_STATUS.PENDIENTE,
          ORDER_STATUS.PENDIENTE_DEVOLUCION,
          ORDER_STATUS.OBSERVADA,
        ]),
      ),
    // Por validar: the identity file is complete (KYC step 0) and the account waits for staff review.
    ctx.db
      .select({ total: count() })
      .from(users)
      .where(
        and(eq(users.roleId, ROLE_IDS.Cliente), eq(users.accountStatus, 'POR_VALIDAR'), eq(users.kycStep, 0)),
      ),
    paidOutByDay(ctx, firstDay < monthStart ? firstDay : monthStart),
    selectSummaries(ctx.db)
      .where(ne(orders.status, ORDER_STATUS.TEMPORAL))
      .orderBy(...NEWEST_FIRST)
      .limit(LATEST),
  ]);

  return {
    toAct: {
      customersToValidate: toValidate?.total ?? 0,
      paymentsPending: waiting?.paymentsPending ?? 0,
      payoutsPending: waiting?.payoutsPending ?? 0,
      observed: waiting?.observed ?? 0,
    },
    today: total(byDay, (day) => day === today),
    month: total(byDay, (day) => day >= monthStart),
    daily: Array.from({ length: DAYS }, (_, index) => {
      const date = shiftDay(firstDay, index);
      return { date, ...total(byDay, (day) => day === date) };
    }),
    latest: latest.map(toAdminOrderSummary),
  };
}
