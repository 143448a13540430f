import type { BankAccount, CustomerDetail, CustomerDocument } from '@cambix/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAccessLog, identityDocuments } from '../../platform/db/schema/index.ts';
import { insertCustomer, insertIdentityDocuments } from '../../../test/support/admin-customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
let customerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  const customer = await insertCustomer(t.ctx, {
    nombres: 'Carmen Rosa',
    apellidoPaterno: 'Quispe',
    apellidoMaterno: 'Huanca',
    birthDate: '1990-04-12',
    gender: 'F',
    ubigeo: '150132',
    direccion: 'Av. Próceres 123',
    ocupacion: 'Comerciante',
    isPep: true,
    pepDetail: 'Regidora distrital 2019-2022',
    referredByCode: 'ANA2026',
  });
  customerId = customer.id;
});
afterAll(() => t.close());

const get = async (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/admin/users/:userId', () => {
  it('shows identity, contact, KYC data with the ubigeo names, status and commission in force', async () => {
    const response = await get(`/api/admin/users/${customerId}`);
    expect(response.statusCode).toBe(200);
    expect(body<CustomerDetail>(response).data).toMatchObject({
      id: customerId,
      nombres: 'Carmen Rosa',
      apellido_paterno: 'Quispe',
      tipo_documento: 'DNI',
      accountStatus: 'POR_VALIDAR',
      statusReason: null,
      reviewedBy: null,
      kycStep: 0,
      birthDate: '1990-04-12',
      gender: 'F',
      ubigeo: {
        code: '150132',
        departamento: 'Lima',
        provincia: 'Lima',
        distrito: 'San Juan de Lurigancho',
      },
      direccion: 'Av. Próceres 123',
      isPep: true,
      pepDetail: 'Regidora distrital 2019-2022',
      commissionPercent: null,
      effectiveCommission: '4.50',
      monthlyLimit: null,
      referredByCode: 'ANA2026',
      referralCode: null,
      fees: { commissionOptions: ['3.50', '4.00', '4.50', '5.00', '5.50'], defaultCommission: '4.50' },
    });
    const demo = await get(`/api/admin/users/${(await t.sessionOf('cliente')).user.id}`);
    expect(body<CustomerDetail>(demo).data.referralCode).toBe('ANA2026');
  });

  it('is not found for a staff account or an id that does not exist', async () => {
    const staffId = (await t.sessionOf('colaborador')).user.id;
    expect(body(await get(`/api/admin/users/${staffId}`))).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await get('/api/admin/users/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/users/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/:userId/documents', () => {
  it('gives the current DNI front, back and selfie as signed links; each view is logged and listed', async () => {
    // Replaced images stay on file but are no longer shown.
    const older = await insertIdentityDocuments(t.ctx, customerId);
    await t.ctx.db
      .update(identityDocuments)
      .set({ replacedAt: new Date() })
      .where(
        inArray(
          identityDocuments.id,
          older.map((row) => row.id),
        ),
      );
    const current = await insertIdentityDocuments(t.ctx, customerId);
    const colaborador = await t.authAs('colaborador');
    const first = body<CustomerDocument[]>(
      await get(`/api/admin/users/${customerId}/documents`, colaborador),
    ).data;
    expect(first.map((document) => document.kind)).toEqual(['DNI_FRONT', 'DNI_BACK', 'SELFIE']);
    expect(first.map((document) => document.id)).toEqual(current.map((row) => row.id));
    expect(first.every((document) => document.url.startsWith('/api/files/'))).toBe(true);
    expect(first[0]?.views).toEqual([]);

    const image = await t.app.inject({ method: 'GET', url: first[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const colaboradorId = (await t.sessionOf('colaborador')).user.id;
    const logged = await t.ctx.db.select().from(fileAccessLog).where(eq(fileAccessLog.fileId, first[0]!.id));
    expect(logged).toEqual([
      expect.objectContaining({ viewerId: colaboradorId, fileKind: 'identity_document' }),
    ]);

    const again = body<CustomerDocument[]>(await get(`/api/admin/users/${customerId}/documents`)).data;
    expect(again[0]).toMatchObject({
      viewCount: 1,
      views: [{ viewer: { id: colaboradorId, name: 'Diego Salazar', role: 'Colaborador' } }],
    });
    expect(again[1]?.viewCount).toBe(0);
  });

  it('answers an empty list for a customer without documents', async () => {
    const fresh = await insertCustomer(t.ctx, { kycStep: 1, accountStatus: 'REGISTRADO' });
    expect(body(await get(`/api/admin/users/${fresh.id}/documents`)).data).toEqual([]);
  });
});

describe('GET /api/admin/users/:userId/bank-accounts', () => {
  it("lists the customer's accounts", async () => {
    const demoId = (await t.sessionOf('cliente')).user.id;
    const accounts = body<BankAccount[]>(await get(`/api/admin/users/${demoId}/bank-accounts`)).data;
    expect(accounts).toEqual([
      expect.objectContaining({
        bank: expect.objectContaining({ code: '002' }),
        accountNumber: '19112345678012',
      }),
    ]);
    expect(body(await get(`/api/admin/users/${customerId}/bank-accounts`)).data).toEqual([]);
  });

  it('is refused to a customer, even for their own id', async () => {
    const session = await t.sessionOf('cliente');
    const response = await get(`/api/admin/users/${session.user.id}/bank-accounts`, {
      authorization: `Bearer ${session.token}`,
    });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toMatchObject({ code: 'FORBIDDEN_ROLE' });
  });
});
