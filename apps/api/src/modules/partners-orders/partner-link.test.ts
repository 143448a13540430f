import { ORDER_STATUS, type PartnerOrder } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents } from '../../../test/support/events.ts';
import {
  createdOrder,
  finalizeByLink,
  linkView,
  orderRequest,
  partnerIdOf,
  setPartner,
  uploadByLink,
  viewLink,
} from '../../../test/support/partner-orders.ts';
import { pdfTexts } from '../../../test/support/pdf-text.ts';
import { payout, staffAction } from '../../../test/support/pipeline.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, orderHistory, orders, partners } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';

let t: TestApp;
let externo: { authorization: string };
let admin: { authorization: string };
let events: DomainEvent[];
let documents = 45000300;
beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  admin = await t.authAs('admin');
  events = recordEvents(t);
});
afterAll(() => t.close());

async function newOrder(client: Record<string, unknown> = {}): Promise<PartnerOrder> {
  documents += 1;
  return createdOrder(
    t,
    externo,
    await orderRequest(t, { client: { documentNumber: String(documents), ...client } }),
  );
}

const rowOf = async (code: string) => {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, code));
  return row!;
};

describe('the client’s finalize link', () => {
  it('shows the least the client needs, takes the voucher and finalizes the order into Pagos', async () => {
    const order = await newOrder();
    const opened = await viewLink(t, order.link.code.toLowerCase());
    expect(opened.statusCode).toBe(200);
    const view = linkView(opened);
    expect(view).toMatchObject({
      state: 'activa',
      partnerName: 'Agente Rápido S.A.C.',
      clientFirstName: 'Pedro',
      order: {
        code: order.code,
        status: ORDER_STATUS.TEMPORAL,
        sendAmount: '1500.00',
        receiveAmount: '1432.50',
        destination: { maskedAccount: '•••• 2011' },
        hasVoucher: false,
        finalizedAt: null,
      },
    });
    expect(view.order.collectionAccount.holderName).toBe('Cambix S.A.C.');
    expect(view.paymentSteps.length).toBeGreaterThan(0);
    // Nothing of the client's document, email or full account number.
    expect(JSON.stringify(view)).not.toContain('19198765432011');
    expect(JSON.stringify(view)).not.toContain(order.client.documentNumber);
    expect(JSON.stringify(view)).not.toContain('pedro.cliente@cliente.test');

    const early = await finalizeByLink(t, order.link.code);
    expect(body(early).code).toBe('ORDER_VOUCHER_REQUIRED');

    const uploaded = await uploadByLink(t, order.link.code);
    expect(uploaded.statusCode).toBe(200);
    expect(linkView(uploaded).order.hasVoucher).toBe(true);

    events.length = 0;
    const finalized = await finalizeByLink(t, order.link.code, '00998877');
    expect(finalized.statusCode).toBe(200);
    expect(linkView(finalized)).toMatchObject({
      state: 'usada',
      order: { status: ORDER_STATUS.PENDIENTE, operationNumber: '00998877' },
    });

    const row = await rowOf(order.code);
    expect(row.status).toBe(ORDER_STATUS.PENDIENTE);
    expect(row.finalizedAt).not.toBeNull();
    const history = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, row.id));
    expect(history.find((entry) => entry.toStatus === ORDER_STATUS.PENDIENTE)?.actorId).toBeNull();
    const [finalizeAudit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.finalize'))
      .orderBy(auditLog.id);
    expect(finalizeAudit).toBeDefined();
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['notification.created', 'order.finalized']),
    );
    const notice = events.find((event) => event.type === 'notification.created');
    expect(notice?.type === 'notification.created' && notice.recipientIds.length).toBeGreaterThan(0);

    // Staff see in Pagos whose client it is: the partner, not a customer file.
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${row.id}`,
      headers: admin,
    });
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(body<{ partner: unknown; channel: string }>(staffView).data).toMatchObject({
      channel: 'partner',
      partner: { id: row.partnerId, name: expect.any(String) },
    });
  });

  it('accepts nothing more once used, and shows the live status', async () => {
    const order = await newOrder();
    await uploadByLink(t, order.link.code);
    await finalizeByLink(t, order.link.code);

    const upload = await uploadByLink(t, order.link.code);
    expect(upload.statusCode).toBe(409);
    expect(body(upload).code).toBe('PARTNER_LINK_USED');
    const finalize = await finalizeByLink(t, order.link.code);
    expect(body(finalize).code).toBe('PARTNER_LINK_USED');

    const row = await rowOf(order.code);
    const approved = await staffAction(t, admin, row.id, 'approve', { operationNumber: 'OP-7788' });
    expect(approved.statusCode).toBe(200);
    const view = linkView(await viewLink(t, order.link.code));
    expect(view).toMatchObject({ state: 'usada', order: { status: ORDER_STATUS.PENDIENTE_DEVOLUCION } });
  });

  it('says an expired link is expired, and refuses it', async () => {
    const order = await newOrder();
    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const opened = await viewLink(t, order.link.code);
      expect(opened.statusCode).toBe(200);
      expect(linkView(opened).state).toBe('vencida');
      expect(body(opened).message).toMatch(/venció/);
      const upload = await uploadByLink(t, order.link.code);
      expect(upload.statusCode).toBe(410);
      expect(body(upload).code).toBe('PARTNER_LINK_EXPIRED');
      expect(body(await finalizeByLink(t, order.link.code)).code).toBe('PARTNER_LINK_EXPIRED');
    } finally {
      t.clock.advance(-25 * 60 * 60 * 1000);
    }
    // The partner cannot renew a link of an order past its own time either.
    await t.ctx.db
      .update(orders)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(orders.code, order.code));
    const renew = await t.app.inject({
      method: 'POST',
      url: `/api/partner/orders/${order.code}/link`,
      headers: externo,
    });
    expect(renew.statusCode).toBe(409);
    expect(body(renew).code).toBe('PARTNER_LINK_NOT_RENEWABLE');
    expect(linkView(await viewLink(t, order.link.code)).state).toBe('vencida');
  });

  it('opens until the millisecond before its own expiry, and not at it, while its order still runs', async () => {
    // One hour of link against the order's 24: the link's own expiry, not the order's, closes it.
    const partnerId = await partnerIdOf(t, 'externo');
    const [partner] = await t.ctx.db.select().from(partners).where(eq(partners.id, partnerId));
    await setPartner(t, partnerId, { linkHours: 1 });
    const started = t.clock.now();
    try {
      const order = await newOrder();
      const expiresAt = Date.parse(order.link.expiresAt);
      expect(expiresAt).toBeLessThan((await rowOf(order.code)).expiresAt.getTime());

      t.clock.set(new Date(expiresAt - 1).toISOString());
      expect(linkView(await viewLink(t, order.link.code)).state).toBe('activa');
      expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);

      t.clock.set(new Date(expiresAt).toISOString());
      expect(linkView(await viewLink(t, order.link.code)).state).toBe('vencida');
      const late = await finalizeByLink(t, order.link.code);
      expect(late.statusCode).toBe(410);
      expect(body(late).code).toBe('PARTNER_LINK_EXPIRED');
      expect((await rowOf(order.code)).status).toBe(ORDER_STATUS.TEMPORAL);
    } finally {
      t.clock.set(started);
      await setPartner(t, partnerId, { linkHours: partner!.linkHours });
    }
  });

  it('answers a replaced link as replaced; the new one works', async () => {
    const order = await newOrder();
    const renewed = await t.app.inject({
      method: 'POST',
      url: `/api/partner/orders/${order.code}/link`,
      headers: externo,
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = body<PartnerOrder>(renewed).data.link;
    expect(fresh.code).not.toBe(order.link.code);
    expect(fresh.state).toBe('activa');

    const old = await viewLink(t, order.link.code);
    expect(linkView(old).state).toBe('vencida');
    expect(body(old).message).toMatch(/reemplazado/);
    const upload = await uploadByLink(t, order.link.code);
    expect(upload.statusCode).toBe(410);
    expect(body(upload).code).toBe('PARTNER_LINK_REPLACED');

    expect((await uploadByLink(t, fresh.code)).statusCode).toBe(200);
    const done = await finalizeByLink(t, fresh.code);
    expect(linkView(done).state).toBe('usada');
    // The replaced link still reads as replaced, not as used.
    expect(linkView(await viewLink(t, order.link.code)).state).toBe('vencida');
  });

  it('refuses unknown and malformed codes', async () => {
    const unknown = await viewLink(t, 'ABCDEFGHJKMNPQRS');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).code).toBe('PARTNER_LINK_NOT_FOUND');
    expect((await viewLink(t, 'short')).statusCode).toBe(400);
  });
});

describe('the boleta through the link (a client has no account)', () => {
  const boleta = (code: string) =>
    t.app.inject({ method: 'GET', url: `/api/partner-link/${code}/boleta`, headers: APP_KEY_HEADER });

  it('is not found before the payout, and once paid out the page names it and the link downloads its PDF', async () => {
    const order = await newOrder({
      nombres: 'Łukasz Zoë',
      apellidoPaterno: 'Nguyễn',
      apellidoMaterno: 'Pérez',
    });
    await uploadByLink(t, order.link.code);
    await finalizeByLink(t, order.link.code);
    const row = await rowOf(order.code);
    await staffAction(t, admin, row.id, 'approve', { operationNumber: 'OP-7790' });
    expect(linkView(await viewLink(t, order.link.code)).order.receipt).toBeNull();
    const early = await boleta(order.link.code);
    expect(early.statusCode).toBe(404);
    expect(body(early).code).toBe('RECEIPT_NOT_FOUND');

    expect((await payout(t, admin, row.id)).statusCode).toBe(200);
    const number = linkView(await viewLink(t, order.link.code)).order.receipt;
    expect(number).toMatch(/^B\d{3}-\d{8}$/);
    const pdf = await boleta(order.link.code);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`boleta-${number}.pdf`);
    const text = pdfTexts(pdf.rawPayload).join('\n');
    expect(text).toContain(number);
    expect(text).toContain('Łukasz Zoë Nguyễn Pérez');
  });

  it('is not found through a code that is no link', async () => {
    const response = await boleta('ZZZZZZZZZZZZZZZZ');
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('PARTNER_LINK_NOT_FOUND');
  });
});

describe('mails to the partner’s client', () => {
  it('go to a client with an email, opening the finalize page; none to a client without one', async () => {
    const withMail = await newOrder({ email: 'rosa.mail@cliente.test' });
    const withoutMail = await newOrder({ email: null, phone: '955000111' });
    for (const order of [withMail, withoutMail]) {
      await uploadByLink(t, order.link.code);
      await finalizeByLink(t, order.link.code);
      const row = await rowOf(order.code);
      const approved = await staffAction(t, admin, row.id, 'approve', { operationNumber: 'OP-1' });
      expect(approved.statusCode).toBe(200);
    }
    const mail = await t.waitForMail('rosa.mail@cliente.test');
    expect(mail.links).toContain(withMail.link.url);
    expect(mail.text).not.toContain('/userDashboard');
    const outbox = await t.outbox();
    expect(outbox.filter((sent) => sent.to === '' || sent.text.includes(withoutMail.code))).toEqual([]);
  });

  it('tell an observed client to contact the partner, with no link to a customer area they do not have', async () => {
    const order = await newOrder({ email: 'obs.mail@cliente.test' });
    await uploadByLink(t, order.link.code);
    await finalizeByLink(t, order.link.code);
    const row = await rowOf(order.code);
    await staffAction(t, admin, row.id, 'approve', { operationNumber: 'OP-2' });
    const observed = await staffAction(t, admin, row.id, 'observe', { note: 'La cuenta no es del titular.' });
    expect(observed.statusCode).toBe(200);
    const mail = await t.waitForMail('obs.mail@cliente.test', 2);
    expect(mail.subject).toContain('corrección');
    expect(mail.text).toContain('La cuenta no es del titular.');
    expect(mail.text).toContain('Comunícate con quien te envió el link');
    expect(mail.links).toEqual([order.link.url]);
  });
});
