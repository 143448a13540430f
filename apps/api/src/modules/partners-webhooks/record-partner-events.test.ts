import {
  ORDER_STATUS,
  WEBHOOK_EVENT_TYPES,
  type PartnerOrder,
  type SettlementResult,
} from '@cambix/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { financeAccountsOf, setFinanceSettings } from '../../../test/support/manual-movements.ts';
import { addKey, apiOrder, createByApi } from '../../../test/support/partner-api.ts';
import {
  createdOrder,
  finalizeByLink,
  newKey,
  orderRequest,
  uploadByLink,
} from '../../../test/support/partner-orders.ts';
import {
  insertPartner,
  insertPartnerOrder,
  insertShare,
  signedInExterno,
} from '../../../test/support/partner-rows.ts';
import { payout, staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  addEndpoint,
  startWebhookReceiver,
  verifyPost,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { orders, partnerWebhookDeliveries, partnerWebhookEvents } from '../../platform/db/schema/index.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Principal } from '../../platform/http/access.ts';
import type { JobQueue } from '../../platform/job-queue.ts';
import { approvePaymentIn, rejectPayment } from '../order-pipeline/index.ts';
import { expireTemporaryOrders, finalizeOrder } from '../orders/index.ts';
import { WEBHOOK_JOBS } from './deliver-webhook.ts';

type Headers = Record<string, string>;

/** A bus that drops every event: what partners are told must not hang on it (decision 214). */
const droppingBus: EventBus = { publish: () => undefined, subscribe: () => () => undefined };

let t: TestApp;
let receiver: WebhookReceiver;
let admin: Headers;
let staff: Principal;
beforeAll(async () => {
  t = await buildTestApp({ events: droppingBus });
  receiver = await startWebhookReceiver();
  admin = await t.authAs('admin');
  staff = {
    userId: (await t.sessionOf('admin')).user.id,
    role: 'Administrador',
    sessionId: 'unused',
    authTime: 0,
  };
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A partner with a live key, a signed-in user and one endpoint for every event of the catalogue. */
async function partnerListening() {
  const partner = await insertPartner(t.ctx);
  const key = await addKey(t, partner.id, 'live');
  const user = await signedInExterno(t, partner.id);
  const endpoint = await addEndpoint(t, user.headers, `${receiver.url}?p=${partner.id}`, [
    ...WEBHOOK_EVENT_TYPES,
  ]);
  return { partnerId: partner.id, key, user: user.headers, endpoint };
}

/** The partner's recorded events, oldest first: the type, its order's code, its delivery and that one's jobs. */
async function recordedFor(partnerId: number) {
  const rows = await t.ctx.db
    .select({
      type: partnerWebhookEvents.type,
      code: orders.code,
      deliveryId: partnerWebhookDeliveries.id,
    })
    .from(partnerWebhookDeliveries)
    .innerJoin(partnerWebhookEvents, eq(partnerWebhookEvents.id, partnerWebhookDeliveries.eventId))
    .leftJoin(orders, eq(orders.id, partnerWebhookEvents.orderId))
    .where(eq(partnerWebhookDeliveries.partnerId, partnerId))
    .orderBy(asc(partnerWebhookDeliveries.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      jobs: (await t.ctx.jobs.find(WEBHOOK_JOBS, { deliveryId: row.deliveryId })).length,
    })),
  );
}

async function orderRowOf(code: string) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, code));
  return row!;
}

/** A partner order by its API, its voucher uploaded and finalized on its link: PENDIENTE. */
async function finalizedByApi(key: Headers, documentNumber: string) {
  const created = await createByApi(
    t,
    { ...key, 'idempotency-key': newKey() },
    await apiOrder(t, documentNumber),
  );
  expect(created.statusCode, created.body).toBe(200);
  const order = body<PartnerOrder>(created).data;
  expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
  expect((await finalizeByLink(t, order.link.code)).statusCode).toBe(200);
  return orderRowOf(order.code);
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
};

