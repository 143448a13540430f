import { ORDER_STATUS } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { lineKeys } from './line-key.ts';
import {
  decidePaymentLine,
  isCustomerAccount,
  normaliseDescription,
  referencesIn,
  type IncomingLine,
  type ReferencedOrder,
} from './match-payment-line.ts';

// docs/rules/finance-reports.md#payments-by-reference: the one rule, case by case.

const ACCOUNT = 7;
const order = (overrides: Partial<ReferencedOrder> = {}): ReferencedOrder => ({
  id: 1,
  status: ORDER_STATUS.PENDIENTE,
  collectionAccountId: ACCOUNT,
  sendAmount: 50_000n,
  customerAccounts: ['19412345678901', '00219411234567890123'],
  ...overrides,
});
const line = (overrides: Partial<IncomingLine> = {}): IncomingLine => ({
  accountId: ACCOUNT,
  amount: 50_000n,
  payerAccount: '194-12345678-9-01',
  ...overrides,
});

describe('decidePaymentLine', () => {
  it.each([
    [
      'reference, amount and payer agree',
      line(),
      [order()],
      { kind: 'approve', orderId: 1, rule: 'reference_amount_payer' },
    ],
    [
      'the payer is given by CCI',
      line({ payerAccount: '002 194 112345678901 23' }),
      [order()],
      { kind: 'approve', orderId: 1, rule: 'reference_amount_payer' },
    ],
    [
      'no payer column',
      line({ payerAccount: null }),
      [order()],
      { kind: 'approve', orderId: 1, rule: 'reference_amount' },
    ],
    [
      'a blank payer cell',
      line({ payerAccount: '  ' }),
      [order()],
      { kind: 'approve', orderId: 1, rule: 'reference_amount' },
    ],
    [
      'two orders named',
      line(),
      [order(), order({ id: 2 })],
      { kind: 'queue', reason: 'several_orders', candidateIds: [1, 2] },
    ],
    [
      'the order is still TEMPORAL',
      line(),
      [order({ status: ORDER_STATUS.TEMPORAL })],
      { kind: 'queue', reason: 'order_not_pending', candidateIds: [1] },
    ],
    [
      'the order was approved already',
      line(),
      [order({ status: ORDER_STATUS.PENDIENTE_DEVOLUCION })],
      { kind: 'queue', reason: 'order_not_pending', candidateIds: [1] },
    ],
    [
      'the order failed',
      line(),
      [order({ status: ORDER_STATUS.FALLIDA })],
      { kind: 'queue', reason: 'order_not_pending', candidateIds: [1] },
    ],
    [
      'the order pays into another account',
      line(),
      [order({ collectionAccountId: 8 })],
      { kind: 'queue', reason: 'other_account', candidateIds: [1] },
    ],
    [
      'a cent less than owed',
      line({ amount: 49_999n }),
      [order()],
      { kind: 'queue', reason: 'amount_differs', candidateIds: [1] },
    ],
    [
      'a cent more than owed',
      line({ amount: 50_001n }),
      [order()],
      { kind: 'queue', reason: 'amount_differs', candidateIds: [1] },
    ],
    [
      'a payer who is not the customer',
      line({ payerAccount: '19499999999999' }),
      [order()],
      { kind: 'queue', reason: 'payer_not_customer', candidateIds: [1] },
    ],
    [
      'a payer account with no digits',
      line({ payerAccount: 'N/D' }),
      [order()],
      { kind: 'queue', reason: 'payer_not_customer', candidateIds: [1] },
    ],
    [
      'a customer with no accounts',
      line(),
      [order({ customerAccounts: [] })],
      { kind: 'queue', reason: 'payer_not_customer', candidateIds: [1] },
    ],
    ['no order named', line(), [], { kind: 'none' }],
    ['money out', line({ amount: -50_000n }), [order({ sendAmount: -50_000n })], { kind: 'none' }],
    ['a zero line', line({ amount: 0n }), [order({ sendAmount: 0n })], { kind: 'none' }],
  ] as const)('%s', (_case, incoming, orders, expected) => {
    expect(decidePaymentLine(incoming, orders)).toEqual(expected);
  });

  it('names the first thing that differs: not pending before account, account before amount, amount before payer', () => {
    const everything = line({ amount: 1n, payerAccount: '1' });
    expect(decidePaymentLine(everything, [order({ status: 0, collectionAccountId: 8 })])).toMatchObject({
      reason: 'order_not_pending',
    });
    expect(decidePaymentLine(everything, [order({ collectionAccountId: 8 })])).toMatchObject({
      reason: 'other_account',
    });
    expect(decidePaymentLine(everything, [order()])).toMatchObject({ reason: 'amount_differs' });
  });
});

describe('referencesIn', () => {
  const known = new Set(['ABC2345', 'XYZ7899', 'QRS5678']);
  it.each([
    ['TRANSF ABC2345 ANA', ['ABC2345']],
    ['pago abc2345', ['ABC2345']],
    ['PAGO ABC 2345', ['ABC2345']],
    ['PAGO AB-C23 45.', ['ABC2345']],
    ['ÁBC2345', ['ABC2345']],
    ['ABC2345 Y QRS5678', ['ABC2345', 'QRS5678']],
    ['ABC2345 ABC2345', ['ABC2345']],
    ['ABC234', []],
    ['AB C234', []],
    ['', []],
  ])('%s', (description, expected) => {
    expect(referencesIn(description, known)).toEqual(expected);
  });

  it('reads letters and digits only, upper case', () => {
    expect(normaliseDescription('Trf. de Ana – ref: abc 2345')).toBe('TRFDEANAREFABC2345');
  });
});

describe('isCustomerAccount', () => {
  it('compares digits: dashes and spaces as the bank prints them do not matter', () => {
    expect(isCustomerAccount('194-1234567890-1', ['19412345678901'])).toBe(true);
    expect(isCustomerAccount('194-1234567890-2', ['19412345678901'])).toBe(false);
    expect(isCustomerAccount('1941234567890', ['19412345678901'])).toBe(false);
    expect(isCustomerAccount('---', [''])).toBe(false);
  });
});

describe('lineKeys', () => {
  const base = {
    date: '2026-11-21',
    amount: 50_000n,
    operationNumber: '0001234',
    description: 'PAGO ABC2345',
    payerAccount: '194-123',
  };
  it('gives a line the same key in every statement that lists it, whatever the spacing and zeros', () => {
    const [first] = lineKeys([base]);
    const [again] = lineKeys([
      { ...base, operationNumber: '1234', description: 'pago  abc 2345', payerAccount: '194123' },
    ]);
    expect(again).toBe(first);
  });

  it('tells two equal transfers of one day apart by their repeat, in any statement', () => {
    const keys = lineKeys([base, base, { ...base, amount: 1n }]);
    expect(new Set(keys).size).toBe(3);
    expect(lineKeys([base, base])).toEqual(keys.slice(0, 2));
  });

  it('differs when the date, amount, operation, description or payer differs', () => {
    const [key] = lineKeys([base]);
    for (const changed of [
      { date: '2026-11-22' },
      { amount: 50_001n },
      { operationNumber: '1235' },
      { description: 'PAGO ABC2346' },
      { payerAccount: '194-124' },
    ]) {
      expect(lineKeys([{ ...base, ...changed }])[0]).not.toBe(key);
    }
  });
});
