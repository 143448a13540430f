import crypto from 'node:crypto';
import { DEFAULT_SETTINGS, type Order, type Quote, type Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { bankAccounts, referralCodes, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

/** A nine-digit mobile no other test customer has. */
const freshPhone = () => `95${crypto.randomInt(1_000_000, 9_999_999)}`;

async function codeOwnedBy(overrides: Partial<typeof users.$inferInsert> = {}) {
  const owner = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', celular: freshPhone(), ...overrides });
  const code = `REF${owner.id}`;
  await t.ctx.db.insert(referralCodes).values({ code, ownerUserId: owner.id, percentDiscount: '10.00' });
  return { owner, code };
}

/** Registrations are limited per address: a test that registers many passes its own. */
const register = (overrides: Record<string, unknown>, remoteAddress?: string) => {
  const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/crearUsuario',
    headers: APP_KEY_HEADER,
    ...(remoteAddress && { remoteAddress }),
    payload: {
      tipo_documento: 'DNI',
      dni,
      nombres: 'Lucía',
      apellido_paterno: 'Ramos',
      apellido_materno: 'Vega',
      email: `lucia.${dni}@example.pe`,
      celular: freshPhone(),
      password: t.encrypt('Segura2026'),
      es_pep: false,
      acepta_terminos: true,
      acepta_datos: true,
      acepta_datos_sensibles: true,
      ...overrides,
    },
  });
};

async function setReferralSettings(changes: Partial<typeof DEFAULT_SETTINGS.referrals>) {
  const saved = await settingsCall(t, admin, 'PUT', '/referrals', {
    ...DEFAULT_SETTINGS.referrals,
    ...changes,
  });
  expect(saved.statusCode).toBe(200);
}

