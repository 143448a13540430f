// Balances and reconciliations as the API returns them, for the Balance tests.
import type {
  AccountBalance,
  BalanceOverview,
  FinanceAccount,
  LedgerRow,
  ReconciliationDetail,
  StatementLine,
  StatementPreview,
} from '@cambix/contract';

export function financeAccount(id: number, overrides: Partial<FinanceAccount> = {}): FinanceAccount {
  return {
    id,
    bankId: 1,
    bankName: 'Banco de Crédito del Perú',
    bankCode: '002',
    currency: 'PEN',
    purpose: 'collection',
    accountNumber: `193-00012${id}-0-5${id}`,
    holderName: 'Cambix S.A.C.',
    active: true,
    ...overrides,
  };
}

export function accountBalance(id: number, overrides: Partial<AccountBalance> = {}): AccountBalance {
  return {
    account: financeAccount(id),
    balance: '15230.40',
    today: { ingresos: '1200.00', egresos: '350.10' },
    month: { ingresos: '48210.00', egresos: '32979.60' },
    pendingPayouts: { count: 2, amount: '900.00' },
    balanceAfterPayouts: '14330.40',
    lastMovementAt: '2026-11-27T14:05:00.000Z',
    ...overrides,
  };
}

export function balanceOverview(overrides: Partial<BalanceOverview> = {}): BalanceOverview {
  return {
    today: '2026-11-27',
    accounts: [accountBalance(1)],
    totals: [
      { currency: 'PEN', balance: '15230.40', pendingPayouts: '900.00', balanceAfterPayouts: '14330.40' },
    ],
    ...overrides,
  };
}

export function statementPreview(overrides: Partial<StatementPreview> = {}): StatementPreview {
  return {
    fileName: 'extracto-noviembre.csv',
    encoding: 'latin1',
    delimiter: ';',
    headers: ['Fecha', 'Descripción', 'Nro. Operación', 'Cargo', 'Abono'],
    sample: [
      ['02/11/2026', 'ABONO TRANSF CAMBIX', '001234', '', '1500,00'],
      ['03/11/2026', 'COMISION MANTENIMIENTO', '', '12,50', ''],
    ],
    lineCount: 3,
    mapping: {
      dateColumn: 'Fecha',
      descriptionColumn: 'Descripción',
      operationColumn: 'Nro. Operación',
      amountMode: 'split',
      amountColumn: null,
      debitColumn: 'Cargo',
      creditColumn: 'Abono',
      dateFormat: 'DD/MM/YYYY',
      decimalSeparator: ',',
    },
    mappingRemembered: true,
    ...overrides,
  };
}

export function statementLine(line: number, overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    line,
    date: '2026-11-02',
    description: 'ABONO TRANSF CAMBIX',
    operationNumber: '001234',
    amount: '1500.00',
    ...overrides,
  };
}

export function ledgerRow(id: number, overrides: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id,
    account: { id: 1, label: 'BCP Soles 193-000121-0-51', currency: 'PEN' },
    direction: 'ingreso',
    kind: 'payment',
    amount: '1500.00',
    balanceAfter: '15230.40',
    concept: 'Pago de la orden CBX-0042',
    note: null,
    operationNumber: '001234',
    operatedOn: '2026-11-02',
    createdAt: '2026-11-02T15:00:00.000Z',
    order: { id: 42, code: 'CBX-0042' },
    movementId: null,
    hasAttachment: false,
    reversesId: null,
    reversedById: null,
    reversible: false,
    actor: null,
    ...overrides,
  };
}

/**
 * A statement of three lines against the ledger: one pair, one commission the bank charged that Cambix
 * never recorded (−12.50), and one payout Cambix recorded that the bank does not show (−300.00): the
 * difference, −12.50 − (−300.00) = 287.50, is explained by those two.
 */
export function plantedReconciliation(overrides: Partial<ReconciliationDetail> = {}): ReconciliationDetail {
  return {
    id: 9,
    account: { id: 1, label: 'BCP Soles 193-000121-0-51', currency: 'PEN' },
    fileName: 'extracto-noviembre.csv',
    periodFrom: '2026-11-02',
    periodTo: '2026-11-03',
    lineCount: 2,
    matchedCount: 1,
    bankOnlyCount: 1,
    ledgerOnlyCount: 1,
    statementNet: '1487.50',
    ledgerNet: '1200.00',
    difference: '287.50',
    windowDays: 3,
    createdBy: { id: 100, name: 'Carla Rojas' },
    createdAt: '2026-11-27T15:30:00.000Z',
    matched: [{ line: statementLine(2), entry: ledgerRow(501), by: 'operation' }],
    bankOnly: [
      statementLine(3, {
        date: '2026-11-03',
        description: 'COMISION MANTENIMIENTO',
        operationNumber: null,
        amount: '-12.50',
      }),
    ],
    ledgerOnly: [
      ledgerRow(502, {
        direction: 'egreso',
        kind: 'payout',
        amount: '300.00',
        concept: 'Devolución de la orden CBX-0051',
        operationNumber: '778899',
        operatedOn: '2026-11-03',
        order: { id: 51, code: 'CBX-0051' },
      }),
    ],
    paymentMatches: { automatic: 0, queued: 0 },
    ...overrides,
  };
}
