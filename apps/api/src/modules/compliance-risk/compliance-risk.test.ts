import type { CustomerRisk, CustomerRiskList } from '@cambix/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { multipart } from '../../../test/support/multipart.ts';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { createdOrder, orderRequest } from '../../../test/support/partner-orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  complianceAlerts,
  customerRisk,
  customerRiskHistory,
  orders,
  users,
} from '../../platform/db/schema/index.ts';
import { raiseAlert } from '../compliance-alerts/index.ts';
import { recomputeRiskNow } from './recompute-risk.ts';

type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
let adminId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
});
afterAll(() => t.close());

const riskOf = async (userId: number) => {
  const [row] = await t.ctx.db.select().from(customerRisk).where(eq(customerRisk.userId, userId));
  return row;
};
const historyOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(customerRiskHistory)
    .where(eq(customerRiskHistory.userId, userId))
    .orderBy(asc(customerRiskHistory.id));

const list = (headers: Headers, level = 'all') =>
  t.app.inject({ method: 'GET', url: `/api/admin/compliance/risk?level=${level}`, headers });
const review = (headers: Headers, userId: number, note = 'Revisado el expediente y el origen de fondos') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/compliance/risk/${userId}/review`,
    headers,
    payload: { note },
  });

async function smallOrder(headers: Headers, declarationSignature?: string) {
  const account = await addAccount(t, headers, '002');
  const bank = await bankByCode(t, '002');
  return newOrder(t, headers, {
    sendAmount: '500',
    bankId: bank.id,
    destinationAccountId: account.id,
    ...(declarationSignature ? { declarationSignature } : {}),
  });
}

/** An alert of a finalize rule: it does not hold the customer. */
const ruleAlert = (userId: number, subject: string) =>
  t.ctx.db.transaction((tx) =>
    raiseAlert(tx, {
      kind: 'structuring',
      userId,
      subject,
      holds: false,
      score: null,
      facts: { totalUsd: '5000.00' },
      at: t.ctx.now(),
    }),
  );

describe('the declaración jurada follows the risk level', () => {
  it("a low-risk customer's small order needs no declaración", async () => {
    const { user, headers } = await operativeCustomer(t);
    expect(await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' })).toMatchObject({ level: 'low' });
    const response = await smallOrder(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('declarationSignature');
  });

  it("a high-risk customer's order under US$ 5,000 asks for it, without saying why", async () => {
    const { user, headers } = await operativeCustomer(t, { ocupacion: 'Administrador de casino' });
    await ruleAlert(user.id, 'high-risk-order');
    const assessed = await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
    expect(assessed).toMatchObject({ level: 'high', score: 4 });
    const unsigned = await smallOrder(headers);
    expect(unsigned.statusCode).toBe(400);
    expect(body(unsigned)).toMatchObject({ code: 'DECLARATION_REQUIRED' });
    expect(unsigned.body).toContain('declarationSignature');
    expect(unsigned.body).not.toMatch(/riesgo|alerta|cumplimiento|casino/i);
    const signed = await smallOrder(
      headers,
      `${user.nombres} ${user.apellidoPaterno} ${user.apellidoMaterno}`,
    );
    expect(signed.statusCode, signed.body).toBe(200);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order).toMatchObject({ declarationRequired: true, declarationSignedAt: expect.any(Date) });
  });
});

describe('the partner channel', () => {
  it("a high-risk client's small partner order records that the declaración is due; a low-risk one's does not", async () => {
    const externo = await t.authAs('externo');
    const request = (documentNumber: string) =>
      orderRequest(t, { client: { documentNumber, email: `c${documentNumber}@cliente.test` } });
    const first = await createdOrder(t, externo, await request('45991001'));
    expect(first.declarationRequired).toBe(false);
    const [client] = await t.ctx.db.select().from(users).where(eq(users.documentNumber, '45991001'));
    // Screened at the first order: a partner's client, 1 point, low.
    expect(await riskOf(client!.id)).toMatchObject({ level: 'low', score: 1 });
    await ruleAlert(client!.id, 'partner-open');
    await ruleAlert(client!.id, 'partner-confirmed');
    await t.ctx.db
      .update(complianceAlerts)
      .set({ status: 'confirmed' })
      .where(and(eq(complianceAlerts.userId, client!.id), eq(complianceAlerts.subject, 'partner-confirmed')));
    expect(await recomputeRiskNow(t.ctx, client!.id, { cause: 'alert-decided' })).toMatchObject({
      level: 'high',
      score: 6,
    });
    const second = await createdOrder(t, externo, await request('45991001'));
    expect(second.declarationRequired).toBe(true);
    expect(JSON.stringify(second)).not.toMatch(/riesgo|alerta/i);
  });
});

describe('computed again on each change', () => {
  it("the customer's profile edit: a risk occupation makes the level medium, kept in the history", async () => {
    const { user, headers } = await operativeCustomer(t);
    await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/updateUser',
      headers,
      payload: {
        date_birthday: '1985-07-28',
        gender: 'F',
        departamento: '04',
        provincia: '0401',
        distrito: '040101',
        direccion: 'Calle Mercaderes 210, Cercado',
        ocupacion: 'Prestamista',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toMatch(/riesgo/i);
    expect(await riskOf(user.id)).toMatchObject({ level: 'medium', score: 2, reviewDueOn: null });
    expect(await historyOf(user.id)).toEqual([
      expect.objectContaining({ cause: 'registration', fromLevel: null, toLevel: 'low', actorId: null }),
      expect.objectContaining({ cause: 'profile', fromLevel: 'low', toLevel: 'medium', actorId: user.id }),
    ]);
  });

  it('an alert raised by screening, then confirmed as PEP: medium, then high with its review day', async () => {
    const { user } = await operativeCustomer(t, {
      nombres: 'Clodomira',
      apellidoPaterno: 'Zapata',
      apellidoMaterno: 'Huamán',
    });
    await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
    const csv = `nombres,documento,cargo,institucion,desde,hasta\nClodomira Zapata Huamán,,Regidora,Municipalidad de Ejemplo,2020-01-01,\n`;
    const form = multipart(
      { list: 'pep' },
      { name: 'pep.csv', data: Buffer.from(csv), type: 'text/csv', field: 'file' },
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/compliance/lists',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await t.drain();
    expect(await riskOf(user.id)).toMatchObject({ level: 'medium', score: 2 });
    const [alert] = await t.ctx.db
      .select()
      .from(complianceAlerts)
      .where(eq(complianceAlerts.userId, user.id));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/compliance/alerts/${alert!.id}/confirm`,
      headers: admin,
      payload: { reason: 'Regidora en funciones' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Today is 2026-11-21 in Lima: the review falls 180 days later, on 2027-05-20.
    expect(await riskOf(user.id)).toMatchObject({ level: 'high', score: 4, reviewDueOn: '2027-05-20' });
    expect((await historyOf(user.id)).map((entry) => [entry.cause, entry.toLevel, entry.actorId])).toEqual([
      ['registration', 'low', null],
      ['list-version', 'medium', null],
      ['alert-decided', 'high', adminId],
    ]);
  });

  it('saving the settings computes every level again in the background', async () => {
    const { user } = await operativeCustomer(t, { ocupacion: 'Contadora pública' });
    await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings/compliance',
      headers: admin,
    });
    const values = body<Record<string, unknown>>(settings).data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/compliance',
      headers: admin,
      payload: { ...values, riskOccupations: `${String(values.riskOccupations)}, contador` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.drain();
    expect(await riskOf(user.id)).toMatchObject({ level: 'medium' });
    expect((await historyOf(user.id)).at(-1)).toMatchObject({ cause: 'settings', actorId: adminId });
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/compliance',
      headers: admin,
      payload: values,
    });
    await t.drain();
  });
});

