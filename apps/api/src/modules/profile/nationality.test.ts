import type { Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { customerRisk, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const kyc = {
  date_birthday: '1988-02-11',
  gender: 'M',
  departamento: '15',
  provincia: '1501',
  distrito: '150122',
  direccion: 'Av. Larco 812, Miraflores',
  ocupacion: 'Chef',
};

let documents = 1_000_100;
const foreignDocument = () => String((documents += 1)).padStart(9, '0');

const saveProfile = (headers: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/updateUser', headers, payload });

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { fields: Record<string, string> } }).data.fields;

const nationalityOf = async (userId: number) =>
  (await t.ctx.db.select({ nationality: users.nationality }).from(users).where(eq(users.id, userId)))[0]
    ?.nationality;

describe('nationality (docs/rules/identity.md#nationality, decision 165)', () => {
  it('a DNI holder is Peruvian from registration, and cannot declare another', async () => {
    const { session, headers } = await registerCustomer(t);
    expect(session.nacionalidad).toBe('PE');

    const other = await saveProfile(headers, { ...kyc, nacionalidad: 'VE' });
    expect(other.statusCode).toBe(400);
    expect(fieldsOf(other)).toEqual({ nacionalidad: 'Con DNI tu nacionalidad es peruana.' });

    const left = await saveProfile(headers, kyc);
    expect(left.statusCode).toBe(200);
    expect(body<Session>(left).data.nacionalidad).toBe('PE');
    expect(await nationalityOf(session.user.id)).toBe('PE');
  });

  it('a carné de extranjería holder declares theirs: required, from the ISO list, kept as its code', async () => {
    const { session, headers } = await registerCustomer(t, { tipo_documento: 'CE', dni: foreignDocument() });
    expect(session.nacionalidad).toBeNull();

    const missing = await saveProfile(headers, kyc);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toEqual({ nacionalidad: 'Elige tu nacionalidad.' });
    const unknown = await saveProfile(headers, { ...kyc, nacionalidad: 'XX' });
    expect(fieldsOf(unknown)).toEqual({ nacionalidad: 'Elige tu nacionalidad de la lista.' });
    const alpha3 = await saveProfile(headers, { ...kyc, nacionalidad: 'VEN' });
    expect(fieldsOf(alpha3)).toEqual({ nacionalidad: 'Elige tu nacionalidad de la lista.' });
    expect(await nationalityOf(session.user.id)).toBeNull();

    const saved = await saveProfile(headers, { ...kyc, nacionalidad: 've' });
    expect(saved.statusCode).toBe(200);
    expect(body<Session>(saved).data).toMatchObject({ nacionalidad: 'VE', mostrar_formulario: false });
    expect(await nationalityOf(session.user.id)).toBe('VE');
  });

  it('asks a foreign document holder with every other datum for the nationality after login', async () => {
    const documentNumber = foreignDocument();
    await insertCustomer(t.ctx, {
      documentType: 'PASAPORTE',
      documentNumber,
      accountStatus: 'ACTIVO',
      birthDate: '1990-04-02',
      gender: 'F',
      ubigeo: '150122',
      direccion: 'Calle Schell 120',
      ocupacion: 'Traductora',
      profileUpdatedAt: t.clock.now(),
      surveyAnsweredAt: t.clock.now(),
    });
    const session = body<Session>(await t.login(documentNumber)).data;
    expect(session).toMatchObject({ nacionalidad: null, mostrar_formulario: true });
  });

  it('a nationality of the high-risk list makes the customer high risk as it is saved', async () => {
    const { session, headers } = await registerCustomer(t, { tipo_documento: 'CE', dni: foreignDocument() });
    expect((await saveProfile(headers, { ...kyc, nacionalidad: 'KP' })).statusCode).toBe(200);
    const [risk] = await t.ctx.db.select().from(customerRisk).where(eq(customerRisk.userId, session.user.id));
    expect(risk?.level).toBe('high');
    expect(risk?.factors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'country',
          reason: 'Nacionalidad Corea del Norte (KP): país de la lista de alto riesgo.',
        }),
        expect.objectContaining({
          kind: 'foreign-document',
          reason: 'Extranjero con carné de extranjería: nacionalidad Corea del Norte (KP).',
        }),
      ]),
    );
  });

  it('the table refuses a DNI holder of another nationality, or a code that is not two capitals', async () => {
    const person = await insertCustomer(t.ctx);
    for (const nationality of ['VE', 'pe', 'PER', null]) {
      await expect(
        t.ctx.db.update(users).set({ nationality }).where(eq(users.id, person.id)),
      ).rejects.toThrow();
    }
    const foreign = await insertCustomer(t.ctx, { documentType: 'CE', documentNumber: foreignDocument() });
    await expect(
      t.ctx.db.update(users).set({ nationality: 'Venezolana' }).where(eq(users.id, foreign.id)),
    ).rejects.toThrow();
    await t.ctx.db.update(users).set({ nationality: 'VE' }).where(eq(users.id, foreign.id));
    expect(await nationalityOf(foreign.id)).toBe('VE');
  });
});