describe('registration with a referral code', () => {
  it('refuses a code whose owner shares the phone or the email, on the code field', async () => {
    const { owner, code } = await codeOwnedBy();
    const sharedMessage =
      'Este código de referido no aplica: su dueño comparte tu documento, correo o celular.';
    const refused = await register({ codigo_referido: code, celular: owner.celular });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'REFERRAL_SHARED_IDENTITY',
      message: sharedMessage,
      data: { fields: { codigo_referido: sharedMessage } },
    });
    // The owner's email is taken as well: both fields say why.
    const sameEmail = await register({ codigo_referido: code, email: owner.email.toUpperCase() });
    expect(body(sameEmail)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { email: expect.any(String), codigo_referido: sharedMessage } },
    });
    const accepted = await register({ codigo_referido: code.toLowerCase() });
    expect(accepted.statusCode).toBe(200);
    expect(body<Session>(accepted).data.useReferredCode).toBe(code);
  });

  it('reads the owner’s mailbox as its provider does: Gmail dots and +tags, Outlook +tags, Yahoo -tags', async () => {
    const tag = crypto.randomInt(100_000, 999_999);
    const variants = [
      [`ana.quispe${tag}@gmail.com`, `Ana.Quispe${tag}+promo@gmail.com`],
      [`luis.rojas${tag}@gmail.com`, `l.u.i.s.r.o.j.a.s${tag}@googlemail.com`],
      [`jorge${tag}@outlook.com`, `jorge${tag}+cambix@outlook.com`],
      [`rosa${tag}@yahoo.com`, `rosa${tag}-cambix@yahoo.com`],
    ] as const;
    for (const [ownerEmail, typed] of variants) {
      const { code } = await codeOwnedBy({ email: ownerEmail });
      const refused = await register({ codigo_referido: code, email: typed }, '10.30.0.1');
      expect(body(refused).code, typed).toBe('REFERRAL_SHARED_IDENTITY');
    }
    // Another provider's +tag may be another mailbox as far as anyone can tell: the code applies.
    const { code } = await codeOwnedBy({ email: `lucia${tag}@empresa.pe` });
    expect((await register({ codigo_referido: code, email: `lucia${tag}+1@empresa.pe` })).statusCode).toBe(
      200,
    );
  });

  it('refuses a code whose owner is not validated, unless Ajustes says it need not be', async () => {
    const { code } = await codeOwnedBy({ accountStatus: 'POR_VALIDAR' });
    const check = () =>
      t.app.inject({ method: 'GET', url: `/api/validateReferredCode/${code}`, headers: APP_KEY_HEADER });
    expect(body(await check())).toMatchObject({
      code: 'REFERRAL_OWNER_NOT_VALIDATED',
      data: { fields: { codigo_referido: expect.any(String) } },
    });
    const refused = await register({ codigo_referido: code });
    expect(body(refused)).toMatchObject({
      code: 'REFERRAL_OWNER_NOT_VALIDATED',
      data: { fields: { codigo_referido: expect.stringContaining('aún no está activo') } },
    });
    await setReferralSettings({ ownerMustBeValidated: false });
    try {
      expect((await register({ codigo_referido: code })).statusCode).toBe(200);
      expect(body(await check()).data).toEqual({ code, percentDiscount: '10.00' });
    } finally {
      await setReferralSettings({});
    }
  });

  it('refuses an unknown or switched-off code, here and at the public check', async () => {
    const { code } = await codeOwnedBy();
    await t.ctx.db.update(referralCodes).set({ active: false }).where(eq(referralCodes.code, code));
    expect(body(await register({ codigo_referido: code }))).toMatchObject({
      code: 'REFERRAL_CODE_INVALID',
      data: { fields: { codigo_referido: expect.any(String) } },
    });
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/validateReferredCode/${code}`,
      headers: APP_KEY_HEADER,
    });
    expect(check.statusCode).toBe(400);
    expect(body(check).code).toBe('REFERRAL_CODE_INVALID');
  });
});

describe('the referral discount of the first order', () => {
  let bcpId: number;
  beforeAll(async () => {
    bcpId = (await bankByCode(t, '002')).id;
  });

  const quote = (headers: Record<string, string>, destinationAccountId?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers,
      payload: { bankId: bcpId, sendAmount: '2000', destinationAccountId },
    });

  it('is refused on an account the owner registered (even deleted), at the quote and at the order', async () => {
    const { owner, code } = await codeOwnedBy();
    const { headers } = await operativeCustomer(t, { referredByCode: code, celular: freshPhone() });
    const own = await addAccount(t, headers, '002');
    expect(body<Quote>(await quote(headers, own.id)).data).toMatchObject({
      discount: '9.00',
      discountSource: 'referral',
    });

    // The customer registers an account the owner also has (the owner deleted theirs since).
    const [mine] = await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, own.id));
    const { id: _id, ...copy } = mine!;
    await t.ctx.db.insert(bankAccounts).values({
      ...copy,
      userId: owner.id,
      accountNumber: '99887766554433',
      cci: null,
      deletedAt: t.ctx.now(),
    });
    const [shared] = await t.ctx.db
      .insert(bankAccounts)
      .values({ ...copy, accountNumber: '99887766554433', cci: null })
      .returning();

    const refused = await quote(headers, shared!.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'REFERRAL_SHARED_ACCOUNT',
      data: { fields: { destinationAccountId: expect.stringContaining('Elige otra cuenta') } },
    });
    const order = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '2000',
      destinationAccountId: shared!.id,
    });
    expect(body(order).code).toBe('REFERRAL_SHARED_ACCOUNT');
    // The quote without an account, and the order to another account of theirs, keep the discount.
    expect(body<Quote>(await quote(headers)).data.discountSource).toBe('referral');
    const created = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '2000',
      destinationAccountId: own.id,
    });
    expect(body<Order>(created).data).toMatchObject({ referralCode: code, quote: { discount: '9.00' } });
  });

  it('matches the owner’s account by its CCI too', async () => {
    const { owner, code } = await codeOwnedBy();
    const { headers } = await operativeCustomer(t, { referredByCode: code, celular: freshPhone() });
    const own = await addAccount(t, headers, '002');
    const [mine] = await t.ctx.db.select().from(bankAccounts).where(eq(bankAccounts.id, own.id));
    const { id: _id, ...copy } = mine!;
    await t.ctx.db
      .insert(bankAccounts)
      .values({ ...copy, userId: owner.id, accountNumber: '11112222333344' });
    expect(body(await quote(headers, own.id)).code).toBe('REFERRAL_SHARED_ACCOUNT');
  });

  it('stops when the identity comes to be shared, the code is switched off, or the owner is no longer validated', async () => {
    const { owner, code } = await codeOwnedBy();
    const { user, headers } = await operativeCustomer(t, { referredByCode: code, celular: freshPhone() });
    const inForce = async () => {
      const session = body<Session>(await t.login(user.documentNumber)).data;
      const quoted = body<Quote>(await quote(headers)).data;
      return { session: session.useReferredCode, source: quoted.discountSource };
    };
    expect(await inForce()).toEqual({ session: code, source: 'referral' });

    await t.ctx.db.update(users).set({ celular: owner.celular }).where(eq(users.id, user.id));
    expect(await inForce()).toEqual({ session: null, source: null });
    await t.ctx.db.update(users).set({ celular: freshPhone() }).where(eq(users.id, user.id));
    expect(await inForce()).toEqual({ session: code, source: 'referral' });

    await t.ctx.db.update(users).set({ accountStatus: 'BLOQUEADO' }).where(eq(users.id, owner.id));
    expect(await inForce()).toEqual({ session: null, source: null });
    await t.ctx.db.update(users).set({ accountStatus: 'ACTIVO' }).where(eq(users.id, owner.id));

    await t.ctx.db.update(referralCodes).set({ active: false }).where(eq(referralCodes.code, code));
    expect(await inForce()).toEqual({ session: null, source: null });
  });

  it('never applies a customer’s own code', async () => {
    const { owner, code } = await codeOwnedBy();
    await t.ctx.db.update(users).set({ referredByCode: code }).where(eq(users.id, owner.id));
    const session = body<Session>(await t.login(owner.documentNumber)).data;
    expect(session.useReferredCode).toBeNull();
  });
});