describe('Cumplimiento › Riesgo', () => {
  it('the review: a note, the next day from today, kept in the history and audited; only for high', async () => {
    const { user } = await operativeCustomer(t, { isPep: true });
    await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
    await t.ctx.db
      .update(customerRisk)
      .set({ reviewDueOn: '2026-11-01' })
      .where(eq(customerRisk.userId, user.id));
    const response = await review(admin, user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(body<CustomerRisk>(response).data).toMatchObject({
      level: 'high',
      reviewDueOn: '2027-05-20',
      overdue: false,
      lastReview: { note: 'Revisado el expediente y el origen de fondos' },
    });
    expect((await historyOf(user.id)).at(-1)).toMatchObject({ cause: 'review', actorId: adminId });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'compliance-risk.review'), eq(auditLog.targetId, String(user.id))));
    expect(audit).toMatchObject({
      before: { reviewDueOn: '2026-11-01' },
      after: { reviewDueOn: '2027-05-20' },
    });

    const low = await operativeCustomer(t);
    await recomputeRiskNow(t.ctx, low.user.id, { cause: 'registration' });
    expect(body(await review(admin, low.user.id))).toMatchObject({ code: 'RISK_REVIEW_NOT_HIGH' });
    expect((await review(admin, 999_999)).statusCode).toBe(404);
  });

  it('overdue from the day after the review day, listed first; every read audited', async () => {
    const due = await operativeCustomer(t, { isPep: true });
    const late = await operativeCustomer(t, { isPep: true });
    for (const { user } of [due, late]) await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
    // Today (Lima) is 2026-11-21: due today is not overdue; due yesterday is.
    await t.ctx.db
      .update(customerRisk)
      .set({ reviewDueOn: '2026-11-21' })
      .where(eq(customerRisk.userId, due.user.id));
    await t.ctx.db
      .update(customerRisk)
      .set({ reviewDueOn: '2026-11-20' })
      .where(eq(customerRisk.userId, late.user.id));
    const officer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    const response = await list(officer.headers, 'high');
    expect(response.statusCode).toBe(200);
    const { rows, counts } = body<CustomerRiskList>(response).data;
    expect(rows.every((row) => row.level === 'high')).toBe(true);
    expect(rows[0]).toMatchObject({ customer: { id: late.user.id }, overdue: true });
    expect(rows.find((row) => row.customer.id === due.user.id)).toMatchObject({ overdue: false });
    expect(rows[0]!.factors).toEqual([expect.objectContaining({ kind: 'pep', points: 4 })]);
    expect(rows[0]!.history).toEqual([expect.objectContaining({ cause: 'registration', toLevel: 'high' })]);
    expect(counts.overdue).toBeGreaterThanOrEqual(1);
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'compliance-risk.read'), eq(auditLog.actorId, officer.user.id)));
    expect(audit?.after).toMatchObject({ userIds: rows.map((row) => row.customer.id) });
    // A viewer reads but does not review.
    expect((await review(officer.headers, late.user.id)).statusCode).toBe(403);
  });

  it('refused to a Colaborador without cumplimiento, a customer and an Externo', async () => {
    const { user, headers: customer } = await operativeCustomer(t, { isPep: true });
    await recomputeRiskNow(t.ctx, user.id, { cause: 'registration' });
    const other = await signedInColaborador(t, [{ module: 'ordenes', canView: true, canEdit: true }]);
    const externo = await t.authAs('externo');
    for (const headers of [other.headers, customer, externo]) {
      const read = await list(headers);
      expect(read.statusCode).toBe(403);
      expect(read.body).not.toMatch(/riesgo|PEP|factors/i);
      expect((await review(headers, user.id)).statusCode).toBe(403);
    }
  });
});
