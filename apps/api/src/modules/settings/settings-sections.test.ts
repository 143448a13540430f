import {
  DEFAULT_SETTINGS,
  type Commission,
  type FeeSettings,
  type OwnReferralCode,
  type PointsSummary,
  type Quote,
  type SettingsSections,
} from '@cambix/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { bankByCode } from '../../../test/support/orders.ts';
import { auditOf, settingsCall } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { getSettings } from './get-settings.ts';

let t: TestApp;
let admin: { authorization: string };
let bcpId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  bcpId = (await bankByCode(t, '002')).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const key of ['fees', 'limits', 'points', 'referrals', 'finance', 'company'] as const) {
    await settingsCall(t, admin, 'PUT', `/${key}`, DEFAULT_SETTINGS[key]);
  }
});

const quote = (sendAmount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/quote',
    headers: APP_KEY_HEADER,
    payload: { bankId: bcpId, sendAmount },
  });

describe('fees', () => {
  it('changes the next quote: the flat fee and the minimum order', async () => {
    expect(body<Quote>(await quote('500')).data).toMatchObject({ fee: '10.00', receiveAmount: '490.00' });
    expect((await quote('110')).statusCode).toBe(200);

    const saved = await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      flatFee: '12.5',
      minOrder: '200',
    });
    expect(saved.statusCode).toBe(200);
    expect(body<FeeSettings>(saved)).toMatchObject({
      message: 'Cambios guardados.',
      data: { flatFee: '12.50', minOrder: '200.00' },
    });

    expect(body<Quote>(await quote('500')).data).toMatchObject({ fee: '12.50', receiveAmount: '487.50' });
    expect(body(await quote('199.99'))).toMatchObject({
      code: 'QUOTE_BELOW_MIN',
      message: 'El monto mínimo por orden es S/ 200.00.',
    });
  });

  it('changes the commission list, its default, the threshold and the interbank fee where they are read', async () => {
    await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      flatFeeThreshold: '2000',
      commissionOptions: ['3', '4.25'],
      defaultCommission: '4.25',
    });
    expect(body<Quote>(await quote('1500')).data).toMatchObject({ isFlatFee: true, fee: '10.00' });
    expect(body<Quote>(await quote('2000')).data).toMatchObject({
      commissionPercent: '4.25',
      fee: '85.00',
    });
    const commissions = await t.app.inject({
      method: 'GET',
      url: '/api/comissions',
      headers: await t.authAs('cliente'),
    });
    expect(body<Commission[]>(commissions).data).toEqual([
      { value: '3.00', isDefault: false },
      { value: '4.25', isDefault: true },
    ]);
  });

  it('refuses inconsistent values field by field and keeps what was saved', async () => {
    const response = await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      minOrder: '60000',
      flatFee: '10.555',
      defaultCommission: '9.00',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          flatFee: 'Usa un monto con hasta dos decimales, por ejemplo 1500.50.',
        },
      },
    });
    const refinements = await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      minOrder: '60000',
      defaultCommission: '9.00',
    });
    expect(body(refinements)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          maxOrder: 'El máximo debe ser mayor que el mínimo.',
          defaultCommission: 'La comisión por defecto debe estar en la lista.',
        },
      },
    });
    expect(await getSettings(t.ctx, 'fees')).toEqual(DEFAULT_SETTINGS.fees);
    expect((await quote('110')).statusCode).toBe(200);
  });

  it('audits who saved, the values before and after', async () => {
    await settingsCall(t, admin, 'PUT', '/fees', { ...DEFAULT_SETTINGS.fees, interbankFee: '3.5' });
    const [row] = await auditOf(t, 'settings.fees', 'fees');
    const adminId = (await t.sessionOf('admin')).user.id;
    expect(row).toMatchObject({
      actorId: adminId,
      targetType: 'settings',
      before: DEFAULT_SETTINGS.fees,
      after: { ...DEFAULT_SETTINGS.fees, interbankFee: '3.50' },
    });
  });
});

