import {
  ORDER_STATUS,
  type AccountBalance,
  type BalanceOverview,
  type CurrencyTotal,
} from '@cambix/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { formatMoney, parseSignedMoney } from '../../platform/money.ts';

/** The first day of the month after a day's, 'YYYY-MM-01'. */
function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

interface OverviewRow {
  id: number;
  bank_id: number;
  bank_name: string;
  bank_code: string;
  currency: 'PEN' | 'USD';
  purpose: 'collection' | 'payout';
  account_number: string;
  holder_name: string;
  active: boolean;
  balance: string | null;
  today_in: string | null;
  today_out: string | null;
  month_in: string | null;
  month_out: string | null;
  last_at: string | null;
  pending_count: number | null;
  pending_amount: string | null;
}

/**
 * One row per account, active or holding rows: its rows summed in one pass (balance, today's and the
 * month's flows by operated_on, the last one), and the orders PENDIENTE_DEVOLUCION whose payout will leave
 * from it by the payout rule (docs/rules/ledger.md#what-the-pipeline-writes): the active payout account in
 * the order's receive currency at the destination bank, else the one at the payment bank; orders with neither are on no card.
 */
function overviewQuery(today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = nextMonthStart(today);
  return sql`
    with totals as (
      select e.cambix_account_id as account_id,
        sum(case when e.direction = 'ingreso' then e.amount else -e.amount end)::text as balance,
        sum(e.amount) filter (where e.direction = 'ingreso' and e.operated_on = ${today}::date)::text as today_in,
        sum(e.amount) filter (where e.direction = 'egreso' and e.operated_on = ${today}::date)::text as today_out,
        sum(e.amount) filter (where e.direction = 'ingreso' and e.operated_on >= ${monthStart}::date
          and e.operated_on < ${monthEnd}::date)::text as month_in,
        sum(e.amount) filter (where e.direction = 'egreso' and e.operated_on >= ${monthStart}::date
          and e.operated_on < ${monthEnd}::date)::text as month_out,
        to_char(max(e.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at
      from ledger_entries e
      group by e.cambix_account_id
    ),
    routed as (
      select (
        select p.id from cambix_accounts p
        where p.purpose = 'payout' and p.currency = o.currency and p.active
          and p.bank_id in ((o.destination->>'bankId')::int, o.payment_bank_id)
        order by case when p.bank_id = (o.destination->>'bankId')::int then 0 else 1 end
        limit 1
      ) as account_id, o.receive_amount
      from orders o
      where o.status = ${ORDER_STATUS.PENDIENTE_DEVOLUCION}
    ),
    pending as (
      select r.account_id, count(*)::int as pending_count, sum(r.receive_amount)::text as pending_amount
      from routed r
      where r.account_id is not null
      group by r.account_id
    )
    select a.id, a.bank_id, b.name as bank_name, b.code as bank_code, a.currency, a.purpose,
      a.account_number, a.holder_name, a.active, t.balance, t.today_in, t.today_out, t.month_in,
      t.month_out, t.last_at, p.pending_count, p.pending_amount
    from cambix_accounts a
    join banks b on b.id = a.bank_id
    left join totals t on t.account_id = a.id
    left join pending p on p.account_id = a.id
    where a.active or t.account_id is not null
    order by b.sort_order, b.id, a.currency, a.purpose`;
}

const money = (text: string | null) => (text === null ? 0n : parseSignedMoney(text));

/**
 * /dashboard/nuevo-balance (docs/rules/finance-reports.md#balance): one card per account, active or holding
 * rows, and the totals per currency, from one query.
 */
export async function balanceOverview(db: Queryable, now: Date): Promise<BalanceOverview> {
  const today = limaDay(now);
  const { rows } = (await db.execute(overviewQuery(today))) as unknown as { rows: OverviewRow[] };

  const accounts: AccountBalance[] = rows.map((row) => {
    const balance = money(row.balance);
    const pendingAmount = money(row.pending_amount);
    return {
      account: {
        id: Number(row.id),
        bankId: Number(row.bank_id),
        bankName: row.bank_name,
        bankCode: row.bank_code,
        currency: row.currency,
        purpose: row.purpose,
        accountNumber: row.account_number,
        holderName: row.holder_name,
        active: row.active,
      },
      balance: formatMoney(balance),
      today: {
        ingresos: formatMoney(money(row.today_in)),
        egresos: formatMoney(money(row.today_out)),
      },
      month: {
        ingresos: formatMoney(money(row.month_in)),
        egresos: formatMoney(money(row.month_out)),
      },
      pendingPayouts: { count: Number(row.pending_count ?? 0), amount: formatMoney(pendingAmount) },
      balanceAfterPayouts: formatMoney(balance - pendingAmount),
      lastMovementAt: row.last_at,
    };
  });
  return { today, accounts, totals: currencyTotals(accounts) };
}

/** The cards added up per currency, PEN first. */
function currencyTotals(accounts: AccountBalance[]): CurrencyTotal[] {
  const sums = new Map<'PEN' | 'USD', { balance: bigint; pending: bigint }>();
  for (const card of accounts) {
    const sum = sums.get(card.account.currency) ?? { balance: 0n, pending: 0n };
    sum.balance += parseSignedMoney(card.balance);
    sum.pending += parseSignedMoney(card.pendingPayouts.amount);
    sums.set(card.account.currency, sum);
  }
  return (['PEN', 'USD'] as const).flatMap((currency) => {
    const sum = sums.get(currency);
    if (!sum) return [];
    return [
      {
        currency,
        balance: formatMoney(sum.balance),
        pendingPayouts: formatMoney(sum.pending),
        balanceAfterPayouts: formatMoney(sum.balance - sum.pending),
      },
    ];
  });
}
