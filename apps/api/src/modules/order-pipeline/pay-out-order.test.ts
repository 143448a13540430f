import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_SETTINGS, ORDER_STATUS, type AdminOrder } from '@cambix/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../../test/support/captured-log.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertOrder, insertOrderFile, orderRow } from '../../../test/support/order-rows.ts';
import { finalize, operativeCustomer } from '../../../test/support/orders.ts';
import {
  eachBehindTheLast,
  orderInStatus,
  overlapping,
  payout,
  setFourEyes,
  staffAction,
} from '../../../test/support/pipeline.ts';
import type { Tx } from '../../platform/db/client.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { orders } from '../../platform/db/schema/index.ts';
import {
  bankAccounts,
  cambixAccounts,
  complianceAlerts,
  ledgerEntries,
  notifications,
  orderFiles,
  orderHistory,
  orders as ordersTable,
  pointsLedger,
  receipts,
  receiptSeries,
  referralCodes,
  users,
} from '../../platform/db/schema/index.ts';
import type { DomainEvent, NotificationsResolved } from '../../platform/events.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;
let events: DomainEvent[] = [];
const logged = captureLog('error');
beforeAll(async () => {
  t = await buildTestApp({ log: logged.log });
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
  events = recordEvents(t);
});
afterAll(() => t.close());

const rowOf = (orderId: number) => orderRow(t.ctx, orderId);

/** Saves Ajustes' Referidos section through its endpoint: the defaults with these changes. */
async function setReferralSettings(changes: Partial<typeof DEFAULT_SETTINGS.referrals>) {
  const saved = await settingsCall(t, admin, 'PUT', '/referrals', {
    ...DEFAULT_SETTINGS.referrals,
    ...changes,
  });
  expect(saved.statusCode).toBe(200);
}

async function nextNumberAt(bankId: number) {
  const [series] = await t.ctx.db.select().from(receiptSeries).where(eq(receiptSeries.bankId, bankId));
  return series!;
}

const pointsOf = (orderId: number) =>
  t.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId)).orderBy(pointsLedger.id);

