import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertIdentityDocuments } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import {
  addKey,
  apiOrder,
  createByApi,
  getByApi,
  partnerWithKey,
} from '../../../test/support/partner-api.ts';
import { newKey } from '../../../test/support/partner-orders.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  authThrottle,
  consents,
  dataExports,
  identityDocuments,
  orderFiles,
  orders,
  partnerSandboxOrders,
  rateAlerts,
  sessions,
  signInLinks,
  spentNonces,
} from '../../platform/db/schema/index.ts';
import {
  RETENTION_BATCH,
  REJECTED_IDENTITY_PHOTOS_MS,
  SANDBOX_ORDER_MS,
  SIGN_IN_FAILURES_MS,
  UNCONFIRMED_VISITOR_ALERT_MS,
} from '../../platform/retention-periods.ts';
import { applyRetention } from './apply-retention.ts';

const MS = 1;
const YEAR_MS = 365 * 24 * 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const fileExists = (key: string) =>
  t.ctx.storage.get(key).then(
    () => true,
    () => false,
  );

async function retentionLog(kind: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'retention.delete'), eq(auditLog.targetType, kind)));
}

async function rejectedCustomer(rejectedAt: Date) {
  const user = await insertCustomer(t.ctx, { accountStatus: 'RECHAZADO', reviewedAt: rejectedAt });
  await insertIdentityDocuments(t.ctx, user.id);
  // Sent the day before they were rejected.
  const photos = await t.ctx.db
    .update(identityDocuments)
    .set({ createdAt: new Date(rejectedAt.getTime() - 24 * 3_600_000) })
    .where(eq(identityDocuments.userId, user.id))
    .returning();
  return { user, photos: photos.sort((a, b) => a.id - b.id) };
}

const photosOf = async (userId: number) =>
  t.ctx.db.select().from(identityDocuments).where(eq(identityDocuments.userId, userId));

