import {
  ORDER_STATUS,
  PARTNER_CLIENT_ROLE_ID,
  PARTNER_LINK_CODE_PATTERN,
  type PartnerOrder,
  type PartnerQuote,
} from '@cambix/contract';
import { and, eq, sql } from 'drizzle-orm';
import { partnerOrderRequest } from '@cambix/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankIdOf,
  createdOrder,
  createPartnerOrder,
  orderRequest,
  partnerIdOf,
  refusedFields,
  setPartner,
} from '../../../test/support/partner-orders.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { overlapping } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { forgetSettings } from '../settings/index.ts';
import {
  auditLog,
  bankAccounts,
  orderHistory,
  orders,
  partnerLinks,
  partners,
  settings,
  usageAdjustments,
  users,
} from '../../platform/db/schema/index.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { createPartnerOrder as createPartnerOrderFor } from './create-partner-order.ts';

let t: TestApp;
let externo: { authorization: string };
let admin: { authorization: string };
let partnerId: number;
let externoId: number;
beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  admin = await t.authAs('admin');
  partnerId = await partnerIdOf(t, 'externo');
  externoId = (await t.sessionOf('externo')).user.id;
});
afterAll(() => t.close());

const orderRowOf = async (code: string) => {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, code));
  return row!;
};

