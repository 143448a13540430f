import type { ActiveCustomer, ActiveCustomerPage } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import {
  activeCustomerRows,
  activeMonthRows,
  countActiveCustomers,
  type ActiveCustomerOrder,
  type ActiveCustomerRow,
} from './active-customer-rows.ts';
import { monthsOf, rangeOrThisMonth } from './report-period.ts';

export interface ActiveCustomerInput extends ActiveCustomerOrder {
  from?: string;
  to?: string;
  bankId?: number;
  page: number;
  pageSize: number;
}

export function toActiveCustomer(row: ActiveCustomerRow): ActiveCustomer {
  return {
    userId: row.userId,
    name: [row.nombres, row.apellidoPaterno, row.apellidoMaterno].filter(Boolean).join(' '),
    documentNumber: row.documentNumber,
    email: row.email,
    orderCount: row.orderCount,
    totalSent: row.totalSent,
    totalCommission: row.totalCommission,
    firstOrderAt: new Date(row.firstOrderAt).toISOString(),
    lastOrderAt: new Date(row.lastOrderAt).toISOString(),
    isNew: row.isNew,
  };
}

/**
 * `GET /api/admin/active-customers` (docs/rules/finance-reports.md#active-customers): per month of the range
 * (this Lima month by default) the customers active, new and returning, and one page of the customers.
 */
export async function listActiveCustomers(
  ctx: AppContext,
  input: ActiveCustomerInput,
): Promise<ActiveCustomerPage> {
  const range = rangeOrThisMonth(input, ctx.now());
  const filter = { range, bankId: input.bankId };
  const [monthRows, total, rows] = await Promise.all([
    activeMonthRows(ctx.db, filter),
    countActiveCustomers(ctx.db, filter),
    activeCustomerRows(ctx.db, filter, input)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return {
    from: range.from,
    to: range.to,
    months: monthsOf(range).map((month) => {
      const row = monthRows.find((candidate) => candidate.month === month);
      return {
        month,
        active: row?.active ?? 0,
        new: row?.new ?? 0,
        returning: row ? row.active - row.new : 0,
        orders: row?.orders ?? 0,
        totalSent: row?.totalSent ?? '0.00',
      };
    }),
    rows: rows.map(toActiveCustomer),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
