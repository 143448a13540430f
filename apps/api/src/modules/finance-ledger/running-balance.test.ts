import { ORDER_STATUS, type ManualMovement, type ReversalResult } from '@cambix/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMovement,
  financeAccountsOf,
  reverseRow,
  runningBalanceProblems,
} from '../../../test/support/manual-movements.ts';
import { photo } from '../../../test/support/multipart.ts';
import { orderInStatus, payout, staffAction } from '../../../test/support/pipeline.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { ledgerEntries } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { formatMoney } from '../../platform/money.ts';
import { postgresSuiteBeside } from '../../../test/support/suites.ts';

// docs/rules/finance-reports.md#running-balance: whatever mix of writes, in whatever order they race, each
// row's balance_after is the one before it plus its signed amount, and the last one is the account's sum.

type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
let voucher: Buffer;
let accounts: number[];
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  voucher = await photo('#0f766e');
  accounts = (await financeAccountsOf(t)).pen;
});
afterAll(() => t.close());

/** A small seeded generator (mulberry32), so a failure replays exactly. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    amount: (maxSoles: number) => formatMoney(BigInt(1 + Math.floor(next() * maxSoles * 100))),
  };
}

const ROWS_PER_KIND = { payment: 1, payout: 1, ingreso: 1, egreso: 1, transfer: 2 } as const;

describe.skipIf(postgresSuiteBeside)('the running balance', () => {
  it('holds for every account after 500 mixed operations, some racing each other', async () => {
    const rng = random(17_2026);
    const today = limaDay(t.clock.now());
    const [before] = await t.ctx.db.select({ value: count() }).from(ledgerEntries);
    let expectedRows = before!.value;

    for (const accountId of accounts) {
      const opened = await settingsCall(t, admin, 'POST', `/cambix-accounts/${accountId}/opening-balance`, {
        amount: rng.amount(50_000),
        note: 'Saldo al inicio de la prueba',
      });
      if (opened.statusCode === 200) expectedRows += 1;
    }

    const approved: number[] = [];
    const openings = await t.ctx.db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'opening'));
    const reversible: { id: number; legs: number }[] = openings.map((row) => ({ id: row.id, legs: 1 }));
    const manualBody = (type: 'ingreso' | 'egreso', amount: string) => ({
      type,
      accountId: String(rng.pick(accounts)),
      concept:
        type === 'ingreso' ? 'Aporte de capital' : rng.pick(['Comisión bancaria', 'ITF', 'Pago a proveedor']),
      amount,
      operatedOn: today,
    });

    let done = 0;
    while (done < 500) {
      // A batch of up to 4 operations sent together: on PostgreSQL they race for the accounts' locks.
      const batch: (() => Promise<number>)[] = [];
      const chosenReversals = new Set<number>();
      const chosenPayouts = new Set<number>();
      for (let slot = 0; slot < 4 && done + batch.length < 500; slot++) {
        const roll = rng.next();
        if (roll < 0.2) {
          const amount = rng.amount(3_000);
          batch.push(async () => {
            const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE, {
              sendAmount: amount,
              receiveAmount: amount,
            });
            const response = await staffAction(t, admin, order.id, 'approve', {
              operationNumber: `OP-${order.id}`,
            });
            expect(response.statusCode, response.body).toBe(200);
            approved.push(order.id);
            return ROWS_PER_KIND.payment;
          });
        } else if (roll < 0.32 && approved.some((id) => !chosenPayouts.has(id))) {
          const orderId = approved.find((id) => !chosenPayouts.has(id))!;
          chosenPayouts.add(orderId);
          approved.splice(approved.indexOf(orderId), 1);
          batch.push(async () => {
            const response = await payout(t, admin, orderId, { voucher });
            expect(response.statusCode, response.body).toBe(200);
            return ROWS_PER_KIND.payout;
          });
        } else if (roll < 0.72) {
          const type = roll < 0.5 ? 'ingreso' : 'egreso';
          const fields = manualBody(type, rng.amount(type === 'ingreso' ? 5_000 : 800));
          batch.push(async () => {
            const response = await createMovement(t, admin, fields);
            expect(response.statusCode, response.body).toBe(200);
            const movement = body<ManualMovement>(response).data;
            reversible.push({ id: movement.entryIds[0]!, legs: 1 });
            return ROWS_PER_KIND[type];
          });
        } else if (roll < 0.87) {
          const from = rng.pick(accounts);
          const to = rng.pick(accounts.filter((id) => id !== from));
          const fields = {
            type: 'transfer',
            accountId: String(from),
            toAccountId: String(to),
            amount: rng.amount(1_500),
            // The openings above are recorded today: nothing may be dated before an account opened.
            operatedOn: today,
          };
          batch.push(async () => {
            const response = await createMovement(t, admin, fields);
            expect(response.statusCode, response.body).toBe(200);
            const movement = body<ManualMovement>(response).data;
            reversible.push({ id: movement.entryIds[rng.int(2)]!, legs: 2 });
            return ROWS_PER_KIND.transfer;
          });
        } else if (reversible.length > 0) {
          const target = reversible.splice(rng.int(reversible.length), 1)[0]!;
          if (chosenReversals.has(target.id)) continue;
          chosenReversals.add(target.id);
          batch.push(async () => {
            const response = await reverseRow(t, admin, target.id, 'Prueba de reversión');
            expect(response.statusCode, response.body).toBe(200);
            const { reversals } = body<ReversalResult>(response).data;
            expect(reversals).toHaveLength(target.legs);
            return target.legs;
          });
        }
      }
      const written = await Promise.all(batch.map((operation) => operation()));
      expectedRows += written.reduce((total, rows) => total + rows, 0);
      done += batch.length;
    }

    const [after] = await t.ctx.db.select({ value: count() }).from(ledgerEntries);
    expect(after!.value).toBe(expectedRows);
    expect(await runningBalanceProblems(t)).toEqual([]);
    const reversals = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'reversal'));
    expect(new Set(reversals.map((row) => row.reversesId)).size).toBe(reversals.length);
  }, 600_000);
});