/** Every file the test app's storage holds. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t.ctx.config.dataDir, 'uploads');
  const names = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
  return names.filter((name) => name.includes('.')).sort();
}

async function sumOf(direction: 'ingreso' | 'egreso', orderIds: number[]) {
  const [row] = await t.ctx.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.direction, direction), inArray(ledgerEntries.orderId, orderIds)));
  return parseMoney(row!.total);
}

describe('POST /api/admin/orders/:orderId/payout', () => {
  it('finishes the order: voucher, egreso from the payout account, boleta, points, mail, event', async () => {
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
      sendAmount: '1550.00',
      fee: '69.75',
      finalFee: '69.75',
      isFlatFee: false,
      receiveAmount: '1480.25',
    });
    const series = await nextNumberAt(order.paymentBankId);
    t.clock.advance(90_000);
    const now = t.clock.now();

    const response = await payout(t, admin, order.id, { fields: { operationNumber: 'TR-000123' } });
    expect(response.statusCode).toBe(200);
    const view = body<AdminOrder>(response).data;
    expect(view).toMatchObject({
      status: ORDER_STATUS.TERMINADA,
      payoutOperationNumber: 'TR-000123',
      paidOutAt: now.toISOString(),
      paidOutBy: { id: adminId },
      receipt: { serie: series.serie, numero_recibo: series.nextNumber },
    });

    expect(await rowOf(order.id)).toMatchObject({
      status: ORDER_STATUS.TERMINADA,
      statusChangedAt: now,
      paidOutBy: adminId,
      paidOutAt: now,
    });
    const files = await t.ctx.db
      .select()
      .from(orderFiles)
      .where(and(eq(orderFiles.orderId, order.id), eq(orderFiles.kind, 'payout_voucher')));
    expect(files).toEqual([
      expect.objectContaining({ mimeType: 'image/jpeg', uploadedBy: adminId, replacedAt: null }),
    ]);
    expect((await t.ctx.storage.get(files[0]!.storageKey)).length).toBe(files[0]!.byteSize);

    const [payoutAccount] = await t.ctx.db
      .select()
      .from(cambixAccounts)
      .where(
        and(
          eq(cambixAccounts.bankId, order.destination.bankId),
          eq(cambixAccounts.purpose, 'payout'),
          eq(cambixAccounts.currency, 'PEN'),
        ),
      );
    const ledger = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        direction: 'egreso',
        kind: 'payout',
        amount: '1480.25',
        cambixAccountId: payoutAccount!.id,
        concept: `Devolución de la orden ${order.code}`,
        operationNumber: 'TR-000123',
      }),
    ]);

    const [receipt] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(receipt).toMatchObject({
      serie: series.serie,
      numero: series.nextNumber,
      bankId: order.paymentBankId,
      customerName: 'Cliente De Prueba Número',
      documentType: 'DNI',
      documentNumber: customer.documentNumber,
      description: 'Comisión por cambio de saldo',
      amount: '69.75',
      issuedAt: now,
    });
    expect((await nextNumberAt(order.paymentBankId)).nextNumber).toBe(series.nextNumber + 1);
    expect(await pointsOf(order.id)).toEqual([
      expect.objectContaining({ userId: customer.id, kind: 'earn', points: 15 }),
    ]);

    await t.drain();
    const mail = (await t.outbox()).find((candidate) => candidate.to.includes(customer.email));
    expect(mail?.subject).toBe(`Te enviamos el dinero de tu orden ${order.code}`);
    expect(mail?.text).toContain('S/ 1,480.25');
    expect(mail?.text).toContain('TR-000123');
    expect(mail?.text).toContain(`${series.serie}-${String(series.nextNumber).padStart(8, '0')}`);
    expect(events.filter((event) => event.orderId === order.id)).toEqual([
      expect.objectContaining({
        type: 'order.paid-out',
        fromStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
        toStatus: ORDER_STATUS.TERMINADA,
        actorId: adminId,
      }),
    ]);
  });

  it('a payout refused (no voucher, an empty one, no operation number, a file that is no image) leaves the order as it was', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const series = await nextNumberAt(order.paymentBankId);

    const noVoucher = await payout(t, admin, order.id, { voucher: null });
    expect(noVoucher.statusCode).toBe(400);
    expect(body(noVoucher).code).toBe('PAYOUT_VOUCHER_REQUIRED');
    const emptyVoucher = await payout(t, admin, order.id, { voucher: Buffer.alloc(0) });
    expect(emptyVoucher.statusCode).toBe(400);
    expect(body(emptyVoucher).code).toBe('PAYOUT_VOUCHER_REQUIRED');
    const noNumber = await payout(t, admin, order.id, { fields: {} });
    expect(noNumber.statusCode).toBe(400);
    expect(body(noNumber)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { operationNumber: expect.any(String) } },
    });
    const notImage = await payout(t, admin, order.id, { voucher: Buffer.from('no soy una imagen') });
    expect(body(notImage).code).toBe('UPLOAD_TYPE_NOT_ALLOWED_PDF');

    expect(await rowOf(order.id)).toEqual(order);
    expect(await nextNumberAt(order.paymentBankId)).toEqual(series);
    expect(await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).toEqual([]);
    const files = await t.ctx.db
      .select()
      .from(orderFiles)
      .where(and(eq(orderFiles.orderId, order.id), eq(orderFiles.kind, 'payout_voucher')));
    expect(files).toEqual([]);
  });

  it('a payout that fails inside the transaction leaves neither a change nor a stored file', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const series = await nextNumberAt(order.paymentBankId);
    // No payout account at the destination bank nor at the payment bank.
    await t.ctx.db
      .update(cambixAccounts)
      .set({ active: false })
      .where(and(eq(cambixAccounts.bankId, order.paymentBankId), eq(cambixAccounts.purpose, 'payout')));
    const stored = await storedFiles();
    expect(stored.length).toBeGreaterThan(0);
    try {
      const response = await payout(t, admin, order.id);
      expect(response.statusCode).toBe(409);
      expect(body(response).code).toBe('NO_PAYOUT_ACCOUNT');
    } finally {
      await t.ctx.db
        .update(cambixAccounts)
        .set({ active: true })
        .where(and(eq(cambixAccounts.bankId, order.paymentBankId), eq(cambixAccounts.purpose, 'payout')));
    }
    expect(await rowOf(order.id)).toEqual(order);
    expect(await nextNumberAt(order.paymentBankId)).toEqual(series);
    expect(await storedFiles()).toEqual(stored);
  });

  it('a payment bank without a receipt series refuses the payout with a clear code, changing nothing', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const [series] = await t.ctx.db
      .delete(receiptSeries)
      .where(eq(receiptSeries.bankId, order.paymentBankId))
      .returning();
    const stored = await storedFiles();
    try {
      const response = await payout(t, admin, order.id);
      expect(response.statusCode).toBe(409);
      expect(body(response).code).toBe('NO_RECEIPT_SERIES');
    } finally {
      await t.ctx.db.insert(receiptSeries).values(series!);
    }
    expect(await rowOf(order.id)).toEqual(order);
    expect(await storedFiles()).toEqual(stored);
  });

  it('issues gap-free receipt numbers for 20 payouts at once at one bank', async () => {
    const placed: (typeof orders.$inferSelect)[] = [];
    for (let index = 0; index < 20; index++) {
      placed.push((await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION)).order);
    }
    const bankId = placed[0]!.paymentBankId;
    expect(placed.every((order) => order.paymentBankId === bankId)).toBe(true);
    const start = (await nextNumberAt(bankId)).nextNumber;

    const lockSeries = (tx: Tx) =>
      tx.select().from(receiptSeries).where(eq(receiptSeries.bankId, bankId)).for('update');
    const responses = await overlapping(t, lockSeries, 5, () =>
      Promise.all(placed.map((order) => payout(t, admin, order.id))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const issued = await t.ctx.db
      .select({ numero: receipts.numero })
      .from(receipts)
      .where(
        inArray(
          receipts.orderId,
          placed.map((order) => order.id),
        ),
      );
    expect(issued.map((row) => row.numero).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => start + index),
    );
    expect((await nextNumberAt(bankId)).nextNumber).toBe(start + 20);
  });

  it('keeps the ledger: received minus paid out, computed from the orders', async () => {
    const amounts = ['500.00', '1200.00', '2750.50', '180.00', '999.99'];
    const placed: (typeof orders.$inferSelect)[] = [];
    for (const sendAmount of amounts) {
      const receiveAmount = formatMoney(parseMoney(sendAmount) - parseMoney('10.00'));
      placed.push((await orderInStatus(t, ORDER_STATUS.PENDIENTE, { sendAmount, receiveAmount })).order);
    }
    for (const order of placed) {
      expect(
        (await staffAction(t, admin, order.id, 'approve', { operationNumber: `OP-${order.id}` })).statusCode,
      ).toBe(200);
    }
    const paidOut = placed.slice(0, 3);
    for (const order of paidOut) expect((await payout(t, admin, order.id)).statusCode).toBe(200);

    const ids = placed.map((order) => order.id);
    const received = placed.reduce((total, order) => total + parseMoney(order.sendAmount), 0n);
    const sent = paidOut.reduce((total, order) => total + parseMoney(order.receiveAmount), 0n);
    expect((await sumOf('ingreso', ids)) - (await sumOf('egreso', ids))).toBe(received - sent);
    expect(formatMoney(received - sent)).toBe('1209.99');
  });

  it('with four-eyes on, whoever approved the payment cannot pay it out; someone else can', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    expect((await staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-4E' })).statusCode).toBe(
      200,
    );
    await setFourEyes(t, true);
    try {
      const refused = await payout(t, admin, order.id);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('ORDER_FOUR_EYES');
      expect((await rowOf(order.id)).status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);

      const other = await signedInColaborador(t, [{ module: 'devoluciones', canView: true, canEdit: true }]);
      const paid = await payout(t, other.headers, order.id);
      expect(paid.statusCode).toBe(200);
      expect(body<AdminOrder>(paid).data.paidOutBy).toMatchObject({ id: other.user.id });
    } finally {
      await setFourEyes(t, false);
    }
  });

  it('with four-eyes off, the approver may pay out', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    expect((await staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-1E' })).statusCode).toBe(
      200,
    );
    expect((await payout(t, admin, order.id)).statusCode).toBe(200);
  });

  it('refuses an order that leaves nothing to pay out (S/ 0.00) before storing anything; S/ 0.01 is paid', async () => {
    const { order: nothing } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
      receiveAmount: '0.00',
    });
    const stored = await storedFiles();
    const refused = await payout(t, admin, nothing.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('PAYOUT_AMOUNT_NOT_POSITIVE');
    expect(await rowOf(nothing.id)).toEqual(nothing);
    expect(await storedFiles()).toEqual(stored);

    const { order: cent } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
      receiveAmount: '0.01',
    });
    expect((await payout(t, admin, cent.id)).statusCode).toBe(200);
    const ledger = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, cent.id));
    expect(ledger).toEqual([expect.objectContaining({ direction: 'egreso', amount: '0.01' })]);
  });

  it('checks the amount again inside the transaction: a row that stopped being payable while its voucher was stored is refused, the voucher removed', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const stored = await storedFiles();
    const put = t.ctx.storage.put.bind(t.ctx.storage);
    const storing = vi.spyOn(t.ctx.storage, 'put').mockImplementationOnce(async (data, extension) => {
      await t.ctx.db.update(ordersTable).set({ receiveAmount: '0.00' }).where(eq(ordersTable.id, order.id));
      return put(data, extension);
    });
    try {
      const refused = await payout(t, admin, order.id);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('PAYOUT_AMOUNT_NOT_POSITIVE');
      expect(storing).toHaveBeenCalledOnce();
    } finally {
      storing.mockRestore();
    }
    expect(await rowOf(order.id)).toEqual({ ...order, receiveAmount: '0.00' });
    expect(await storedFiles()).toEqual(stored);
    expect(await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id))).toEqual(
      [],
    );
  });

  it('refuses a payout to an account its customer has not confirmed yet, changing nothing', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    await t.ctx.db
      .update(bankAccounts)
      .set({ pendingConfirmationSince: t.ctx.now() })
      .where(eq(bankAccounts.id, order.destinationAccountId));
    const series = await nextNumberAt(order.paymentBankId);
    const stored = await storedFiles();

    const refused = await payout(t, admin, order.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('PAYOUT_DESTINATION_UNCONFIRMED');
    expect(await rowOf(order.id)).toEqual(order);
    expect(await nextNumberAt(order.paymentBankId)).toEqual(series);
    expect(await storedFiles()).toEqual(stored);
  });

  it("refuses a held customer's payout, changing nothing; a hit that does not hold is no obstacle", async () => {
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const [alert] = await t.ctx.db
      .insert(complianceAlerts)
      .values({
        kind: 'screening',
        userId: customer.id,
        subject: 'payout-hold',
        holds: true,
        score: '0.9000',
        facts: { list: 'ofac' },
        createdAt: t.clock.now(),
      })
      .returning();
    const series = await nextNumberAt(order.paymentBankId);
    const stored = await storedFiles();

    const refused = await payout(t, admin, order.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('PAYOUT_ON_HOLD');
    expect(await rowOf(order.id)).toEqual(order);
    expect(await nextNumberAt(order.paymentBankId)).toEqual(series);
    expect(await storedFiles()).toEqual(stored);

    await t.ctx.db.update(complianceAlerts).set({ holds: false }).where(eq(complianceAlerts.id, alert!.id));
    expect((await payout(t, admin, order.id)).statusCode).toBe(200);
  });

  it('paying out a corrected order resolves its "Orden corregida" notice and tells the staff screens', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await insertOrder(t.ctx, user.id, {
      status: ORDER_STATUS.OBSERVADA,
      finalizedAt: t.ctx.now(),
      approvedAt: t.ctx.now(),
      approvedBy: adminId,
      observedNote: 'La cuenta no existe.',
    });
    await insertOrderFile(t.ctx, order.id);
    expect((await finalize(t, headers, order.id)).statusCode).toBe(200);
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.taskKind, 'order-payout'), eq(notifications.taskId, order.id)));
    expect(notice?.resolvedAt).toBeNull();

    expect((await payout(t, admin, order.id)).statusCode).toBe(200);
    const resolved = events.filter(
      (event): event is NotificationsResolved =>
        event.type === 'notification.resolved' && event.resolved.uuids.includes(notice!.uuid),
    );
    expect(resolved).toEqual([expect.objectContaining({ recipientIds: expect.arrayContaining([adminId]) })]);
  });

  it('a boleta whose sending result cannot be stored leaves the payout done, and the log says which', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    // An answer without a status: the receipt's send_status is NOT NULL, so storing it fails.
    t.receiptSender.answer = () =>
      ({ status: null, ticket: null, message: null }) as unknown as ReturnType<
        NonNullable<typeof t.receiptSender.answer>
      >;
    try {
      expect((await payout(t, admin, order.id)).statusCode).toBe(200);
    } finally {
      t.receiptSender.answer = undefined;
    }
    expect((await rowOf(order.id)).status).toBe(ORDER_STATUS.TERMINADA);
    const [receipt] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(receipt).toMatchObject({ sendStatus: 'pendiente', sentAt: null });
    expect(logged.lines()).toContainEqual(
      expect.objectContaining({
        msg: 'receipt sending result not stored',
        receiptId: receipt!.id,
        err: expect.objectContaining({ message: expect.any(String) }),
      }),
    );
  });
});

/** A customer with a referral code whose phone, email and document differ from every test customer's. */
async function referrerWithCode() {
  const referrer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', celular: '955000111' });
  const code = `REF${referrer.id}`;
  await t.ctx.db.insert(referralCodes).values({ code, ownerUserId: referrer.id, percentDiscount: '10.00' });
  return { referrer, code };
}

