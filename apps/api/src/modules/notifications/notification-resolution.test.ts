import fs from 'node:fs';
import { ORDER_STATUS, type Notification, type NotificationList } from '@cambix/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { finalize, operativeCustomer } from '../../../test/support/orders.ts';
import { payout, staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { notificationRecipients, notifications, users } from '../../platform/db/schema/index.ts';
import type { DomainEvent, NotificationsResolved } from '../../platform/events.ts';
import { notifyStaff } from './notify-staff.ts';
import { kycReviewNotice } from './staff-notices.ts';

type Headers = { authorization: string };

let t: TestApp;
let events: DomainEvent[];
let admin: Headers;
let colaborador: Headers;
let adminId: number;
let colaboradorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  events = recordEvents(t);
  admin = await t.authAs('admin');
  colaborador = await t.authAs('colaborador');
  adminId = (await t.sessionOf('admin')).user.id;
  colaboradorId = (await t.sessionOf('colaborador')).user.id;
});
afterAll(() => t.close());

const list = async (headers: Headers) =>
  body<NotificationList>(await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).data;

async function itemOf(headers: Headers, uuid: string): Promise<Notification | undefined> {
  return (await list(headers)).items.find((item) => item.uuid === uuid);
}

async function nameOf(userId: number): Promise<string> {
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return `${row!.nombres} ${row!.apellidoPaterno}`;
}

async function activeStaffIds(): Promise<number[]> {
  const rows = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.roleId, [1, 3]), eq(users.accountStatus, 'ACTIVO')));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The stored notification that asks for this task. */
async function noticeOf(kind: string, id: number) {
  const rows = await t.ctx.db
    .select()
    .from(notifications)
    .where(and(sql`${notifications.taskKind} = ${kind}`, eq(notifications.taskId, id)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const resolvedEvents = (uuid: string) =>
  events.filter(
    (event): event is NotificationsResolved =>
      event.type === 'notification.resolved' && event.resolved.uuids.includes(uuid),
  );

/** A customer's order finalized in the app: "Nueva orden por verificar" for every staff member. */
async function finalizedOrder(sendAmount = '1500.00') {
  const { user, headers } = await operativeCustomer(t);
  const order = await insertOrder(t.ctx, user.id, { sendAmount });
  await insertOrderFile(t.ctx, order.id);
  expect((await finalize(t, headers, order.id)).statusCode).toBe(200);
  return { user, headers, order, notice: await noticeOf('order-payment', order.id) };
}

/** Resolved for every recipient, by `actorId`, read and no longer counted; one event to all of them. */
async function expectResolvedForAll(uuid: string, actorId: number, unreadBefore: Record<string, number>) {
  const name = await nameOf(actorId);
  for (const [who, headers] of [
    ['admin', admin],
    ['colaborador', colaborador],
  ] as const) {
    const item = await itemOf(headers, uuid);
    expect(item, who).toMatchObject({ read: true, resolution: { at: t.ctx.now().toISOString(), by: name } });
    expect((await list(headers)).unreadCount, who).toBe(unreadBefore[who]! - 1);
  }
  const [stored] = await t.ctx.db.select().from(notifications).where(eq(notifications.uuid, uuid));
  expect(stored).toMatchObject({ resolvedBy: actorId, resolvedAt: t.ctx.now() });
  const unread = await t.ctx.db
    .select()
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.notificationUuid, uuid), isNull(notificationRecipients.readAt)));
  expect(unread).toEqual([]);
  const published = resolvedEvents(uuid);
  expect(published).toHaveLength(1);
  expect(published[0]!.resolved).toEqual({
    uuids: [uuid],
    resolution: { at: t.ctx.now().toISOString(), by: name },
  });
  expect([...published[0]!.recipientIds].sort((a, b) => a - b)).toEqual(await activeStaffIds());
}

const unreadNow = async () => ({
  admin: (await list(admin)).unreadCount,
  colaborador: (await list(colaborador)).unreadCount,
});

describe('the body tells customers apart', () => {
  it('names the customer with their document and the order code', async () => {
    const { user, order, notice } = await finalizedOrder();
    expect(notice.title).toBe('Nueva orden por verificar');
    expect(notice.body).toBe(
      `La orden ${order.code} de ${user.nombres} ${user.apellidoPaterno} (DNI\u00a0${user.documentNumber}) por S/\u00a01,500.00 espera la verificación del pago.`,
    );
    const customer = await insertCustomer(t.ctx, { documentType: 'CE', documentNumber: '001234567' });
    const kyc = kycReviewNotice(customer, t.ctx.now());
    expect(kyc.body).toBe(
      `${customer.nombres} ${customer.apellidoPaterno} (CE\u00a0001234567) completó su validación y espera la revisión.`,
    );
  });
});

