// Clientes activos as the API returns it, for its tests.
import type { ActiveCustomer, ActiveCustomerMonth, ActiveCustomerPage } from '@cambix/contract';

export function activeCustomer(userId: number, overrides: Partial<ActiveCustomer> = {}): ActiveCustomer {
  return {
    userId,
    name: `Ana Quispe ${userId}`,
    documentNumber: `4000000${userId}`,
    email: `ana${userId}@cambix.test`,
    orderCount: 3,
    totalSent: '4500.00',
    totalCommission: '45.50',
    firstOrderAt: '2026-09-03T15:00:00.000Z',
    lastOrderAt: '2026-11-20T15:00:00.000Z',
    isNew: false,
    ...overrides,
  };
}

export const activeMonth = (month: string, fresh: number, returning: number): ActiveCustomerMonth => ({
  month,
  active: fresh + returning,
  new: fresh,
  returning,
  orders: (fresh + returning) * 2,
  totalSent: `${(fresh + returning) * 1000}.00`,
});

export function activePage(
  rows: ActiveCustomer[],
  overrides: Partial<ActiveCustomerPage> = {},
): ActiveCustomerPage {
  return {
    from: '2026-09',
    to: '2026-11',
    months: [activeMonth('2026-09', 2, 0), activeMonth('2026-10', 1, 3), activeMonth('2026-11', 4, 5)],
    rows,
    total: rows.length,
    page: 1,
    pageSize: 25,
    ...overrides,
  };
}
