import { DEFAULT_SETTINGS, type BankSettings } from '@cambix/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { getSettings } from './get-settings.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const key of ['limits', 'fees'] as const) {
    await settingsCall(t, admin, 'PUT', `/${key}`, DEFAULT_SETTINGS[key]);
  }
});

const fieldsOf = (response: Awaited<ReturnType<typeof settingsCall>>) => {
  expect(response.statusCode, response.body).toBe(400);
  return body<{ fields: Record<string, string> }>(response).data.fields;
};

describe('fees that would let an order pay out nothing or less', () => {
  it('refuses an interbank fee that takes the smallest order, and a commission that takes the first commissioned one', async () => {
    const interbank = await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      interbankFee: '500.00',
    });
    expect(fieldsOf(interbank)).toEqual({
      interbankFee: 'Con la tarifa fija, debe ser menor que el mínimo por orden: usa menos de S/ 100.00.',
    });

    const commission = await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      interbankFee: '5.00',
      commissionOptions: ['4.50', '99.99'],
    });
    expect(fieldsOf(commission)).toEqual({
      commissionOptions: 'Con 99.99 %, una orden de S/ 1,000.00 a otro banco no dejaría nada por recibir.',
    });
    expect(await getSettings(t.ctx, 'fees')).toEqual(DEFAULT_SETTINGS.fees);

    const justInside = await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      interbankFee: '99.99',
    });
    expect(justInside.statusCode, justInside.body).toBe(200);
  });
});

describe('the minimum order against the other sections as stored', () => {
  it('refuses a minimum above the tier limit or a bank maximum, and a tier limit or bank maximum below the minimum', async () => {
    expect(
      fieldsOf(await settingsCall(t, admin, 'PUT', '/fees', { ...DEFAULT_SETTINGS.fees, minOrder: '6000' })),
    ).toEqual({
      minOrder: 'No puede superar el límite mensual de una cuenta por validar (S/ 5,000.00).',
    });
    expect(
      fieldsOf(
        await settingsCall(t, admin, 'PUT', '/limits', { ...DEFAULT_SETTINGS.limits, porValidar: '100' }),
      ),
    ).toEqual({
      porValidar: 'No puede ser menor que el mínimo por orden (S/ 110.00).',
    });

    const raised = { ...DEFAULT_SETTINGS.limits, porValidar: '20000' };
    expect((await settingsCall(t, admin, 'PUT', '/limits', raised)).statusCode).toBe(200);
    expect(
      fieldsOf(await settingsCall(t, admin, 'PUT', '/fees', { ...DEFAULT_SETTINGS.fees, minOrder: '12000' })),
    ).toEqual({
      minOrder: 'No puede superar el máximo por orden de Banco de la Nación (S/ 10,000.00).',
    });

    const banks = body<BankSettings[]>(await settingsCall(t, admin, 'GET', '/banks')).data;
    const nacion = banks.find((bank) => bank.code === '018')!;
    const { id, accountTypes: _types, paymentSteps: _steps, logoUrl: _logo, ...fields } = nacion;
    const lowered = await settingsCall(t, admin, 'PUT', `/banks/${id}`, { ...fields, maxOrderAmount: '100' });
    expect(fieldsOf(lowered)).toEqual({
      maxOrderAmount: 'No puede ser menor que el mínimo por orden (S/ 110.00).',
    });
  });
});