describe('doing the task resolves its notification for every recipient', () => {
  it('approving the payment: resolved by the approver for both staff members, no longer counted', async () => {
    const { notice, order } = await finalizedOrder();
    const before = await unreadNow();
    expect((await itemOf(colaborador, notice.uuid))?.read).toBe(false);
    t.clock.advance(60_000);
    const approved = await staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-778' });
    expect(approved.statusCode, approved.body).toBe(200);
    await expectResolvedForAll(notice.uuid, adminId, before);
  });

  it('rejecting the payment, by the Colaborador: resolved by them', async () => {
    const { notice, order } = await finalizedOrder();
    const before = await unreadNow();
    t.clock.advance(60_000);
    const rejected = await staffAction(t, colaborador, order.id, 'reject', { reason: 'No llegó el pago.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectResolvedForAll(notice.uuid, colaboradorId, before);
  });

  it('paying out a fixed order resolves "Orden corregida"', async () => {
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
    const notice = await noticeOf('order-payout', order.id);
    expect(notice.title).toBe('Orden corregida');
    expect(notice.body).toContain(`(DNI\u00a0${user.documentNumber}) corrigió la orden ${order.code}`);
    const before = await unreadNow();
    t.clock.advance(60_000);
    const paid = await payout(t, colaborador, order.id);
    expect(paid.statusCode, paid.body).toBe(200);
    await expectResolvedForAll(notice.uuid, colaboradorId, before);
  });

  it('approving or rejecting a customer in review resolves "Cliente por validar"; leaves others open', async () => {
    const approvedOne = await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 0 });
    const rejectedOne = await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 0 });
    const waiting = await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 0 });
    for (const customer of [approvedOne, rejectedOne, waiting]) {
      const created = await t.ctx.db.transaction((tx) =>
        notifyStaff(tx, kycReviewNotice(customer, t.ctx.now())),
      );
      t.ctx.events.publish(created);
    }
    const before = await unreadNow();
    t.clock.advance(60_000);
    const review = (userId: number, action: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/${action}`, headers: admin, payload });
    expect((await review(approvedOne.id, 'approve', {})).statusCode).toBe(200);
    await expectResolvedForAll((await noticeOf('kyc-review', approvedOne.id)).uuid, adminId, before);

    const between = await unreadNow();
    t.clock.advance(60_000);
    expect(
      (await review(rejectedOne.id, 'reject', { reason: 'La foto del DNI está borrosa.' })).statusCode,
    ).toBe(200);
    await expectResolvedForAll((await noticeOf('kyc-review', rejectedOne.id)).uuid, adminId, between);
    expect((await noticeOf('kyc-review', waiting.id)).resolvedAt).toBeNull();
  });

  it('a resolved notification stays out of the count even when marked unread', async () => {
    const { notice, order } = await finalizedOrder();
    await staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-779' });
    const before = (await list(colaborador)).unreadCount;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${notice.uuid}/unread`,
      headers: colaborador,
    });
    expect((await list(colaborador)).unreadCount).toBe(before);
    expect((await itemOf(colaborador, notice.uuid))?.read).toBe(true);
  });

  it('a reconnecting bell asking `since` also gets the ones resolved after it', async () => {
    const { notice, order } = await finalizedOrder();
    t.clock.advance(60_000);
    const since = t.ctx.now().toISOString();
    t.clock.advance(60_000);
    await staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-780' });
    const caughtUp = body<NotificationList>(
      await t.app.inject({
        method: 'GET',
        url: `/api/notifications?since=${encodeURIComponent(since)}`,
        headers: colaborador,
      }),
    ).data;
    expect(caughtUp.items.map((item) => item.uuid)).toContain(notice.uuid);
  });
});

describe('the migration backfill', () => {
  /** The migration's backfill statements, as they run on a database made before it. */
  const backfill = fs
    .readFileSync(
      new URL('../../platform/db/migrations/0018_notification-tasks.sql', import.meta.url),
      'utf8',
    )
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*UPDATE/.test(statement));

  /** Makes a notification look as it did before the migration: no task, not resolved, unread by all. */
  async function asBefore(uuid: string) {
    await t.ctx.db
      .update(notifications)
      .set({ taskKind: null, taskId: null, resolvedAt: null, resolvedBy: null })
      .where(eq(notifications.uuid, uuid));
    await t.ctx.db
      .update(notificationRecipients)
      .set({ readAt: null })
      .where(eq(notificationRecipients.notificationUuid, uuid));
  }

  it('links old notifications to their task and resolves those whose task was done, by who did it', async () => {
    expect(backfill.length).toBeGreaterThanOrEqual(6);
    const done = await finalizedOrder();
    t.clock.advance(60_000);
    await staffAction(t, colaborador, done.order.id, 'approve', { operationNumber: 'OP-781' });
    const approvedAt = t.ctx.now();
    const pending = await finalizedOrder();
    const customer = await insertCustomer(t.ctx, { accountStatus: 'POR_VALIDAR', kycStep: 0 });
    const kyc = await t.ctx.db.transaction((tx) => notifyStaff(tx, kycReviewNotice(customer, t.ctx.now())));
    t.clock.advance(60_000);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${customer.id}/approve`,
      headers: admin,
      payload: {},
    });
    const reviewedAt = t.ctx.now();
    for (const uuid of [done.notice.uuid, pending.notice.uuid, kyc.notification.uuid]) await asBefore(uuid);
    expect((await itemOf(admin, done.notice.uuid))?.read).toBe(false);

    for (const statement of backfill) await t.ctx.db.execute(sql.raw(statement));

    const rowOf = async (uuid: string) =>
      (await t.ctx.db.select().from(notifications).where(eq(notifications.uuid, uuid)))[0]!;
    expect(await rowOf(done.notice.uuid)).toMatchObject({
      taskKind: 'order-payment',
      taskId: done.order.id,
      resolvedBy: colaboradorId,
      resolvedAt: approvedAt,
    });
    expect(await rowOf(pending.notice.uuid)).toMatchObject({
      taskKind: 'order-payment',
      taskId: pending.order.id,
      resolvedAt: null,
      resolvedBy: null,
    });
    expect(await rowOf(kyc.notification.uuid)).toMatchObject({
      taskKind: 'kyc-review',
      taskId: customer.id,
      resolvedBy: adminId,
      resolvedAt: reviewedAt,
    });
    expect(await itemOf(admin, done.notice.uuid)).toMatchObject({
      read: true,
      resolution: { by: await nameOf(colaboradorId) },
    });
    expect((await itemOf(colaborador, pending.notice.uuid))?.read).toBe(false);
  });
});
