import { ORDER_STATUS, type AdminOrderSummary } from '@cambix/contract';

/** The chips over Devoluciones: the queue is whole, so it filters on the screen. */
export const PAYOUT_FILTERS = ['all', 'toPay', 'observed'] as const;
export type PayoutFilter = (typeof PAYOUT_FILTERS)[number];

export const isPayoutFilter = (value: string | null): value is PayoutFilter =>
  (PAYOUT_FILTERS as readonly string[]).includes(value ?? '');

export function filterPayouts<T extends Pick<AdminOrderSummary, 'status'>>(
  rows: readonly T[],
  filter: PayoutFilter,
): T[] {
  switch (filter) {
    case 'all':
      return [...rows];
    case 'toPay':
      return rows.filter((row) => row.status === ORDER_STATUS.PENDIENTE_DEVOLUCION);
    case 'observed':
      return rows.filter((row) => row.status === ORDER_STATUS.OBSERVADA);
  }
}
