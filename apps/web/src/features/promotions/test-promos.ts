// Coupons as the API returns them, for the Cupones tests.
import type { PromoDetail, PromoSummary, PromoUse } from '@cambix/contract';

export function promoSummary(id: number, overrides: Partial<PromoSummary> = {}): PromoSummary {
  return {
    id,
    code: `VERANO${id}`,
    description: 'Campaña de verano',
    discountKind: 'percent',
    discountValue: '25.00',
    minAmount: '1000.00',
    maxAmount: null,
    validFrom: '2026-12-01',
    validTo: '2026-12-31',
    totalUses: 100,
    usesPerCustomer: 1,
    firstOrderOnly: false,
    customers: [],
    bank: null,
    active: true,
    state: 'activo',
    uses: 3,
    discountTotal: '45.00',
    used: false,
    createdAt: '2026-11-20T15:00:00.000Z',
    createdBy: 'Carla Rojas',
    ...overrides,
  };
}

export function promoUse(orderId: number, overrides: Partial<PromoUse> = {}): PromoUse {
  return {
    orderId,
    orderCode: `ORD${String(orderId).padStart(5, '0')}`,
    customer: { id: 500 + orderId, name: `Ana Cliente${orderId}`, documentNumber: `4000000${orderId}` },
    at: '2026-12-02T20:05:00.000Z',
    sendAmount: '1500.00',
    discount: '15.00',
    status: 5,
    givenBack: false,
    ...overrides,
  };
}

export function promoDetail(promo: PromoSummary, overrides: Partial<PromoDetail> = {}): PromoDetail {
  return {
    promo,
    totals: { uses: 3, givenBack: 1, customers: 3, sendAmount: '4500.00', discount: '45.00' },
    perDay: [
      { day: '2026-12-02', uses: 2 },
      { day: '2026-12-04', uses: 1 },
    ],
    ...overrides,
  };
}
