import type { Order, PromoDetail, PromoPage, PromoSummary, PromoUsePage } from '@cambix/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import {
  addAccount,
  bankByCode,
  finalize,
  newOrder,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { body, buildTestApp, demoAccount, type TestApp } from '../../../test/support/test-app.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';
import { auditLog, promoCodes, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let bcpId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  const [row] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.documentNumber, demoAccount('admin').dni));
  adminId = row!.id;
  bcpId = (await bankByCode(t, '002')).id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const URL = '/api/admin/promotions';

const payload = (overrides: Record<string, unknown> = {}) => ({
  code: 'CUPON-BASE',
  description: null,
  discountKind: 'percent',
  discountValue: '20',
  minAmount: null,
  maxAmount: null,
  validFrom: null,
  validTo: null,
  totalUses: null,
  usesPerCustomer: 1,
  firstOrderOnly: false,
  customerDocuments: [],
  bankId: null,
  active: true,
  ...overrides,
});

const create = (overrides: Record<string, unknown> = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload: payload(overrides) });
const update = (id: number, overrides: Record<string, unknown> = {}, headers: Headers = admin) =>
  t.app.inject({ method: 'PUT', url: `${URL}/${id}`, headers, payload: payload(overrides) });
const setActive = (id: number, active: boolean, headers: Headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `${URL}/${id}/active`, headers, payload: { active } });
const list = (query: Record<string, string>, headers: Headers = admin) =>
  t.app.inject({ method: 'GET', url: `${URL}?${new URLSearchParams(query).toString()}`, headers });

async function created(overrides: Record<string, unknown>): Promise<PromoSummary> {
  const response = await create(overrides);
  expect(response.statusCode, response.body).toBe(200);
  return body<PromoSummary>(response).data;
}

const promoCount = async () => (await t.ctx.db.select({ total: count() }).from(promoCodes))[0]!.total;

async function auditOf(promoId: number) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'promo_code'), eq(auditLog.targetId, String(promoId))))
    .orderBy(desc(auditLog.id));
}