/** Signs the customer up with the code, and makes their orders carry it (as order creation does). */
async function referredBy(code: string, customerId: number, orderIds: number[]) {
  await t.ctx.db.update(users).set({ referredByCode: code }).where(eq(users.id, customerId));
  for (const id of orderIds) {
    await t.ctx.db.execute(sql`update orders set referral_code = ${code} where id = ${id}`);
  }
}

const rewardsOf = (referrerId: number) =>
  t.ctx.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, referrerId), eq(pointsLedger.kind, 'referral')));

describe('points on TERMINADA', () => {
  it('earns whole hundreds sent, nothing below S/ 100, and rewards the referrer on the first order only', async () => {
    const { referrer, code } = await referrerWithCode();
    const { customer, order: first } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
      sendAmount: '1099.99',
    });
    const second = await insertOrder(t.ctx, customer.id, {
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      sendAmount: '99.99',
      receiveAmount: '89.99',
    });
    await insertOrderFile(t.ctx, second.id);
    await referredBy(code, customer.id, [first.id, second.id]);

    expect((await payout(t, admin, first.id)).statusCode).toBe(200);
    expect(await pointsOf(first.id)).toEqual([
      expect.objectContaining({ userId: customer.id, kind: 'earn', points: 10 }),
      expect.objectContaining({
        userId: referrer.id,
        kind: 'referral',
        points: 50,
        referredUserId: customer.id,
      }),
    ]);
    expect((await payout(t, admin, second.id)).statusCode).toBe(200);
    expect(await pointsOf(second.id)).toEqual([]);
  });

  it.each([
    ['the code was off', 'off'],
    ['the customer came to share the owner’s phone', 'shared phone'],
  ] as const)(
    'pays no reward for a second order carrying the code when the first, paid out while %s, earned none',
    async (_case, hindrance) => {
      const { referrer, code } = await referrerWithCode();
      const { customer, order: first } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
      const second = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.PENDIENTE_DEVOLUCION });
      await insertOrderFile(t.ctx, second.id);
      await referredBy(code, customer.id, [first.id, second.id]);
      const hinder = (on: boolean) =>
        hindrance === 'off'
          ? t.ctx.db.update(referralCodes).set({ active: !on }).where(eq(referralCodes.code, code))
          : t.ctx.db
              .update(users)
              .set({ celular: on ? referrer.celular : customer.celular })
              .where(eq(users.id, customer.id));

      await hinder(true);
      expect((await payout(t, admin, first.id)).statusCode).toBe(200);
      expect(await rewardsOf(referrer.id)).toEqual([]);
      // The code applies again, but the first order to end TERMINADA was the one before.
      await hinder(false);
      expect((await payout(t, admin, second.id)).statusCode).toBe(200);
      expect(await rewardsOf(referrer.id)).toEqual([]);
      expect(await pointsOf(second.id)).toEqual([
        expect.objectContaining({ userId: customer.id, kind: 'earn' }),
      ]);
    },
  );

  it('pays the reward of Ajustes (Referidos), and nothing when the order did not carry the code', async () => {
    const { referrer, code } = await referrerWithCode();
    await setReferralSettings({ rewardPoints: 75 });
    try {
      const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
      await referredBy(code, customer.id, [order.id]);
      expect((await payout(t, admin, order.id)).statusCode).toBe(200);
      expect(await rewardsOf(referrer.id)).toEqual([expect.objectContaining({ points: 75 })]);

      const other = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
      await referredBy(code, other.customer.id, []);
      expect((await payout(t, admin, other.order.id)).statusCode).toBe(200);
      expect(await rewardsOf(referrer.id)).toHaveLength(1);
    } finally {
      await setReferralSettings({});
    }
  });

  it('pays no reward when the referred customer came to share the owner’s phone, or the payout went to the owner’s account', async () => {
    const { referrer, code } = await referrerWithCode();
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    await referredBy(code, customer.id, [order.id]);
    // The customer's data changed after the order was made: the rule is checked at the payout.
    await t.ctx.db.update(users).set({ celular: referrer.celular }).where(eq(users.id, customer.id));
    expect((await payout(t, admin, order.id)).statusCode).toBe(200);
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect(await pointsOf(order.id)).toEqual([expect.objectContaining({ kind: 'earn' })]);

    const second = await referrerWithCode();
    const paidToOwner = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    await referredBy(second.code, paidToOwner.customer.id, [paidToOwner.order.id]);
    // The owner registered (then deleted) the account the order is paid out to.
    const destination = (await rowOf(paidToOwner.order.id)).destination;
    const [account] = await t.ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, paidToOwner.order.destinationAccountId));
    const { id: _id, ...copy } = account!;
    await t.ctx.db.insert(bankAccounts).values({
      ...copy,
      userId: second.referrer.id,
      accountNumber: destination.accountNumber,
      deletedAt: t.ctx.now(),
    });
    expect((await payout(t, admin, paidToOwner.order.id)).statusCode).toBe(200);
    expect(await rewardsOf(second.referrer.id)).toEqual([]);
  });

  it('a reward already paid for the referred customer is not paid again, and the payout still commits', async () => {
    const { referrer, code } = await referrerWithCode();
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    await referredBy(code, customer.id, [order.id]);
    await t.ctx.db.insert(pointsLedger).values({
      userId: referrer.id,
      points: 50,
      kind: 'referral',
      referredUserId: customer.id,
      note: 'Pagado antes',
    });
    expect((await payout(t, admin, order.id)).statusCode).toBe(200);
    expect((await rowOf(order.id)).status).toBe(ORDER_STATUS.TERMINADA);
    expect(await rewardsOf(referrer.id)).toEqual([expect.objectContaining({ note: 'Pagado antes' })]);
  });

  it('of two first orders paid out at once, only one rewards the referrer', async () => {
    const { referrer, code } = await referrerWithCode();
    const { customer, order: one } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const two = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.PENDIENTE_DEVOLUCION });
    await insertOrderFile(t.ctx, two.id);
    await referredBy(code, customer.id, [one.id, two.id]);

    // Both payouts hold their own order when they reach the customer's row.
    const lockCustomer = (tx: Tx) => tx.select().from(users).where(eq(users.id, customer.id)).for('update');
    const responses = await overlapping(t, lockCustomer, 2, () =>
      Promise.all([payout(t, admin, one.id), payout(t, admin, two.id)]),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await rewardsOf(referrer.id)).toEqual([
      expect.objectContaining({ points: 50, referredUserId: customer.id }),
    ]);
  });

  it('a second order paid out while the first is still being paid waits for it, and is then no first order: no reward', async () => {
    const { referrer, code } = await referrerWithCode();
    const { customer, order: first } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const second = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.PENDIENTE_DEVOLUCION });
    await insertOrderFile(t.ctx, second.id);
    // Only the second carries the code: the first earns no reward, and the second follows a finished order.
    await referredBy(code, customer.id, [second.id]);

    // On PostgreSQL the first payout holds the customer's row and waits at its order's row, held here; the
    // second then waits for the customer's row until the first commits.
    const lockFirst = (tx: Tx) =>
      tx.select().from(ordersTable).where(eq(ordersTable.id, first.id)).for('update');
    const responses = await eachBehindTheLast(t, lockFirst, [
      () => payout(t, admin, first.id),
      () => payout(t, admin, second.id),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await rewardsOf(referrer.id)).toEqual([]);
    expect(await pointsOf(second.id)).toEqual([
      expect.objectContaining({ userId: customer.id, kind: 'earn' }),
    ]);
  });
});
