import { DEFAULT_SETTINGS, type Settings } from '@cambix/contract';
import { eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { setFinanceSettings } from '../../../test/support/manual-movements.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { exchangeRates, orders, pointsLedger, users } from '../../platform/db/schema/index.ts';
import { pointsWaitForSecondPerson, waitsForSecondPerson } from './waits-for-second-person.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const finance = (changes: Partial<Settings['finance']>) => setFinanceSettings(t, admin, changes);
async function points(changes: Partial<Settings['points']>) {
  const saved = await settingsCall(t, admin, 'PUT', '/points', { ...DEFAULT_SETTINGS.points, ...changes });
  expect(saved.statusCode, saved.body).toBe(200);
}
const inTransaction = <T>(work: (tx: Tx) => Promise<T>) => t.ctx.db.transaction(work);
const newPerson = async () => (await insertColaborador(t.ctx)).id;

/** What the transaction holds on the person's row: its own lock sets the row's xmax to its id. */
const lockedByMe = async (tx: Tx, userId: number) => {
  const [row] = await tx
    .select({ locked: sql<boolean>`xmax::text::bigint = txid_current() % 4294967296` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.locked;
};

describe('money out', () => {
  it('with four-eyes off (no amount set) nothing waits, whatever the amount', async () => {
    await finance({ fourEyesAbove: null });
    const staffId = await newPerson();
    const waits = await inTransaction((tx) =>
      waitsForSecondPerson(t.ctx, tx, { staffId, amount: 99_999_999_99n, currency: 'PEN' }),
    );
    expect(waits).toBe(false);
  });

  it('locks the person’s row while it decides, so their requests queue', async () => {
    await finance({ fourEyesAbove: '1000.00' });
    const staffId = await newPerson();
    const locked = await inTransaction(async (tx) => {
      await waitsForSecondPerson(t.ctx, tx, { staffId, amount: 100n, currency: 'PEN' });
      return lockedByMe(tx, staffId);
    });
    expect(locked).toBe(true);
  });

  it('without a published board, dollars count at Ajustes’ bank sell rate: S/ 383.00 is not above, a céntimo more is', async () => {
    await finance({ fourEyesAbove: '383.00' });
    const staffId = await newPerson();
    let answers: boolean[] = [];
    // The board is taken away only inside this transaction, which is then rolled back.
    await inTransaction(async (tx) => {
      await tx.update(orders).set({ rateId: null });
      await tx.delete(exchangeRates);
      const at = (amount: bigint) => waitsForSecondPerson(t.ctx, tx, { staffId, amount, currency: 'USD' });
      // 100.00 dollars at 3.8300 are S/ 383.00; 100.01 are S/ 383.04.
      answers = [await at(100_00n), await at(100_01n)];
      tx.rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
    expect(DEFAULT_SETTINGS.divisas.bankSell).toBe('3.8300');
    expect(answers).toEqual([false, true]);
  });
});

describe('points added by staff', () => {
  /** A customer and a person who already added `already` points at once today. */
  async function personWhoAdded(already: number) {
    const customer = await insertCustomer(t.ctx);
    const staffId = await newPerson();
    await t.ctx.db.insert(pointsLedger).values({
      userId: customer.id,
      points: already,
      kind: 'adjust',
      actorId: staffId,
      createdAt: t.clock.now(),
    });
    return staffId;
  }
  const decide = (staffId: number, added: number) =>
    inTransaction((tx) => pointsWaitForSecondPerson(t.ctx, tx, staffId, added));

  it('with four-eyes off for points nothing waits', async () => {
    await points({ adjustmentFourEyesAbove: null });
    expect(await decide(await personWhoAdded(0), 1_000_000)).toBe(false);
  });

  it('taking points away, or adding none, never waits, even for someone already above the amount today', async () => {
    await points({ adjustmentFourEyesAbove: 5 });
    const staffId = await personWhoAdded(10);
    expect(await decide(staffId, -3)).toBe(false);
    expect(await decide(staffId, 0)).toBe(false);
    expect(await decide(staffId, 1)).toBe(true);
  });
});