describe('the retention sweep: identity photos of rejected registrations', () => {
  it('keeps them at the exact limit and removes rows and files one millisecond past it, logging ids only', async () => {
    const atLimit = await rejectedCustomer(ago(REJECTED_IDENTITY_PHOTOS_MS));
    const past = await rejectedCustomer(ago(REJECTED_IDENTITY_PHOTOS_MS + MS));

    await applyRetention(t.ctx);

    expect(await photosOf(atLimit.user.id)).toHaveLength(3);
    for (const photo of atLimit.photos) expect(await fileExists(photo.storageKey)).toBe(true);
    expect(await photosOf(past.user.id)).toHaveLength(0);
    for (const photo of past.photos) expect(await fileExists(photo.storageKey)).toBe(false);

    const [logged] = await retentionLog('identity_document');
    expect(logged?.actorId).toBeNull();
    expect(logged?.after).toEqual({
      count: 3,
      ids: past.photos.map((photo) => photo.id).sort((a, b) => a - b),
      userIds: [past.user.id],
    });
    // The log holds no personal data: no name, document number, email or file key.
    const text = JSON.stringify(logged);
    for (const value of [
      past.user.documentNumber,
      past.user.email,
      past.user.nombres,
      past.photos[0]!.storageKey,
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('keeps a photo sent after the rejection: it belongs to a new attempt', async () => {
    const rejectedAt = ago(REJECTED_IDENTITY_PHOTOS_MS + MS);
    const user = await insertCustomer(t.ctx, { accountStatus: 'RECHAZADO', reviewedAt: rejectedAt });
    const [before, after] = await t.ctx.db
      .insert(identityDocuments)
      .values([
        {
          userId: user.id,
          kind: 'SELFIE',
          storageKey: 'x/antes.jpg',
          mimeType: 'image/jpeg',
          byteSize: 1,
          createdAt: rejectedAt,
          replacedAt: rejectedAt,
        },
        {
          userId: user.id,
          kind: 'SELFIE',
          storageKey: 'x/despues.jpg',
          mimeType: 'image/jpeg',
          byteSize: 1,
          createdAt: new Date(rejectedAt.getTime() + MS),
        },
      ])
      .returning();

    await applyRetention(t.ctx);

    expect((await photosOf(user.id)).map((photo) => photo.id)).toEqual([after!.id]);
    expect(before).toBeDefined();
  });

  it('never removes the photos of a rejected customer who has orders, nor of one not rejected', async () => {
    const withOrder = await rejectedCustomer(ago(10 * YEAR_MS));
    const order = await insertOrder(t.ctx, withOrder.user.id);
    const voucher = await insertOrderFile(t.ctx, order.id);
    const waiting = await insertCustomer(t.ctx, {
      accountStatus: 'POR_VALIDAR',
      reviewedAt: ago(10 * YEAR_MS),
    });
    await insertIdentityDocuments(t.ctx, waiting.id);

    await applyRetention(t.ctx);

    expect(await photosOf(withOrder.user.id)).toHaveLength(3);
    expect(await photosOf(waiting.id)).toHaveLength(3);
    expect(await t.ctx.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(orderFiles).where(eq(orderFiles.id, voucher.id))).toHaveLength(1);
    expect(await fileExists(voucher.storageKey)).toBe(true);
  });
});

describe('the retention sweep: sign-in records', () => {
  it('keeps each record at its exact limit and removes it one millisecond past, logging each kind', async () => {
    const user = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const keptSession = crypto.randomUUID();
    const goneSession = crypto.randomUUID();
    await t.ctx.db.insert(sessions).values([
      { id: keptSession, userId: user.id, expiresAt: ago(0) },
      { id: goneSession, userId: user.id, expiresAt: ago(MS) },
    ]);
    const links = await t.ctx.db
      .insert(signInLinks)
      .values([
        { userId: user.id, tokenHash: crypto.randomUUID(), expiresAt: ago(0) },
        { userId: user.id, tokenHash: crypto.randomUUID(), expiresAt: ago(MS), usedAt: ago(60_000) },
      ])
      .returning();
    await t.ctx.db.insert(spentNonces).values([
      { value: 'nonce-at-limit', expiresAt: ago(0) },
      { value: 'nonce-past', expiresAt: ago(MS) },
    ]);
    await t.ctx.db.insert(authThrottle).values([
      { key: `sign-in:u${user.id}`, failures: 2, lastFailureAt: ago(SIGN_IN_FAILURES_MS) },
      { key: `password-change:u${user.id}`, failures: 2, lastFailureAt: ago(SIGN_IN_FAILURES_MS + MS) },
      // Past its period but still locked: the lock holds it.
      {
        key: `second-factor:u${user.id}`,
        failures: 9,
        lastFailureAt: ago(SIGN_IN_FAILURES_MS + MS),
        blockedUntil: ago(-60_000),
      },
    ]);

    const run = await applyRetention(t.ctx);

    const sessionIds = (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (row) => row.id,
    );
    expect(sessionIds).toEqual([keptSession]);
    const linkIds = (await t.ctx.db.select().from(signInLinks).where(eq(signInLinks.userId, user.id))).map(
      (row) => row.id,
    );
    expect(linkIds).toEqual([links[0]!.id]);
    const nonces = await t.ctx.db
      .select()
      .from(spentNonces)
      .where(inArray(spentNonces.value, ['nonce-at-limit', 'nonce-past']));
    expect(nonces.map((row) => row.value)).toEqual(['nonce-at-limit']);
    const throttle = (await t.ctx.db.select().from(authThrottle)).map((row) => row.key).sort();
    expect(throttle).toEqual([`second-factor:u${user.id}`, `sign-in:u${user.id}`]);

    expect(run).toMatchObject({ session: 1, sign_in_link: 1, spent_nonce: 1, sign_in_failures: 1 });
    expect((await retentionLog('session'))[0]?.after).toEqual({ count: 1, ids: [goneSession] });
    expect((await retentionLog('sign_in_link'))[0]?.after).toEqual({ count: 1, ids: [links[1]!.id] });
    // Nonces are secrets and throttle keys name the account: only how many.
    expect((await retentionLog('spent_nonce'))[0]?.after).toEqual({ count: 1 });
    expect((await retentionLog('sign_in_failures'))[0]?.after).toEqual({ count: 1 });
  });

  it('works in bounded batches, each logged', async () => {
    const total = 2 * RETENTION_BATCH + 1;
    await t.ctx.db
      .insert(spentNonces)
      .values(Array.from({ length: total }, (_, i) => ({ value: `lote-${i}`, expiresAt: ago(MS) })));
    const logged = (await retentionLog('spent_nonce')).length;

    const run = await applyRetention(t.ctx);

    expect(run.spent_nonce).toBe(total);
    const batches = (await retentionLog('spent_nonce')).slice(logged).map((row) => row.after);
    expect(batches).toEqual([{ count: RETENTION_BATCH }, { count: RETENTION_BATCH }, { count: 1 }]);
  });
});

describe('the retention sweep: visitors’ rate alerts', () => {
  it('removes an alert whose link was never opened one millisecond past its period, and keeps the rest', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const alert = (createdAt: Date, owner: { email: string } | { userId: number }, confirmedAt?: Date) => ({
      ...('email' in owner ? { ...owner, tokenHash: crypto.randomUUID() } : owner),
      condition: 'atOrBelow' as const,
      rate: '3.5000',
      amountUsd: '100.00',
      createdAt,
      confirmedAt: confirmedAt ?? ('userId' in owner ? createdAt : null),
    });
    const old = ago(UNCONFIRMED_VISITOR_ALERT_MS + MS);
    const rows = await t.ctx.db
      .insert(rateAlerts)
      .values([
        alert(ago(UNCONFIRMED_VISITOR_ALERT_MS), { email: 'al-limite@example.pe' }),
        alert(old, { email: 'pasado@example.pe' }),
        alert(old, { email: 'confirmado@example.pe' }, old),
        alert(old, { userId: customer.id }),
      ])
      .returning({ id: rateAlerts.id });
    const ids = rows.map((row) => row.id);

    const run = await applyRetention(t.ctx);

    const left = await t.ctx.db
      .select()
      .from(rateAlerts)
      .where(inArray(rateAlerts.id, ids))
      .orderBy(rateAlerts.id);
    expect(left.map((row) => row.email ?? row.userId)).toEqual([
      'al-limite@example.pe',
      'confirmado@example.pe',
      customer.id,
    ]);
    expect(run.visitor_rate_alert).toBe(1);
    // The log names the alert by id only, never the address.
    expect((await retentionLog('visitor_rate_alert'))[0]?.after).toEqual({ count: 1, ids: [ids[1]] });
  });
});

describe('the retention sweep: partners’ sandbox orders', () => {
  it('removes one left unmoved one millisecond past its period and keeps one at the limit', async () => {
    const { partnerId } = await partnerWithKey(t);
    const test = await addKey(t, partnerId, 'test');
    const codes: string[] = [];
    for (const document of ['46200001', '46200002']) {
      const made = await createByApi(
        t,
        { ...test, 'idempotency-key': newKey() },
        await apiOrder(t, document),
      );
      expect(made.statusCode, made.body).toBe(200);
      codes.push(made.json<{ data: { code: string } }>().data.code);
    }
    const [atLimit, past] = codes as [string, string];
    const movedAt = async (code: string, at: Date) =>
      (
        await t.ctx.db
          .update(partnerSandboxOrders)
          .set({ updatedAt: at })
          .where(eq(partnerSandboxOrders.code, code))
          .returning({ id: partnerSandboxOrders.id })
      )[0]!.id;
    await movedAt(atLimit, ago(SANDBOX_ORDER_MS));
    const pastId = await movedAt(past, ago(SANDBOX_ORDER_MS + MS));

    const run = await applyRetention(t.ctx);

    expect(run.sandbox_order).toBe(1);
    expect((await getByApi(t, test, atLimit)).statusCode).toBe(200);
    expect((await getByApi(t, test, past)).statusCode).toBe(404);
    expect((await retentionLog('sandbox_order'))[0]?.after).toEqual({ count: 1, ids: [pastId] });
  });
});

describe('the retention sweep: Mis datos exports', () => {
  it('deletes the file of an export one millisecond past its expiry, keeps the row as vencida, and leaves one at its instant', async () => {
    const user = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const insertExport = async (expiresAt: Date) => {
      const storageKey = await t.ctx.storage.put(Buffer.from('zip'), 'zip');
      const [row] = await t.ctx.db
        .insert(dataExports)
        .values({
          userId: user.id,
          status: 'lista',
          progress: 100,
          storageKey,
          byteSize: 3,
          requestedAt: ago(80 * 3_600_000),
          readyAt: ago(73 * 3_600_000),
          expiresAt,
        })
        .returning();
      return row!;
    };
    // One at a time per customer is only for those in progress: both are lista.
    const atLimit = await insertExport(ago(0));
    const past = await insertExport(ago(MS));

    await applyRetention(t.ctx);

    const rows = await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, user.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(atLimit.id)).toMatchObject({ status: 'lista', storageKey: atLimit.storageKey });
    expect(await fileExists(atLimit.storageKey!)).toBe(true);
    expect(byId.get(past.id)).toMatchObject({ status: 'vencida', storageKey: null });
    expect(await fileExists(past.storageKey!)).toBe(false);
    expect((await retentionLog('data_export_file'))[0]?.after).toEqual({ count: 1, ids: [past.id] });
  });
});

describe('the retention sweep: what the law keeps', () => {
  it('leaves orders, vouchers and consents of a rejected customer untouched however long ago', async () => {
    const rejected = await rejectedCustomer(ago(REJECTED_IDENTITY_PHOTOS_MS + MS));
    const order = await insertOrder(t.ctx, rejected.user.id);
    const voucher = await insertOrderFile(t.ctx, order.id);
    const consentsBefore = await t.ctx.db
      .select()
      .from(consents)
      .where(eq(consents.userId, rejected.user.id));
    expect(consentsBefore.length).toBeGreaterThan(0);

    t.clock.advance(11 * YEAR_MS);
    await applyRetention(t.ctx);

    expect(await t.ctx.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
    expect(await fileExists(voucher.storageKey)).toBe(true);
    expect(await t.ctx.db.select().from(consents).where(eq(consents.userId, rejected.user.id))).toEqual(
      consentsBefore,
    );
    // With an order, the identification behind it stays too.
    expect(await photosOf(rejected.user.id)).toHaveLength(3);
  });
});
