import { notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { banks, cambixAccounts, manualMovements } from '../../platform/db/schema/index.ts';
import { recordLedgerEntry, type LedgerEntryInput } from './record-ledger-entry.ts';

let t: TestApp;
let staffId: number;
beforeAll(async () => {
  t = await buildTestApp();
  staffId = (await insertColaborador(t.ctx)).id;
});
afterAll(() => t.close());

let accounts = 0;
/** An account of its own at a bank that has none yet: its balance starts at zero. */
async function newAccount() {
  accounts += 1;
  const used = t.ctx.db.select({ id: cambixAccounts.bankId }).from(cambixAccounts);
  const [bank] = await t.ctx.db
    .select({ id: banks.id })
    .from(banks)
    .where(notInArray(banks.id, used))
    .limit(1);
  const [account] = await t.ctx.db
    .insert(cambixAccounts)
    .values({
      bankId: bank!.id,
      currency: 'PEN',
      purpose: 'payout',
      accountNumber: `19300000000${accounts}`,
      cci: `002193000000000001${accounts}`,
      holderName: 'Cambix S.A.C.',
    })
    .returning({ id: cambixAccounts.id });
  return account!.id;
}

const entry = (cambixAccountId: number, changes: Partial<LedgerEntryInput> = {}): LedgerEntryInput => ({
  cambixAccountId,
  direction: 'ingreso',
  amount: '100.00',
  kind: 'manual',
  concept: 'Aporte de capital',
  actorId: staffId,
  createdAt: t.clock.now(),
  ...changes,
});

describe('a ledger row', () => {
  it('takes a positive amount only: a céntimo is written, zero is refused', async () => {
    const accountId = await newAccount();
    await expect(recordLedgerEntry(t.ctx.db, entry(accountId, { amount: '0.00' }))).rejects.toThrow(
      'a ledger amount must be positive, got 0.00',
    );
    const row = await recordLedgerEntry(t.ctx.db, entry(accountId, { amount: '0.01' }));
    expect(row).toMatchObject({ amount: '0.01', balanceAfter: '0.01' });
  });

  it('carries the account’s balance: an ingreso adds, an egreso takes away, below zero too', async () => {
    const accountId = await newAccount();
    const balances = [];
    for (const [direction, amount] of [
      ['ingreso', '100'],
      ['egreso', '30.5'],
      ['egreso', '100.00'],
      ['ingreso', '0.50'],
    ] as const) {
      const row = await recordLedgerEntry(t.ctx.db, entry(accountId, { direction, amount }));
      balances.push([row.amount, row.balanceAfter]);
    }
    expect(balances).toEqual([
      ['100.00', '100.00'],
      ['30.50', '69.50'],
      ['100.00', '-30.50'],
      ['0.50', '-30.00'],
    ]);
  });

  it('keeps the order, movement, operation, note, attachment, reversed row and approver it is given', async () => {
    const accountId = await newAccount();
    const approver = await insertColaborador(t.ctx);
    const order = await insertOrder(t.ctx, (await insertCustomer(t.ctx)).id);
    const [movement] = await t.ctx.db
      .insert(manualMovements)
      .values({
        type: 'egreso',
        state: 'recorded',
        cambixAccountId: accountId,
        concept: 'Pago a proveedor',
        amount: '100.00',
        operatedOn: '2026-11-20',
        createdBy: staffId,
      })
      .returning({ id: manualMovements.id });
    const first = await recordLedgerEntry(t.ctx.db, entry(accountId));
    const row = await recordLedgerEntry(
      t.ctx.db,
      entry(accountId, {
        direction: 'egreso',
        kind: 'reversal',
        orderId: order.id,
        movementId: movement!.id,
        operationNumber: 'OP-77',
        note: 'Registrado por error',
        attachmentKey: 'voucher-key',
        reversesId: first.id,
        approvedBy: approver.id,
        operatedOn: '2026-11-20',
      }),
    );
    expect(row).toMatchObject({
      cambixAccountId: accountId,
      direction: 'egreso',
      kind: 'reversal',
      concept: 'Aporte de capital',
      orderId: order.id,
      movementId: movement!.id,
      operationNumber: 'OP-77',
      note: 'Registrado por error',
      attachmentKey: 'voucher-key',
      reversesId: first.id,
      actorId: staffId,
      approvedBy: approver.id,
      operatedOn: '2026-11-20',
      createdAt: t.clock.now(),
    });
  });

  it('leaves out what it is not given, and is dated the Lima day it was recorded on', async () => {
    // 04:30 UTC on 22 November is 23:30 of the 21st in Lima.
    const createdAt = new Date('2026-11-22T04:30:00Z');
    const row = await recordLedgerEntry(t.ctx.db, entry(await newAccount(), { createdAt }));
    expect(row).toMatchObject({
      orderId: null,
      movementId: null,
      operationNumber: null,
      note: null,
      attachmentKey: null,
      reversesId: null,
      approvedBy: null,
      operatedOn: '2026-11-21',
    });
  });
});
