import type { Bank, BankSettings, PaymentBankStep } from '@cambix/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bankByCode, operativeCustomer } from '../../../test/support/orders.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { auditOf, settingsCall } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const newBank = {
  code: '091',
  name: 'Banco de Prueba',
  shortName: 'Prueba',
  color: '#0a3d91',
  maxOrderAmount: '',
  active: true,
  sortOrder: 50,
};

const catalogue = async () =>
  body<Bank[]>(await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER })).data;

async function settingsOf(code: string): Promise<BankSettings> {
  const banks = body<BankSettings[]>(await settingsCall(t, admin, 'GET', '/banks')).data;
  return banks.find((bank) => bank.code === code)!;
}

const uploadLogo = (bankId: number, data: Buffer, name = 'logo.png') => {
  const form = multipart({}, { name, data, type: 'image/png', field: 'file' });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/settings/banks/${bankId}/logo`,
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
};

describe('banks in Ajustes', () => {
  it('lists every bank, inactive too, with its types (in use or not) and payment steps', async () => {
    const banks = body<BankSettings[]>(await settingsCall(t, admin, 'GET', '/banks')).data;
    expect(banks).toHaveLength(13);
    const bcp = banks.find((bank) => bank.code === '002')!;
    expect(bcp).toMatchObject({ active: true, hasCollectionAccount: true, sortOrder: expect.any(Number) });
    expect(bcp.accountTypes.map((type) => type.code)).toEqual(['AHORROS', 'CORRIENTE']);
    expect(bcp.paymentSteps).toHaveLength(4);
  });

  it('creates a bank (the catalogue shows it at once) and refuses a taken code', async () => {
    const created = await settingsCall(t, admin, 'POST', '/banks', newBank);
    expect(created.statusCode).toBe(200);
    expect(body<BankSettings>(created).data).toMatchObject({
      code: '091',
      color: '#0A3D91',
      maxOrderAmount: null,
      hasCollectionAccount: false,
      accountTypes: [],
      paymentSteps: [],
    });
    expect((await catalogue()).some((bank) => bank.code === '091')).toBe(true);
    const [audit] = await auditOf(t, 'bank.create', body<BankSettings>(created).data.id);
    expect(audit?.after).toMatchObject({ code: '091', name: 'Banco de Prueba' });

    const again = await settingsCall(t, admin, 'POST', '/banks', { ...newBank, name: 'Otro' });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({
      code: 'BANK_CODE_TAKEN',
      data: { fields: { code: 'Ya existe un banco con ese código CCI.' } },
    });
    const invalid = await settingsCall(t, admin, 'POST', '/banks', { ...newBank, code: '9A', color: 'azul' });
    expect(body(invalid).data).toEqual({
      fields: { code: 'El código CCI tiene 3 dígitos.', color: 'Usa un color como #0A3D91.' },
    });
  });

  it('updates a bank: the public catalogue follows, an inactive bank leaves it, the audit holds before and after', async () => {
    const bank = await settingsOf('091');
    const updated = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}`, {
      ...newBank,
      maxOrderAmount: '8000.5',
      active: false,
    });
    expect(body<BankSettings>(updated).data).toMatchObject({ maxOrderAmount: '8000.50', active: false });
    expect((await catalogue()).some((entry) => entry.code === '091')).toBe(false);
    const [audit] = await auditOf(t, 'bank.update', bank.id);
    expect(audit).toMatchObject({ before: { active: true, maxOrderAmount: null }, after: { active: false } });

    await settingsCall(t, admin, 'PUT', `/banks/${bank.id}`, { ...newBank, maxOrderAmount: '8000.50' });
    expect((await catalogue()).find((entry) => entry.code === '091')?.maxOrderAmount).toBe('8000.50');
    const missing = await settingsCall(t, admin, 'PUT', '/banks/999999', newBank);
    expect(missing.statusCode).toBe(404);
  });

  it('replaces account types: edits by id, adds, removes; refuses removing one a customer account uses', async () => {
    const bank = await settingsOf('091');
    const saved = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/account-types`, {
      types: [
        { code: 'ahorros', name: 'Ahorros', minLength: 10, maxLength: 12 },
        { code: 'corriente', name: 'Corriente', minLength: 13, maxLength: 13 },
      ],
    });
    const types = body<BankSettings>(saved).data.accountTypes;
    expect(types.map((type) => [type.code, type.inUse])).toEqual([
      ['AHORROS', false],
      ['CORRIENTE', false],
    ]);
    expect((await bankByCode(t, '091')).accountTypes).toHaveLength(2);

    const { headers } = await operativeCustomer(t);
    await addAccount(t, headers, '091');
    const used = (await settingsOf('091')).accountTypes;
    expect(used.map((type) => type.inUse)).toEqual([true, false]);

    const refused = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/account-types`, {
      types: [{ id: used[1]!.id, code: 'corriente', name: 'Corriente', minLength: 13, maxLength: 13 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'ACCOUNT_TYPE_IN_USE' });
    expect((await settingsOf('091')).accountTypes).toHaveLength(2);

    // Codes swapped between kept types: the unique index never sees two alike.
    const swapped1 = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/account-types`, {
      types: [
        { id: used[0]!.id, code: 'corriente', name: 'Ahorros', minLength: 10, maxLength: 12 },
        { id: used[1]!.id, code: 'ahorros', name: 'Corriente', minLength: 13, maxLength: 13 },
      ],
    });
    expect(body<BankSettings>(swapped1).data.accountTypes.map((type) => type.code)).toEqual([
      'CORRIENTE',
      'AHORROS',
    ]);
    // A kept type edited, a new one added, the unused one removed.
    const swapped = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/account-types`, {
      types: [
        { id: used[0]!.id, code: 'ahorros', name: 'Ahorros soles', minLength: 10, maxLength: 14 },
        { code: 'cts', name: 'CTS', minLength: 12, maxLength: 12 },
      ],
    });
    expect(body<BankSettings>(swapped).data.accountTypes).toEqual([
      { id: used[0]!.id, code: 'AHORROS', name: 'Ahorros soles', minLength: 10, maxLength: 14, inUse: true },
      { id: expect.any(Number), code: 'CTS', name: 'CTS', minLength: 12, maxLength: 12, inUse: false },
    ]);
    expect((await bankByCode(t, '091')).accountTypes.map((type) => type.name)).toEqual([
      'Ahorros soles',
      'CTS',
    ]);

    const foreign = (await settingsOf('002')).accountTypes[0]!;
    const stolen = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/account-types`, {
      types: [{ ...foreign, inUse: undefined }],
    });
    expect(body(stolen).data).toEqual({
      fields: { 'types.0.id': 'Ese tipo de cuenta no es de este banco.' },
    });
    const inverted = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/account-types`, {
      types: [{ code: 'x', name: 'X', minLength: 12, maxLength: 10 }],
    });
    expect(body(inverted).data).toEqual({
      fields: { 'types.0.maxLength': 'El máximo no puede ser menor que el mínimo.' },
    });
  });

  it('replaces the payment steps, numbered in the order given, seen at once by customers', async () => {
    const bank = await settingsOf('002');
    const saved = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/payment-steps`, {
      steps: ['Entra a la app del BCP.', '  Elige Transferir.  ', 'Pega el número de cuenta de Cambix.'],
    });
    expect(body<BankSettings>(saved).data.paymentSteps).toEqual([
      'Entra a la app del BCP.',
      'Elige Transferir.',
      'Pega el número de cuenta de Cambix.',
    ]);
    const steps = body<PaymentBankStep[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/user/payment-bank-steps',
        headers: await t.authAs('cliente'),
      }),
    ).data.filter((step) => step.bankId === bank.id);
    expect(steps).toEqual([
      { bankId: bank.id, step_number: 1, text: 'Entra a la app del BCP.' },
      { bankId: bank.id, step_number: 2, text: 'Elige Transferir.' },
      { bankId: bank.id, step_number: 3, text: 'Pega el número de cuenta de Cambix.' },
    ]);
    const [audit] = await auditOf(t, 'bank.payment-steps', bank.id);
    expect((audit?.before as string[]).length).toBe(4);
    const empty = await settingsCall(t, admin, 'PUT', `/banks/${bank.id}/payment-steps`, { steps: ['  '] });
    expect(body(empty).data).toEqual({ fields: { 'steps.0': 'Ingresa el texto del paso.' } });
  });
});

describe('bank logos', () => {
  it('stores an uploaded logo and serves it openly, with a versioned address kept long by the browser', async () => {
    const bank = await settingsOf('003');
    const png = await sharp({
      create: { width: 800, height: 200, channels: 4, background: { r: 0, g: 150, b: 80, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const uploaded = await uploadLogo(bank.id, png);
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = body<BankSettings>(uploaded).data.logoUrl!;
    expect(logoUrl).toMatch(new RegExp(`^/api/banks/${bank.id}/logo\\?v=[0-9a-f]{12}$`));
    expect((await bankByCode(t, '003')).logoUrl).toBe(logoUrl);

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, hasAlpha: true });

    const second = await uploadLogo(bank.id, await photo('#123456', 'png'));
    const nextUrl = body<BankSettings>(second).data.logoUrl!;
    expect(nextUrl).not.toBe(logoUrl);
    const stale = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(stale.headers['cache-control']).toBe('no-cache');
    const [audit] = await auditOf(t, 'bank.logo', bank.id);
    expect(audit).toMatchObject({ before: { logoUrl }, after: { logoUrl: nextUrl } });

    const none = await t.app.inject({
      method: 'GET',
      url: `/api/banks/${(await settingsOf('038')).id}/logo`,
    });
    expect(none.statusCode).toBe(404);
  });

  it('refuses SVG and other types, and files over 200 KB', async () => {
    const bank = await settingsOf('011');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await uploadLogo(bank.id, svg, 'logo.svg');
    expect(refused.statusCode).toBe(415);
    expect(body(refused)).toMatchObject({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
      message: 'El archivo debe ser una imagen JPG, PNG o WebP.',
    });
    const big = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(200 * 1024);
    const tooLarge = await uploadLogo(bank.id, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(body(tooLarge).message).toBe('El logo pesa más de 200 KB. Elige uno más liviano.');
    expect((await settingsOf('011')).logoUrl).toBeNull();
  });
});