describe('divisas', () => {
  it('saves the section with its rates in four decimals and amounts in two, audited', async () => {
    const divisas = {
      ...DEFAULT_SETTINGS.divisas,
      lockMinutes: 20,
      bankBuy: '3.69',
      maxSpreadPercent: '2.5',
      declarationThresholdUsd: '6000',
    };
    const saved = await settingsCall(t, admin, 'PUT', '/divisas', divisas);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = {
      ...divisas,
      bankBuy: '3.6900',
      maxSpreadPercent: '2.50',
      declarationThresholdUsd: '6000.00',
    };
    expect(body(saved).data).toEqual(stored);
    expect(await getSettings(t.ctx, 'divisas')).toEqual(stored);
    const [row] = await auditOf(t, 'settings.divisas', 'divisas');
    expect(row).toMatchObject({ before: DEFAULT_SETTINGS.divisas, after: stored });
    const refused = await settingsCall(t, admin, 'PUT', '/divisas', { ...divisas, bankSell: '3.6000' });
    expect(refused.statusCode).toBe(400);
    expect(await getSettings(t.ctx, 'divisas')).toEqual(stored);
    await settingsCall(t, admin, 'PUT', '/divisas', DEFAULT_SETTINGS.divisas);
  });
});

describe('limits and points', () => {
  it('saves each section on its own and reads them back', async () => {
    const limits = { ...DEFAULT_SETTINGS.limits, temporaryOrderHours: 6, fourEyes: true, activo: '60000' };
    expect((await settingsCall(t, admin, 'PUT', '/limits', limits)).statusCode).toBe(200);
    const points = { ...DEFAULT_SETTINGS.points, pointsPer100: 2, redeemValue: '7' };
    expect((await settingsCall(t, admin, 'PUT', '/points', points)).statusCode).toBe(200);
    const sections = body<SettingsSections>(await settingsCall(t, admin, 'GET', '')).data;
    expect(sections).toEqual({
      fees: DEFAULT_SETTINGS.fees,
      limits: { ...limits, activo: '60000.00' },
      points: { ...points, redeemValue: '7.00' },
      referrals: DEFAULT_SETTINGS.referrals,
      finance: DEFAULT_SETTINGS.finance,
      company: DEFAULT_SETTINGS.company,
      contact: DEFAULT_SETTINGS.contact,
      divisas: DEFAULT_SETTINGS.divisas,
      service: DEFAULT_SETTINGS.service,
      security: DEFAULT_SETTINGS.security,
    });
    const refused = await settingsCall(t, admin, 'PUT', '/limits', { ...limits, porValidar: '70000' });
    expect(body(refused).data).toEqual({
      fields: { activo: 'El límite de cuenta activa no puede ser menor que el de cuenta por validar.' },
    });
  });
});

describe('referrals', () => {
  it('saves the programme, read where it is used: a new code’s discount and the reward customers read', async () => {
    const saved = await settingsCall(t, admin, 'PUT', '/referrals', {
      rewardPoints: 80,
      referredDiscount: '15.5',
      ownerMustBeValidated: false,
    });
    expect(body(saved)).toMatchObject({
      message: 'Cambios guardados.',
      data: { rewardPoints: 80, referredDiscount: '15.50', ownerMustBeValidated: false },
    });
    const sections = body<SettingsSections>(await settingsCall(t, admin, 'GET', '')).data;
    expect(sections.referrals).toEqual({
      rewardPoints: 80,
      referredDiscount: '15.50',
      ownerMustBeValidated: false,
    });

    const customer = await t.authAs('clientePorActualizar');
    const points = await t.app.inject({ method: 'GET', url: '/api/user/points', headers: customer });
    expect(body<PointsSummary>(points).data.rules.referralReward).toBe(80);
    const code = await t.app.inject({ method: 'POST', url: '/api/user/referral-code', headers: customer });
    expect(body<OwnReferralCode>(code).data.percentDiscount).toBe('15.50');

    const [row] = await auditOf(t, 'settings.referrals', 'referrals');
    expect(row).toMatchObject({
      actorId: (await t.sessionOf('admin')).user.id,
      before: DEFAULT_SETTINGS.referrals,
      after: { rewardPoints: 80, referredDiscount: '15.50', ownerMustBeValidated: false },
    });
  });

  it('refuses values out of range field by field and keeps what was saved', async () => {
    const refused = await settingsCall(t, admin, 'PUT', '/referrals', {
      rewardPoints: -1,
      referredDiscount: '120',
      ownerMustBeValidated: 'sí',
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          rewardPoints: expect.any(String),
          referredDiscount: 'Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 20.',
          ownerMustBeValidated: expect.any(String),
        },
      },
    });
    const zero = await settingsCall(t, admin, 'PUT', '/referrals', {
      ...DEFAULT_SETTINGS.referrals,
      referredDiscount: '0',
    });
    expect(body(zero).data).toEqual({
      fields: { referredDiscount: 'Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 20.' },
    });
    expect(await getSettings(t.ctx, 'referrals')).toEqual(DEFAULT_SETTINGS.referrals);
  });

  it('is saved only with ajustes edit', async () => {
    const viewer = await signedInColaborador(t, [{ module: 'ajustes', canView: true, canEdit: false }]);
    const save = await settingsCall(t, viewer.headers, 'PUT', '/referrals', {
      ...DEFAULT_SETTINGS.referrals,
      rewardPoints: 1,
    });
    expect(body(save).code).toBe('FORBIDDEN_MODULE');
    const none = await signedInColaborador(t, [{ module: 'referidos', canView: true, canEdit: true }]);
    const other = await settingsCall(t, none.headers, 'PUT', '/referrals', DEFAULT_SETTINGS.referrals);
    expect(body(other).code).toBe('FORBIDDEN_MODULE');
    expect(await getSettings(t.ctx, 'referrals')).toEqual(DEFAULT_SETTINGS.referrals);
  });
});

