// Ledger rows as the API returns them, for the Movimientos tests.
import type { BalanceOverview, LedgerRow, MovementPage } from '@cambix/contract';

export function ledgerRow(id: number, overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id,
    account: { id: 1, label: 'BCP PEN · 191-1234567', currency: 'PEN' },
    direction: 'egreso',
    kind: 'manual',
    amount: '150.00',
    balanceAfter: '10350.50',
    concept: 'Comisión bancaria',
    note: 'Mantenimiento de noviembre',
    operationNumber: 'OP-778',
    operatedOn: '2026-11-20',
    createdAt: '2026-11-20T15:05:00.000Z',
    order: null,
    movementId: 40 + id,
    hasAttachment: false,
    reversesId: null,
    reversedById: null,
    reversible: true,
    actor: { id: 1, name: 'Carla Rojas' },
    ...overrides,
  };
}

/** A customer's payment: linked to its order, never reversible from here. */
export const paymentRow = (id: number): LedgerRow =>
  ledgerRow(id, {
    direction: 'ingreso',
    kind: 'payment',
    amount: '2500.00',
    balanceAfter: '10500.50',
    concept: 'Pago de la orden CX-0007',
    note: null,
    operationNumber: '99812',
    order: { id: 7, code: 'CX-0007' },
    movementId: null,
    reversible: false,
    actor: null,
  });

export const movementPage = (rows: LedgerRow[], nextCursor: number | null = null): MovementPage => ({
  rows,
  nextCursor,
});

export const balanceOverview = (): BalanceOverview => ({
  today: '2026-11-27',
  accounts: [
    {
      account: {
        id: 3,
        bankId: 2,
        bankName: 'Interbank',
        bankCode: 'IBK',
        currency: 'PEN',
        purpose: 'payout',
        accountNumber: '200-3000',
        holderName: 'Cambix SAC',
        active: true,
      },
      balance: '0.00',
      today: { ingresos: '0.00', egresos: '0.00' },
      month: { ingresos: '0.00', egresos: '0.00' },
      pendingPayouts: { count: 0, amount: '0.00' },
      balanceAfterPayouts: '0.00',
      lastMovementAt: null,
    },
  ],
  totals: [],
});
