import { z } from 'zod';
import { rowIdParam } from '../common/ids.ts';
import { storedAmount } from '../common/money-schemas.ts';
import { ORDER_CHANNELS } from '../admin-orders/rules.ts';
import { optionalParam, paramWithDefault } from '../http/query-params.ts';
import { ACTIVE_CUSTOMER_PAGE_SIZES, ACTIVE_CUSTOMER_SORT_FIELDS, REPORT_MAX_MONTHS } from './rules.ts';

// Resumen, its printable form, and Clientes activos (docs/rules/finance-reports.md).

/** A calendar month `YYYY-MM` (Lima). */
export const calendarMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Usa un mes válido (AAAA-MM).');

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** A range of whole months, `from` to `to` inclusive; both or neither (the server's default: this month). */
const monthRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ from: optionalParam(calendarMonth), to: optionalParam(calendarMonth), ...shape })
    .superRefine((value, ctx) => {
      const { from, to } = value as { from?: string; to?: string };
      if ((from === undefined) !== (to === undefined)) {
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Elige el mes inicial y el final.' });
      } else if (from !== undefined && to !== undefined) {
        const span = monthIndex(to) - monthIndex(from);
        if (span < 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: 'El mes final no puede ser anterior al inicial.',
          });
        } else if (span >= REPORT_MAX_MONTHS) {
          ctx.addIssue({
            code: 'custom',
            path: ['to'],
            message: `Elige como máximo ${REPORT_MAX_MONTHS} meses.`,
          });
        }
      }
    });

export const summaryQuery = monthRange({
  bankId: optionalParam(rowIdParam('Banco no válido.')),
  channel: optionalParam(z.enum(ORDER_CHANNELS)),
});
export type SummaryQuery = z.input<typeof summaryQuery>;

/**
 * One period's figures, in soles unless named in dollars. Order figures count an order in the Lima month it ended TERMINADA;
 * money figures count ledger rows in the month of their date, net of reversals. Manual figures and
 * balances have no channel: null while a channel filter is on.
 */
export const summaryFigures = z.object({
  ordersFinished: z.number().int(),
  /** Of `ordersFinished`, the divisas orders (docs/rules/exchange.md); the rest are cambio de saldo. */
  divisasOrders: z.number().int(),
  /** Soles received and paid out: rows of the PEN accounts. */
  amountReceived: storedAmount,
  amountPaidOut: storedAmount,
  /** Dollars received and paid out: rows of the USD accounts, never added to the soles. */
  usdReceived: storedAmount,
  usdPaidOut: storedAmount,
  commissions: storedAmount,
  /** Diferencial cambiario: the spread of the divisas orders finished, in soles. */
  exchangeSpread: storedAmount,
  couponDiscounts: storedAmount,
  pointsDiscounts: storedAmount,
  partnerShares: storedAmount,
  manualIngresos: storedAmount.nullable(),
  manualEgresos: storedAmount.nullable(),
  /** Sum of every PEN row dated up to the period's last day. */
  closingBalance: storedAmount.nullable(),
});
export type SummaryFigures = z.infer<typeof summaryFigures>;

export const summaryMonth = summaryFigures.extend({ month: z.string() });
export type SummaryMonth = z.infer<typeof summaryMonth>;

export const financeSummary = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(summaryMonth),
  totals: summaryFigures,
  /** The same number of months just before `from`, to compare with. */
  previous: z.object({
    from: z.string(),
    to: z.string(),
    /**
     * Null for whole months. When the range ends in the current Lima month, where the previous period stops:
     * `until` the instant (exclusive) for orders and shares, `lastDay` ('YYYY-MM-DD') for ledger rows.
     */
    cut: z.object({ until: z.string(), lastDay: z.string() }).nullable(),
    totals: summaryFigures,
  }),
  byBank: z.array(
    z.object({
      bankId: z.number().int(),
      bankName: z.string(),
      ordersFinished: z.number().int(),
      amountReceived: storedAmount,
      amountPaidOut: storedAmount,
      commissions: storedAmount,
    }),
  ),
  byChannel: z.array(
    z.object({
      channel: z.enum(ORDER_CHANNELS),
      ordersFinished: z.number().int(),
      amountReceived: storedAmount,
      commissions: storedAmount,
    }),
  ),
  /** Every day of the range's last month: orders finished and commissions. */
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), commissions: storedAmount })),
  /** For the printable page's heading (Ajustes' Empresa). */
  company: z.object({ name: z.string(), ruc: z.string(), address: z.string() }),
  generatedAt: z.string(),
});
export type FinanceSummary = z.infer<typeof financeSummary>;

export const activeCustomerFilters = monthRange({
  bankId: optionalParam(rowIdParam('Banco no válido.')),
});
export type ActiveCustomerFilters = z.input<typeof activeCustomerFilters>;

export const activeCustomerListQuery = monthRange({
  bankId: optionalParam(rowIdParam('Banco no válido.')),
  page: paramWithDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/)
      .transform(Number),
    1,
  ),
  pageSize: paramWithDefault(
    z.enum(ACTIVE_CUSTOMER_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
    ACTIVE_CUSTOMER_PAGE_SIZES[0] as number,
  ),
  sort: paramWithDefault(z.enum(ACTIVE_CUSTOMER_SORT_FIELDS), 'lastOrderAt'),
  direction: paramWithDefault(z.enum(['asc', 'desc']), 'desc'),
});
export type ActiveCustomerListQuery = z.input<typeof activeCustomerListQuery>;

/** A customer with at least one order TERMINADA in the range. */
export const activeCustomer = z.object({
  userId: z.number().int(),
  name: z.string(),
  documentNumber: z.string(),
  email: z.string(),
  orderCount: z.number().int(),
  totalSent: storedAmount,
  totalCommission: storedAmount,
  firstOrderAt: z.string(),
  lastOrderAt: z.string(),
  /** Their first order TERMINADA ever falls in the range. */
  isNew: z.boolean(),
});
export type ActiveCustomer = z.infer<typeof activeCustomer>;

export const activeCustomerMonth = z.object({
  month: z.string(),
  active: z.number().int(),
  /** Their first order TERMINADA ever was this month. */
  new: z.number().int(),
  returning: z.number().int(),
  orders: z.number().int(),
  totalSent: storedAmount,
});
export type ActiveCustomerMonth = z.infer<typeof activeCustomerMonth>;

export const activeCustomerPage = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(activeCustomerMonth),
  rows: z.array(activeCustomer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActiveCustomerPage = z.infer<typeof activeCustomerPage>;
