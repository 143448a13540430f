import { z } from 'zod';
import { rowId, rowIdParam } from '../common/ids.ts';
import { decimalString, storedAmount } from '../common/money-schemas.ts';
import { amountsInOrder } from '../common/money.ts';
import { calendarDate, optionalParam } from '../http/query-params.ts';
import { dateRange, rangeInOrder, rangeIssue, text } from './fields.ts';
import { partnerLinkState, partnerOrder } from './order-schemas.ts';

// Staff: every partner order (module external-orders), shares and settlements.

const externalOrderFilterShape = {
  partnerId: optionalParam(rowIdParam('Socio no válido.')),
  /** Status codes separated by commas, e.g. "3,4". */
  status: optionalParam(
    z
      .string()
      .regex(/^[0-5](,[0-5])*$/, 'Estado no válido.')
      .transform((value) => [...new Set(value.split(',').map(Number))]),
  ),
  ...dateRange,
  minAmount: optionalParam(decimalString),
  maxAmount: optionalParam(decimalString),
  /** Order code, client name or document. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
};
const amountRangeInOrder = (value: { minAmount?: string | undefined; maxAmount?: string | undefined }) =>
  amountsInOrder(value.minAmount, value.maxAmount);
const amountsIssue = { path: ['maxAmount'], message: 'El monto máximo va después del mínimo.' };

/** `GET /api/admin/external-orders/export`: the same filters, every matching row. */
export const externalOrderFilters = z
  .object(externalOrderFilterShape)
  .refine(rangeInOrder, rangeIssue)
  .refine(amountRangeInOrder, amountsIssue);
export type ExternalOrderFilters = z.input<typeof externalOrderFilters>;

export const externalOrderListQuery = z
  .object({
    ...externalOrderFilterShape,
    page: optionalParam(
      z
        .string()
        .regex(/^[1-9]\d{0,5}$/)
        .transform(Number),
    ),
    size: optionalParam(z.enum(['20', '50', '100']).transform(Number)),
  })
  .refine(rangeInOrder, rangeIssue)
  .refine(amountRangeInOrder, amountsIssue);
export type ExternalOrderListQuery = z.input<typeof externalOrderListQuery>;

export const externalOrder = partnerOrder.omit({ link: true }).extend({
  id: z.number().int(),
  partner: z.object({ id: z.number().int(), name: z.string() }),
  linkState: partnerLinkState,
});
export type ExternalOrder = z.infer<typeof externalOrder>;

export const externalOrderPage = z.object({
  items: z.array(externalOrder),
  total: z.number().int(),
  /** True when more rows match than LIST_TOTAL_CAP; `total` is then the cap. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ExternalOrderPage = z.infer<typeof externalOrderPage>;

/** A share accrued on one TERMINADA order: written once, never recomputed. */
export const partnerShare = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  /** Staff see the order's id for /dashboard/orden/:id; a partner sees null. */
  orderId: z.number().int().nullable(),
  commission: storedAmount,
  sharePercent: z.string(),
  amount: storedAmount,
  accruedAt: z.string(),
  settlementId: z.number().int().nullable(),
});
export type PartnerShare = z.infer<typeof partnerShare>;

export const partnerShareQuery = z
  .object({
    ...dateRange,
    settled: optionalParam(z.enum(['true', 'false']).transform((value) => value === 'true')),
  })
  .refine(rangeInOrder, rangeIssue);
export type PartnerShareQuery = z.input<typeof partnerShareQuery>;

export const partnerShareList = z.object({
  items: z.array(partnerShare),
  /** Sum of the listed shares not yet settled. */
  unsettledTotal: storedAmount,
});
export type PartnerShareList = z.infer<typeof partnerShareList>;

export const settlementRequest = z
  .object({
    /** Accrual days, inclusive, in America/Lima: every unsettled share in them is paid. */
    from: calendarDate,
    to: calendarDate,
    /** Cambix's account the money leaves from. */
    cambixAccountId: rowId('Elige la cuenta de Cambix desde la que pagas.'),
    operationNumber: text('el número de operación', 40),
    note: z
      .string()
      .trim()
      .max(500, 'Usa como máximo 500 caracteres.')
      .nullish()
      .transform((value) => value || null),
  })
  .refine(rangeInOrder, rangeIssue);
export type SettlementRequest = z.input<typeof settlementRequest>;

/** A Cambix account a settlement may be paid from: active, in soles. */
export const settlementAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  currency: z.enum(['PEN', 'USD']),
});
export type SettlementAccount = z.infer<typeof settlementAccount>;

export const partnerSettlement = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  from: z.string(),
  to: z.string(),
  amount: storedAmount,
  shareCount: z.number().int(),
  operationNumber: z.string(),
  note: z.string().nullable(),
  cambixAccount: z.object({ bankName: z.string(), accountNumber: z.string() }),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PartnerSettlement = z.infer<typeof partnerSettlement>;

/** The settlement made, or the request that waits for a second person (four-eyes, decision 131). */
export const settlementResult = z.object({
  settlement: partnerSettlement.nullable(),
  pendingApprovalId: z.number().int().nullable(),
});
export type SettlementResult = z.infer<typeof settlementResult>;