describe('finance and company', () => {
  it('saves the concepts, four-eyes amount and match window, audited, with amounts in two decimals', async () => {
    const finance = {
      concepts: [' Comisión bancaria ', 'ITF'],
      fourEyesAbove: '5000',
      matchWindowDays: 5,
    };
    const saved = await settingsCall(t, admin, 'PUT', '/finance', finance);
    expect(body(saved).data).toEqual({
      concepts: ['Comisión bancaria', 'ITF'],
      fourEyesAbove: '5000.00',
      matchWindowDays: 5,
    });
    expect(await getSettings(t.ctx, 'finance')).toEqual(body(saved).data);
    const [row] = await auditOf(t, 'settings.finance', 'finance');
    expect(row).toMatchObject({ before: DEFAULT_SETTINGS.finance, after: body(saved).data });
  });

  it('checks the concepts against each other and the four-eyes amount, keeping what was saved', async () => {
    const refused = await settingsCall(t, admin, 'PUT', '/finance', {
      concepts: ['ITF', 'itf', 'Transferencia entre cuentas'],
      fourEyesAbove: '0',
      matchWindowDays: 11,
    });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).data).toEqual({
      fields: {
        'concepts.1': 'No repitas conceptos.',
        'concepts.2': 'Las transferencias entre cuentas se registran con su propio tipo, no como concepto.',
        fourEyesAbove: 'Usa un monto mayor que 0, o desactiva la doble aprobación.',
        matchWindowDays: 'Usa entre 0 y 10 días.',
      },
    });
    expect(await getSettings(t.ctx, 'finance')).toEqual(DEFAULT_SETTINGS.finance);
  });

  it('saves the company and refuses a RUC whose check digit is wrong', async () => {
    const company = {
      name: 'Cambix S.A.C.',
      ruc: '20100047218',
      address: 'Av. Larco 1232, Miraflores',
      sbsRegistration: '',
    };
    expect(body(await settingsCall(t, admin, 'PUT', '/company', company)).data).toEqual(company);
    const refused = await settingsCall(t, admin, 'PUT', '/company', { ...company, ruc: '20100047219' });
    expect(body(refused).data).toEqual({
      fields: { ruc: 'El RUC no es válido: son 11 dígitos y el último es de control.' },
    });
    expect(await getSettings(t.ctx, 'company')).toEqual(company);
  });
});

describe('who may', () => {
  it('refuses a Colaborador without ajustes, lets one with view read but not save', async () => {
    const none = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    const refused = await settingsCall(t, none.headers, 'GET', '');
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ code: 'FORBIDDEN_MODULE', message: expect.any(String) });
    expect(body(refused).message.length).toBeGreaterThan(10);

    const viewer = await signedInColaborador(t, [{ module: 'ajustes', canView: true, canEdit: false }]);
    for (const path of ['', '/banks', '/cambix-accounts', '/receipt-series']) {
      expect((await settingsCall(t, viewer.headers, 'GET', path)).statusCode).toBe(200);
    }
    const save = await settingsCall(t, viewer.headers, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      flatFee: '1',
    });
    expect(body(save).code).toBe('FORBIDDEN_MODULE');
    expect(await getSettings(t.ctx, 'fees')).toEqual(DEFAULT_SETTINGS.fees);

    const editor = await signedInColaborador(t, [{ module: 'ajustes', canView: true, canEdit: true }]);
    expect((await settingsCall(t, editor.headers, 'PUT', '/fees', DEFAULT_SETTINGS.fees)).statusCode).toBe(
      200,
    );
    const customer = await settingsCall(t, await t.authAs('cliente'), 'GET', '');
    expect(body(customer).code).toBe('FORBIDDEN_ROLE');
  });
});