describe('POST /api/partner/orders', () => {
  it("creates a TEMPORAL partner order for a new client, with the client's account, history, audit and a link", async () => {
    const request = await orderRequest(t, { client: { documentNumber: '45000101' } });
    const events = recordEvents(t);
    const response = await createPartnerOrder(t, externo, request);
    expect(response.statusCode).toBe(200);
    const order = body<PartnerOrder>(response).data;
    expect(order.status).toBe(ORDER_STATUS.TEMPORAL);
    expect(order.client).toMatchObject({ documentNumber: '45000101', email: 'pedro.cliente@cliente.test' });
    expect(order).toMatchObject({ sendAmount: '1500.00', finalFee: '67.50', receiveAmount: '1432.50' });
    expect(order.link.code).toMatch(PARTNER_LINK_CODE_PATTERN);
    expect(order.link.url).toBe(`${t.ctx.config.appUrl}/externo/finalizar-orden/${order.link.code}`);
    expect(order.link.state).toBe('activa');

    const row = await orderRowOf(order.code);
    expect(row).toMatchObject({ channel: 'partner', partnerId, idempotencyKey: request.idempotencyKey });
    const [client] = await t.ctx.db.select().from(users).where(eq(users.id, row.userId));
    expect(client).toMatchObject({
      roleId: PARTNER_CLIENT_ROLE_ID,
      partnerId,
      passwordHash: null,
      kycStep: 0,
      accountStatus: 'ACTIVO',
    });
    const [account] = await t.ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, row.destinationAccountId));
    expect(account).toMatchObject({ userId: client!.id, currency: 'PEN', accountNumber: '19198765432011' });
    const history = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id));
    expect(history).toEqual([
      expect.objectContaining({ toStatus: ORDER_STATUS.TEMPORAL, actorId: externoId }),
    ]);
    // The link lasts the partner's hours (48) but never past the order's own time (24 h).
    const [link] = await t.ctx.db.select().from(partnerLinks).where(eq(partnerLinks.orderId, row.id));
    expect(link!.expiresAt.getTime()).toBe(row.expiresAt.getTime());
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.create'), eq(auditLog.targetId, String(row.id))));
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: externoId,
        targetType: 'order',
        after: expect.objectContaining({ code: order.code, channel: 'partner', partnerId, linkId: link!.id }),
      }),
    ]);
    expect(events).toEqual([
      { type: 'order.created', orderId: row.id, code: order.code, userId: row.userId, partnerId },
    ]);
    // The same key again answers the same order and tells nobody of a new one.
    expect((await createdOrder(t, externo, request)).code).toBe(order.code);
    expect(events).toHaveLength(1);
  });

  it('answers the same order for the same key and request, also for two at once; another client under the key is refused', async () => {
    const request = await orderRequest(t, { client: { documentNumber: '45000102' } });
    const events = recordEvents(t);
    // On PostgreSQL both requests wait behind the partner's row, then go at once.
    const lockPartner = (tx: Tx) =>
      tx.execute(sql`select id from partners where id = ${partnerId} for update`);
    const [first, second] = await overlapping(t, lockPartner, 2, () =>
      Promise.all([createPartnerOrder(t, externo, request), createPartnerOrder(t, externo, request)]),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const code = body<PartnerOrder>(first).data.code;
    expect(body<PartnerOrder>(second).data.code).toBe(code);
    // Only the request that made the order tells of it, also when the other found it behind the lock.
    expect(events.map((event) => event.type)).toEqual(['order.created']);
    const other = await createPartnerOrder(t, externo, {
      ...request,
      client: { ...request.client, documentNumber: '45000199' },
    });
    expect(other.statusCode).toBe(422);
    expect(body(other).code).toBe('PARTNER_IDEMPOTENCY_KEY_REUSED');
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.partnerId, partnerId), eq(orders.idempotencyKey, request.idempotencyKey)));
    expect(rows).toHaveLength(1);
  });

  it('makes one order of two requests at once under one key with different data, and refuses the other', async () => {
    const request = await orderRequest(t, { client: { documentNumber: '45000104' } });
    const lockPartner = (tx: Tx) =>
      tx.execute(sql`select id from partners where id = ${partnerId} for update`);
    const answers = await overlapping(t, lockPartner, 2, () =>
      Promise.all([
        createPartnerOrder(t, externo, request),
        createPartnerOrder(t, externo, { ...request, sendAmount: '999.00' }),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(body(answers.find((answer) => answer.statusCode === 422)!).code).toBe(
      'PARTNER_IDEMPOTENCY_KEY_REUSED',
    );
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.partnerId, partnerId), eq(orders.idempotencyKey, request.idempotencyKey)));
    expect(rows).toHaveLength(1);
  });

  it('keeps one client row per document and updates their name and contact; an email left out stays', async () => {
    await createdOrder(t, externo, await orderRequest(t, { client: { documentNumber: '45000103' } }));
    await createdOrder(
      t,
      externo,
      await orderRequest(t, {
        client: { documentNumber: '45000103', nombres: 'Pedro José', email: null, phone: '955999888' },
      }),
    );
    const clients = await t.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.partnerId, partnerId), eq(users.documentNumber, '45000103')));
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({
      nombres: 'Pedro José',
      email: 'pedro.cliente@cliente.test',
      celular: '955999888',
    });
    const accounts = await t.ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, clients[0]!.id));
    expect(accounts).toHaveLength(1);
  });

  it('refuses with a message on each field at fault', async () => {
    const request = await orderRequest(t);
    const response = await createPartnerOrder(t, externo, {
      ...request,
      client: { ...request.client, documentNumber: '123', email: null, phone: null },
      destination: { ...request.destination, accountNumber: '123', cci: '00219100000000000000' },
    });
    expect(response.statusCode).toBe(400);
    const fields = refusedFields(response);
    expect(fields['client.documentNumber']).toMatch(/DNI/);
    expect(fields['client.email']).toBe('Ingresa el correo o el celular del cliente.');

    const account = await createPartnerOrder(t, externo, {
      ...request,
      destination: { ...request.destination, accountNumber: '123', cci: '00219100000000000000' },
    });
    expect(account.statusCode).toBe(400);
    const accountFields = refusedFields(account);
    expect(accountFields['destination.accountNumber']).toMatch(/dígitos/);
    expect(accountFields['destination.cci']).toMatch(/control/);
  });

  it('marks the payment bank when Cambix cannot be paid there', async () => {
    const banbif = await bankIdOf(t, '038');
    const response = await createPartnerOrder(
      t,
      externo,
      await orderRequest(t, { paymentBankId: banbif.id }),
    );
    expect(body(response).code).toBe('BANK_NO_COLLECTION_ACCOUNT');
    expect(Object.keys(refusedFields(response))).toEqual(['paymentBankId']);
  });

  it('refuses an amount below the minimum and one over the client’s monthly limit', async () => {
    const low = await createPartnerOrder(t, externo, await orderRequest(t, { sendAmount: '50.00' }));
    expect(low.statusCode).toBe(400);
    expect(body(low).code).toBe('QUOTE_BELOW_MIN');
    const high = await createPartnerOrder(
      t,
      externo,
      await orderRequest(t, { sendAmount: '50000.01', client: { documentNumber: '45000104' } }),
    );
    expect(body(high).code).toBe('QUOTE_ABOVE_MAX');
  });

  it("holds the client's monthly limit, the active-account tier's, at the exact céntimo", async () => {
    const [row] = await t.ctx.db.select().from(settings).where(eq(settings.key, 'limits'));
    const limits = row!.value as Record<string, unknown>;
    await t.ctx.db
      .update(settings)
      .set({ value: { ...limits, porValidar: '500.00', activo: '1000.00' } })
      .where(eq(settings.key, 'limits'));
    await forgetSettings(t.ctx, 'limits');
    try {
      const client = { documentNumber: '45000107' };
      const refused = await createPartnerOrder(t, externo, await orderRequest(t, { client }));
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        message:
          'Esta orden supera el límite mensual del cliente. Este mes aún puede enviar hasta S/ 1,000.00.',
        data: { available: '1000.00', limit: '1000.00', used: '0.00' },
      });

      // The client already used S/ 800 this month: S/ 200 are left, to the céntimo.
      const first = await createdOrder(t, externo, await orderRequest(t, { client, sendAmount: '150.00' }));
      const clientId = (await orderRowOf(first.code)).userId;
      await t.ctx.db.insert(usageAdjustments).values({
        userId: clientId,
        month: limaMonth(t.ctx.now()),
        amount: '800.00',
        reason: 'Operación fuera del sistema',
        actorId: externoId,
      });
      const at = async (sendAmount: string) =>
        createPartnerOrder(t, externo, await orderRequest(t, { client, sendAmount }));
      expect((await at('199.99')).statusCode).toBe(200);
      expect((await at('200.00')).statusCode).toBe(200);
      const over = await at('200.01');
      expect(over.statusCode).toBe(409);
      expect(body(over)).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        data: { available: '200.00', limit: '1000.00', used: '800.00' },
      });
      expect(refusedFields(over)).toEqual({
        sendAmount: 'Este mes el cliente aún puede enviar hasta S/ 200.00.',
      });
    } finally {
      await t.ctx.db.update(settings).set({ value: limits }).where(eq(settings.key, 'limits'));
      await forgetSettings(t.ctx, 'limits');
    }
  });

  it('asks staff which partner they act for, and acts for it', async () => {
    const request = await orderRequest(t, { client: { documentNumber: '45000105' } });
    const missing = await createPartnerOrder(t, admin, request);
    expect(missing.statusCode).toBe(400);
    expect(refusedFields(missing).partnerId).toBe('Elige el socio para el que actúas.');
    const order = await createdOrder(t, admin, { ...request, partnerId });
    const row = await orderRowOf(order.code);
    expect(row.partnerId).toBe(partnerId);
    const [history] = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id));
    expect(history!.actorId).toBe((await t.sessionOf('admin')).user.id);
  });

  it('refuses an inactive partner with a clear code', async () => {
    await setPartner(t, partnerId, { active: false });
    try {
      const response = await createPartnerOrder(t, externo, await orderRequest(t));
      expect(response.statusCode).toBe(409);
      expect(body(response).code).toBe('PARTNER_INACTIVE');
      // Before anything about the order itself: an account it would refuse is not looked at.
      const request = await orderRequest(t);
      const badAccount = await createPartnerOrder(t, externo, {
        ...request,
        destination: { ...request.destination, cci: '00219100000000000000' },
      });
      expect(body(badAccount).code).toBe('PARTNER_INACTIVE');
    } finally {
      await setPartner(t, partnerId, { active: true });
    }
  });

  it('answers an order already made with its key even after the partner was deactivated', async () => {
    const request = await orderRequest(t, { client: { documentNumber: '45000108' } });
    const order = await createdOrder(t, externo, request);
    await setPartner(t, partnerId, { active: false });
    try {
      expect((await createdOrder(t, externo, request)).code).toBe(order.code);
    } finally {
      await setPartner(t, partnerId, { active: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'refuses an order whose partner is deactivated while it waits behind the partner’s row',
    async () => {
      const request = await orderRequest(t, { client: { documentNumber: '45000109' } });
      const deactivate = async (tx: Tx) => {
        await tx.execute(sql`select id from partners where id = ${partnerId} for update`);
        await tx.update(partners).set({ active: false }).where(eq(partners.id, partnerId));
      };
      try {
        const response = await overlapping(t, deactivate, 1, () => createPartnerOrder(t, externo, request));
        expect(response.statusCode).toBe(409);
        expect(body(response).code).toBe('PARTNER_INACTIVE');
      } finally {
        await setPartner(t, partnerId, { active: true });
      }
    },
  );

  it('refuses a partner that does not exist', async () => {
    const fields = partnerOrderRequest.parse(await orderRequest(t));
    await expect(
      createPartnerOrderFor(t.ctx, { partnerId: 999_999, actorId: null }, fields),
    ).rejects.toMatchObject({ code: 'PARTNER_NOT_FOUND' });
  });
});

describe('POST /api/partner/quote', () => {
  it("quotes with the partner's commission, and the default when it has none", async () => {
    const bcp = (await orderRequest(t)).paymentBankId;
    const quoteFor = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/partner/quote',
        headers: externo,
        payload: { paymentBankId: bcp, sendAmount: '2000.00' },
      });
      expect(response.statusCode).toBe(200);
      return body<PartnerQuote>(response).data;
    };
    expect((await quoteFor()).quote).toMatchObject({
      commissionPercent: '4.50',
      fee: '90.00',
      receiveAmount: '1910.00',
    });
    await setPartner(t, partnerId, { commissionPercent: '3.50' });
    try {
      const quoted = await quoteFor();
      expect(quoted.partnerName).toBe('Agente Rápido S.A.C.');
      expect(quoted.quote).toMatchObject({
        commissionPercent: '3.50',
        fee: '70.00',
        receiveAmount: '1930.00',
      });
      const order = await createdOrder(
        t,
        externo,
        await orderRequest(t, { sendAmount: '2000.00', client: { documentNumber: '45000106' } }),
      );
      expect(order).toMatchObject({ finalFee: '70.00', receiveAmount: '1930.00' });
    } finally {
      await setPartner(t, partnerId, { commissionPercent: null });
    }
  });
});