/** An order of S/ 1,500 from BCP taking the coupon (20 % of a 67.50 fee: 13.50 off). */
async function orderWith(headers: Headers, promoCode?: string) {
  const account = await addAccount(t, headers, '002');
  const response = await newOrder(t, headers, {
    bankId: bcpId,
    sendAmount: '1500',
    destinationAccountId: account.id,
    promoCode,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<Order>(response).data;
}

describe('creating a coupon', () => {
  it('stores its Lima days as midnights, resolves the customers and audits who made it', async () => {
    const ana = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const response = await create({
      code: ' navidad-2026 ',
      description: 'Campaña Navideña',
      discountKind: 'amount',
      discountValue: '15',
      minAmount: '1500',
      maxAmount: '5000.50',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      totalUses: 100,
      usesPerCustomer: 2,
      firstOrderOnly: true,
      customerDocuments: [ana.documentNumber],
      bankId: bcpId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const promo = body<PromoSummary>(response).data;
    expect(promo).toMatchObject({
      code: 'NAVIDAD-2026',
      description: 'Campaña Navideña',
      discountKind: 'amount',
      discountValue: '15.00',
      minAmount: '1500.00',
      maxAmount: '5000.50',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      totalUses: 100,
      usesPerCustomer: 2,
      firstOrderOnly: true,
      customers: [{ id: ana.id, documentNumber: ana.documentNumber }],
      bank: { id: bcpId },
      active: true,
      state: 'programado',
      uses: 0,
      discountTotal: '0.00',
      used: false,
    });
    expect(promo.createdBy).toBeTruthy();

    const [row] = await t.ctx.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.validFrom!.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(row!.validTo!.toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(row!.createdBy).toBe(adminId);
    const [audit] = await auditOf(promo.id);
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'promo.create',
      before: null,
      after: { code: 'NAVIDAD-2026', discountKind: 'amount', discountValue: '15.00', customerIds: [ana.id] },
    });
  });

  it('refuses a code already taken, on the code field', async () => {
    await created({ code: 'DUPLICADO' });
    const before = await promoCount();
    const response = await create({ code: 'duplicado' });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({
      code: 'PROMO_CODE_TAKEN',
      data: { fields: { code: expect.any(String) } },
    });
    expect(await promoCount()).toBe(before);
  });

  it('refuses documents that are not of signing-in customers, naming them, and stores nothing', async () => {
    const ana = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const { user: staff } = await signedInColaborador(t, []);
    const before = await promoCount();
    const response = await create({
      code: 'SOLO-ALGUNOS',
      customerDocuments: [ana.documentNumber, '99999999', staff.documentNumber],
    });
    expect(response.statusCode).toBe(400);
    const answer = body<{ fields: Record<string, string> }>(response);
    expect(answer.code).toBe('PROMO_CUSTOMERS_UNKNOWN');
    expect(answer.data.fields.customerDocuments).toContain('99999999');
    expect(answer.data.fields.customerDocuments).toContain(staff.documentNumber);
    expect(answer.data.fields.customerDocuments).not.toContain(ana.documentNumber);
    expect(await promoCount()).toBe(before);
  });

  it('refuses bad input and stores nothing', async () => {
    const before = await promoCount();
    const bad = [
      { code: 'AB' },
      { code: 'CON ESPACIO' },
      { discountValue: '0' },
      { discountValue: '100.01' },
      { discountKind: 'amount', discountValue: '0.00' },
      { minAmount: '2000', maxAmount: '1999.99' },
      { validFrom: '2026-12-02', validTo: '2026-12-01' },
      { totalUses: 1, usesPerCustomer: 2 },
      { bankId: 999_999 },
    ];
    for (const overrides of bad) {
      const response = await create({ code: 'MALO-1', ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(await promoCount()).toBe(before);
    expect((await create({ code: 'CIEN-POR-CIENTO', discountValue: '100' })).statusCode).toBe(200);
  });
});

describe('editing a coupon', () => {
  it('changes anything while unused, and audits before and after', async () => {
    const promo = await created({ code: 'EDITABLE', discountValue: '10' });
    const response = await update(promo.id, {
      code: 'EDITADO',
      discountKind: 'amount',
      discountValue: '25.50',
      totalUses: 50,
      validTo: '2026-12-15',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<PromoSummary>(response).data).toMatchObject({
      code: 'EDITADO',
      discountKind: 'amount',
      discountValue: '25.50',
      totalUses: 50,
      validTo: '2026-12-15',
    });
    const [audit] = await auditOf(promo.id);
    expect(audit).toMatchObject({
      actorId: adminId,
      action: 'promo.update',
      before: { code: 'EDITABLE', discountKind: 'percent', discountValue: '10.00', totalUses: null },
      after: { code: 'EDITADO', discountKind: 'amount', discountValue: '25.50', totalUses: 50 },
    });
  });

  it('keeps the code and discount of a coupon once used (given back too), and lets the rest change', async () => {
    const promo = await created({ code: 'USADO', discountValue: '20' });
    const { headers } = await operativeCustomer(t);
    await orderWith(headers, 'USADO');
    // A new order replaces the first one: its use is given back, and the coupon still counts as used.
    await orderWith(headers);
    for (const change of [{ code: 'USADO-2' }, { discountKind: 'amount' }, { discountValue: '25' }]) {
      const response = await update(promo.id, { code: 'USADO', discountValue: '20', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(409);
      expect(body(response)).toMatchObject({ code: 'PROMO_USED_LOCKED' });
    }
    const [row] = await t.ctx.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row).toMatchObject({ code: 'USADO', discountKind: 'percent', discountValue: '20.00' });

    const allowed = await update(promo.id, {
      code: 'USADO',
      discountValue: '20.00',
      totalUses: 10,
      usesPerCustomer: 3,
      validFrom: '2026-11-01',
      validTo: '2027-01-31',
      minAmount: '1200',
      maxAmount: '9000',
      description: 'Nueva descripción',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(body<PromoSummary>(allowed).data).toMatchObject({
      used: true,
      uses: 0,
      totalUses: 10,
      minAmount: '1200.00',
      validTo: '2027-01-31',
    });
  });

  it('switches a coupon off and on, audited, and an inactive one is refused to customers', async () => {
    const promo = await created({ code: 'APAGABLE' });
    const off = await setActive(promo.id, false);
    expect(off.statusCode).toBe(200);
    expect(body<PromoSummary>(off)).toMatchObject({
      data: { active: false, state: 'inactivo' },
      message: 'Cupón desactivado.',
    });
    const { headers } = await operativeCustomer(t);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/promocode',
      headers,
      payload: { code: 'APAGABLE', sendAmount: '1500' },
    });
    expect(body(check).code).toBe('PROMO_INACTIVE');
    expect((await setActive(promo.id, true)).statusCode).toBe(200);
    const audits = await auditOf(promo.id);
    expect(audits.slice(0, 2)).toMatchObject([
      { action: 'promo.activate', actorId: adminId, before: { active: false }, after: { active: true } },
      { action: 'promo.deactivate', actorId: adminId, before: { active: true }, after: { active: false } },
    ]);
    expect((await setActive(999_999, true)).statusCode).toBe(404);
  });
});

describe('the list, its export and the detail', () => {
  it('filters by text, state and day, sorts and pages on the server, counting uses that stand', async () => {
    const now = t.ctx.now().getTime();
    const activo = await created({ code: 'LST-ACTIVO', description: 'Campaña Ñandú' });
    await created({ code: 'LST-PROGRAMADO', validFrom: '2026-12-10' });
    const vencido = await created({ code: 'LST-VENCIDO', validFrom: '2026-11-01', validTo: '2026-11-20' });
    const agotado = await created({ code: 'LST-AGOTADO', totalUses: 1 });
    await created({ code: 'LST-INACTIVO', active: false });
    expect(now).toBe(Date.parse('2026-11-21T15:00:00Z'));

    const { headers: ana } = await operativeCustomer(t);
    const { headers: beto } = await operativeCustomer(t);
    await orderWith(ana, 'LST-AGOTADO');
    const standing = await orderWith(beto, 'LST-ACTIVO');
    await uploadVoucher(t, beto, standing.id);
    expect((await finalize(t, beto, standing.id)).statusCode).toBe(200);
    // Each new order of Ana's replaces her open one, whose use is given back: LST-ACTIVO keeps Beto's
    // finalized use only, and LST-AGOTADO is taken again by her last order.
    await orderWith(ana, 'LST-ACTIVO');
    await orderWith(ana, 'LST-AGOTADO');

    const page = body<PromoPage>(await list({ q: 'lst-', sort: 'code', order: 'asc' })).data;
    expect(page.total).toBe(5);
    expect(page.items.map((item) => [item.code, item.state, item.uses, item.discountTotal])).toEqual([
      ['LST-ACTIVO', 'activo', 1, '13.50'],
      ['LST-AGOTADO', 'agotado', 1, '13.50'],
      ['LST-INACTIVO', 'inactivo', 0, '0.00'],
      ['LST-PROGRAMADO', 'programado', 0, '0.00'],
      ['LST-VENCIDO', 'vencido', 0, '0.00'],
    ]);
    expect(page.items.find((item) => item.id === activo.id)?.used).toBe(true);

    // Case and accents do not matter.
    expect(body<PromoPage>(await list({ q: 'NANDU' })).data.items.map((item) => item.id)).toEqual([
      activo.id,
    ]);
    for (const state of ['activo', 'programado', 'vencido', 'agotado', 'inactivo']) {
      const items = body<PromoPage>(await list({ q: 'lst-', state })).data.items;
      expect(items.map((item) => item.state)).toEqual([state]);
    }
    expect(body<PromoPage>(await list({ q: 'lst-', state: 'agotado' })).data.items[0]?.id).toBe(agotado.id);
    // A day the window includes, at both ends; windows with no bound include every day.
    const on = async (validOn: string) =>
      body<PromoPage>(await list({ q: 'lst-vencido', validOn })).data.items.map((item) => item.id);
    expect(await on('2026-11-01')).toEqual([vencido.id]);
    expect(await on('2026-11-20')).toEqual([vencido.id]);
    expect(await on('2026-10-31')).toEqual([]);
    expect(await on('2026-11-21')).toEqual([]);
    expect(body<PromoPage>(await list({ q: 'lst-', validOn: '2026-12-10' })).data.total).toBe(4);

    const byUses = body<PromoPage>(await list({ q: 'lst-', sort: 'uses', order: 'desc', pageSize: '10' }));
    expect(byUses.data.items.slice(0, 2).map((item) => item.uses)).toEqual([1, 1]);
    const second = body<PromoPage>(
      await list({ q: 'lst-', sort: 'code', order: 'asc', pageSize: '10', page: '2' }),
    );
    expect(second.data).toMatchObject({ items: [], total: 5, page: 2, pageSize: 10 });
    expect(body(await list({ pageSize: '7' })).code).toBe('VALIDATION_FAILED');
  });

  it('pages on the server without overlap', async () => {
    for (let number = 1; number <= 12; number++)
      await created({ code: `PAG-${String(number).padStart(2, '0')}` });
    const pageOf = async (page: number) =>
      body<PromoPage>(
        await list({ q: 'pag-', sort: 'code', order: 'desc', pageSize: '10', page: String(page) }),
      ).data;
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((item) => item.code).slice(0, 2)).toEqual(['PAG-12', 'PAG-11']);
    expect(second.items.map((item) => item.code)).toEqual(['PAG-02', 'PAG-01']);
  });

  it('exports the filtered coupons as CSV for Excel', async () => {
    const holder = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', documentNumber: '01234567' });
    await created({
      code: 'CSV-UNO',
      description: '=Fórmula; con punto y coma',
      customerDocuments: [holder.documentNumber],
    });
    await created({ code: 'CSV-DOS', active: false });
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}/export?q=csv-&state=activo`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cupones-2026-11-21.csv"');
    const [header, ...lines] = readCsvExport(response.body);
    expect(header!.slice(0, 5)).toEqual(['ID', 'Código', 'Descripción', 'Tipo de descuento', 'Descuento']);
    expect(lines).toHaveLength(1);
    const cell = (title: string) => lines[0]![header!.indexOf(title)];
    expect(lines[0]!.slice(1, 5)).toEqual(['CSV-UNO', "'=Fórmula; con punto y coma", 'Porcentaje', '20.00']);
    // The one customer's document, leading zero and all, as a plain field (decision 176).
    expect(cell('Clientes')).toBe('01234567');
    expect([cell('Estado'), cell('Usos'), cell('Comisión descontada')]).toEqual(['Activo', '0', '0.00']);
  });

  it('shows the totals, the uses per Lima day and every use, given back ones marked', async () => {
    const promo = await created({ code: 'DETALLE', totalUses: 10, usesPerCustomer: 5 });
    const { user: ana, headers } = await operativeCustomer(t);
    const given = await orderWith(headers, 'DETALLE');
    const kept = await orderWith(headers, 'DETALLE');
    await uploadVoucher(t, headers, kept.id);
    expect((await finalize(t, headers, kept.id)).statusCode).toBe(200);
    // Lima's next day starts at 05:00 UTC.
    t.clock.set('2026-11-22T05:00:00Z');
    const { headers: beto } = await operativeCustomer(t);
    const late = await orderWith(beto, 'DETALLE');
    t.clock.set('2026-11-21T15:00:00Z');

    const detail = await t.app.inject({ method: 'GET', url: `${URL}/${promo.id}`, headers: admin });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(body<PromoDetail>(detail).data).toMatchObject({
      promo: { id: promo.id, uses: 2, discountTotal: '27.00', used: true },
      totals: { uses: 2, givenBack: 1, customers: 2, sendAmount: '3000.00', discount: '27.00' },
      perDay: [
        { day: '2026-11-21', uses: 1 },
        { day: '2026-11-22', uses: 1 },
      ],
    });

    const uses = body<PromoUsePage>(
      await t.app.inject({ method: 'GET', url: `${URL}/${promo.id}/uses`, headers: admin }),
    ).data;
    expect(uses).toMatchObject({ total: 3, page: 1 });
    expect(uses.items.map((use) => [use.orderCode, use.givenBack])).toEqual([
      [late.code, false],
      [kept.code, false],
      [given.code, true],
    ]);
    expect(uses.items[2]).toMatchObject({
      orderId: given.id,
      customer: { id: ana.id, documentNumber: ana.documentNumber },
      sendAmount: '1500.00',
      discount: '13.50',
      status: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: `${URL}/999999`, headers: admin })).statusCode).toBe(
      404,
    );
  });
});

describe('who may see and change coupons', () => {
  it('refuses staff without the module, and lets view-only staff read but not change', async () => {
    const promo = await created({ code: 'PERMISOS' });
    const { headers: none } = await signedInColaborador(t, []);
    const { headers: viewer } = await signedInColaborador(t, [
      { module: 'promociones', canView: true, canEdit: false },
    ]);
    const { user: editorUser, headers: editor } = await signedInColaborador(t, [
      { module: 'promociones', canView: true, canEdit: true },
    ]);
    expect((await list({}, none)).statusCode).toBe(403);
    expect(body(await list({}, none)).code).toBe('FORBIDDEN_MODULE');
    expect((await list({}, viewer)).statusCode).toBe(200);
    const before = await promoCount();
    for (const refused of [
      await create({ code: 'NO-PUEDE' }, viewer),
      await update(promo.id, { code: 'PERMISOS', totalUses: 3 }, viewer),
      await setActive(promo.id, false, viewer),
      await create({ code: 'NO-PUEDE' }, none),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(body(refused).code).toBe('FORBIDDEN_MODULE');
    }
    expect(await promoCount()).toBe(before);
    const [row] = await t.ctx.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row).toMatchObject({ active: true, totalUses: null });

    const edited = await setActive(promo.id, false, editor);
    expect(edited.statusCode).toBe(200);
    const [audit] = await auditOf(promo.id);
    expect(audit).toMatchObject({ action: 'promo.deactivate', actorId: editorUser.id });
  });
});