describe('partner events in the transaction of their move', () => {
  it('are committed with every move of a partner order and every settlement, with no event bus at all', async () => {
    const { partnerId, key, user, endpoint } = await partnerListening();
    const before = receiver.received.length;

    // Made on the partner's screen, finalized, paid, observed, fixed, paid out.
    const onScreen = await createdOrder(
      t,
      user,
      await orderRequest(t, { client: { documentNumber: '45300001' } }),
    );
    await ok(uploadByLink(t, onScreen.link.code));
    await ok(finalizeByLink(t, onScreen.link.code));
    const paidOut = await orderRowOf(onScreen.code);
    await ok(staffAction(t, admin, paidOut.id, 'approve', { operationNumber: 'IN-3001' }));
    await ok(staffAction(t, admin, paidOut.id, 'observe', { note: 'La cuenta no es del titular.' }));
    // As the mailed modification link fixes it.
    await finalizeOrder(t.ctx, { orderId: paidOut.id, ownerId: paidOut.userId, actor: paidOut.userId });
    await ok(payout(t, admin, paidOut.id));
    // By the API: one rejected, one observed and cancelled.
    const rejected = await finalizedByApi(key, '45300002');
    await ok(staffAction(t, admin, rejected.id, 'reject', { reason: 'No llegó el pago.' }));
    const cancelled = await finalizedByApi(key, '45300003');
    await ok(staffAction(t, admin, cancelled.id, 'approve', { operationNumber: 'IN-3003' }));
    await ok(staffAction(t, admin, cancelled.id, 'observe', { note: 'Cuenta errada.' }));
    await ok(staffAction(t, admin, cancelled.id, 'cancel', { reason: 'No se pudo corregir.' }));
    // Two left TEMPORAL: one dropped by the partner, one past its time.
    const dropped = body<PartnerOrder>(
      await createByApi(t, { ...key, 'idempotency-key': newKey() }, await apiOrder(t, '45300004')),
    ).data;
    await ok(
      t.app.inject({
        method: 'POST',
        url: `/api/partner-api/v1/orders/${dropped.code}/cancel`,
        headers: key,
      }),
    );
    const lapsed = body<PartnerOrder>(
      await createByApi(t, { ...key, 'idempotency-key': newKey() }, await apiOrder(t, '45300005')),
    ).data;
    const lapsedRow = await orderRowOf(lapsed.code);
    expect(await expireTemporaryOrders(t.ctx, new Date(lapsedRow.expiresAt.getTime() + 1))).toBeGreaterThan(
      0,
    );

    // The paid-out order's share settled at once; another one through four-eyes, by a second person.
    const accounts = await financeAccountsOf(t);
    const settle = (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/partners/${partnerId}/settlements`,
        headers,
        payload: {
          from: '2020-01-01',
          to: t.clock.now().toISOString().slice(0, 10),
          cambixAccountId: accounts.pen[0],
          operationNumber: 'OP-3010',
        },
      });
    await ok(settle(admin));
    const { order: sharing } = await insertPartnerOrder(t.ctx, partnerId, {
      status: ORDER_STATUS.TERMINADA,
    });
    await insertShare(t.ctx, { partnerId, orderId: sharing.id, amount: '1200.00' });
    await setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' });
    const waiting = body<SettlementResult>(await settle(admin)).data;
    expect(waiting.settlement).toBeNull();
    const approver = await signedInColaborador(t, [
      { module: 'external-orders', canView: true, canEdit: true },
    ]);
    await ok(
      t.app.inject({
        method: 'POST',
        url: `/api/admin/approvals/${waiting.pendingApprovalId}/approve`,
        headers: approver.headers,
      }),
    );

    const recorded = await recordedFor(partnerId);
    expect(recorded.map(({ code, type }) => [code, type])).toEqual([
      [onScreen.code, 'order.created'],
      [onScreen.code, 'order.finalized'],
      [onScreen.code, 'order.paid'],
      [onScreen.code, 'order.observed'],
      [onScreen.code, 'order.corrected'],
      [onScreen.code, 'order.paid_out'],
      [rejected.code, 'order.created'],
      [rejected.code, 'order.finalized'],
      [rejected.code, 'order.cancelled'],
      [cancelled.code, 'order.created'],
      [cancelled.code, 'order.finalized'],
      [cancelled.code, 'order.paid'],
      [cancelled.code, 'order.observed'],
      [cancelled.code, 'order.cancelled'],
      [dropped.code, 'order.created'],
      [dropped.code, 'order.cancelled'],
      [lapsed.code, 'order.created'],
      [lapsed.code, 'order.expired'],
      [onScreen.code, 'share.settled'],
      [sharing.code, 'share.settled'],
    ]);
    // Each delivery has its job, queued in the same transaction.
    expect(recorded.every((row) => row.jobs === 1)).toBe(true);

    await t.drain();
    const posted = receiver.received
      .slice(before)
      .map((post) => verifyPost(endpoint.secret, post, t.clock.now()));
    expect(posted.map((post) => (post as { type: string }).type)).toEqual(recorded.map((row) => row.type));
    // The paid-out event carries the share the payout accrued in its transaction.
    expect(posted[5]).toMatchObject({ data: { order: { code: onScreen.code, share: { settled: false } } } });
  });

  it('roll back with a move that rolls back: no event, no delivery, no job', async () => {
    const { partnerId, key } = await partnerListening();
    const order = await finalizedByApi(key, '45300011');
    const before = await recordedFor(partnerId);
    expect(before.map((row) => row.type)).toEqual(['order.created', 'order.finalized']);

    let seenInside: unknown[] = [];
    // As payment matching approves inside its own transaction, which then fails.
    const failed = t.ctx.db.transaction(async (tx) => {
      await approvePaymentIn(t.ctx, tx, staff, order.id, {
        operationNumber: 'IN-3011',
        thirdPartyPayerName: null,
        thirdPartyPayerDocument: null,
      });
      seenInside = await tx
        .select({ type: partnerWebhookEvents.type })
        .from(partnerWebhookEvents)
        .where(eq(partnerWebhookEvents.orderId, order.id));
      throw new Error('the statement import failed');
    });
    await expect(failed).rejects.toThrow('the statement import failed');
    // Written in the transaction, and gone with it.
    expect(seenInside).toContainEqual({ type: 'order.paid' });
    expect(await recordedFor(partnerId)).toEqual(before);
    expect((await orderRowOf(order.code)).status).toBe(ORDER_STATUS.PENDIENTE);
  });

  it('hold the move back when they cannot be written: the order stays as it was', async () => {
    const { partnerId, key } = await partnerListening();
    const order = await finalizedByApi(key, '45300021');
    const before = await recordedFor(partnerId);
    // Only the webhooks' jobs are refused: the mail of the rejection queues as ever.
    const jobs: JobQueue = {
      ...t.ctx.jobs,
      send: (db, kind, items) =>
        kind.name === WEBHOOK_JOBS.name
          ? Promise.reject(new Error('the job queue refused'))
          : t.ctx.jobs.send(db, kind, items),
    };
    const failing = { ...t.ctx, jobs };
    await expect(rejectPayment(failing, staff, order.id, 'No llegó el pago.')).rejects.toThrow(
      'the job queue refused',
    );
    expect((await orderRowOf(order.code)).status).toBe(ORDER_STATUS.PENDIENTE);
    expect(await recordedFor(partnerId)).toEqual(before);
  });
});
