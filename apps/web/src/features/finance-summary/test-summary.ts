import type { FinanceSummary, SummaryFigures } from '@cambix/contract';

export const figures = (overrides: Partial<SummaryFigures> = {}): SummaryFigures => ({
  ordersFinished: 0,
  divisasOrders: 0,
  amountReceived: '0.00',
  amountPaidOut: '0.00',
  usdReceived: '0.00',
  usdPaidOut: '0.00',
  commissions: '0.00',
  exchangeSpread: '0.00',
  couponDiscounts: '0.00',
  pointsDiscounts: '0.00',
  partnerShares: '0.00',
  manualIngresos: '0.00',
  manualEgresos: '0.00',
  closingBalance: '0.00',
  ...overrides,
});

/** Two months with money in them, compared with a quieter previous period. */
export function financeSummary(overrides: Partial<FinanceSummary> = {}): FinanceSummary {
  return {
    from: '2026-10',
    to: '2026-11',
    months: [
      {
        month: '2026-10',
        ...figures({
          ordersFinished: 40,
          amountReceived: '52000.00',
          amountPaidOut: '51000.00',
          commissions: '480.50',
          couponDiscounts: '30.00',
          pointsDiscounts: '5.00',
          partnerShares: '60.00',
          manualIngresos: '1000.00',
          manualEgresos: '250.00',
          closingBalance: '120000.00',
        }),
      },
      {
        month: '2026-11',
        ...figures({
          ordersFinished: 60,
          amountReceived: '78000.00',
          amountPaidOut: '77500.00',
          commissions: '719.50',
          couponDiscounts: '20.00',
          pointsDiscounts: '15.00',
          partnerShares: '90.00',
          manualIngresos: '0.00',
          manualEgresos: '250.00',
          closingBalance: '121234.56',
        }),
      },
    ],
    totals: figures({
      ordersFinished: 100,
      divisasOrders: 12,
      amountReceived: '130000.00',
      amountPaidOut: '128500.00',
      usdReceived: '4200.00',
      usdPaidOut: '3100.50',
      commissions: '1200.00',
      exchangeSpread: '84.75',
      couponDiscounts: '50.00',
      pointsDiscounts: '20.00',
      partnerShares: '150.00',
      manualIngresos: '1000.00',
      manualEgresos: '500.00',
      closingBalance: '121234.56',
    }),
    previous: {
      from: '2026-08',
      to: '2026-09',
      cut: null,
      totals: figures({
        ordersFinished: 80,
        amountReceived: '100000.00',
        amountPaidOut: '99000.00',
        commissions: '1000.00',
        couponDiscounts: '90.00',
        pointsDiscounts: '0.00',
        partnerShares: '150.00',
        manualIngresos: '0.00',
        manualEgresos: '0.00',
        closingBalance: '110000.00',
      }),
    },
    byBank: [
      {
        bankId: 1,
        bankName: 'Banco de Crédito del Perú',
        ordersFinished: 70,
        amountReceived: '90000.00',
        amountPaidOut: '89000.00',
        commissions: '850.00',
      },
      {
        bankId: 2,
        bankName: 'Interbank',
        ordersFinished: 30,
        amountReceived: '40000.00',
        amountPaidOut: '39500.00',
        commissions: '350.00',
      },
    ],
    byChannel: [
      { channel: 'web', ordersFinished: 80, amountReceived: '100000.00', commissions: '950.00' },
      { channel: 'partner', ordersFinished: 20, amountReceived: '30000.00', commissions: '250.00' },
    ],
    days: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-11-${String(index + 1).padStart(2, '0')}`,
      orders: index % 3,
      commissions: index % 3 === 0 ? '0.00' : '12.00',
    })),
    company: { name: 'Cambix S.A.C.', ruc: '20601234567', address: 'Av. Larco 123, Miraflores, Lima' },
    generatedAt: '2026-11-27T19:05:00.000Z',
    ...overrides,
  };
}

/** A period where nothing happened. */
export function emptySummary(): FinanceSummary {
  return financeSummary({
    months: [{ month: '2026-11', ...figures() }],
    totals: figures(),
    previous: { from: '2026-10', to: '2026-10', cut: null, totals: figures() },
    byBank: [],
    byChannel: [],
    days: Array.from({ length: 30 }, (_, index) => ({
      date: `2026-11-${String(index + 1).padStart(2, '0')}`,
      orders: 0,
      commissions: '0.00',
    })),
    from: '2026-11',
    to: '2026-11',
  });
}
