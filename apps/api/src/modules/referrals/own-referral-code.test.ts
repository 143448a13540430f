import type { OwnReferralCode, ReferralCodeCheck } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../../test/support/customers.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { referralCodeCandidates } from './own-referral-code.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { appUrl: 'https://cambix.pe' } });
});
afterAll(() => t.close());

const own = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/user/referral-code', headers });
const create = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/user/referral-code', headers });

describe('the customer’s own referral code', () => {
  it('shows the code the customer has, with its share link', async () => {
    expect(body<OwnReferralCode>(await own(await t.authAs('cliente'))).data).toEqual({
      code: 'ANA2026',
      percentDiscount: '20.00',
      active: true,
      shareUrl: 'https://cambix.pe/registro?ref=ANA2026',
    });
  });

  it('creates one from the first name and the year, once, and it works at registration', async () => {
    const maria = await t.authAs('clientePorActualizar');
    expect(body(await own(maria)).data).toBeNull();
    const created = body<OwnReferralCode>(await create(maria));
    expect(created).toMatchObject({
      data: {
        code: 'MARIA2026',
        percentDiscount: '20.00',
        shareUrl: 'https://cambix.pe/registro?ref=MARIA2026',
      },
      message: 'Tu código de referido está listo.',
    });
    expect(body<OwnReferralCode>(await create(maria)).data.code).toBe('MARIA2026');
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/validateReferredCode/maria2026',
      headers: APP_KEY_HEADER,
    });
    expect(body<ReferralCodeCheck>(check).data).toEqual({ code: 'MARIA2026', percentDiscount: '20.00' });
  });

  it('finds another code when the natural one is taken', async () => {
    const { headers } = await registerCustomer(t, { nombres: 'Ana María', apellido_paterno: 'Zúñiga' });
    expect(body<OwnReferralCode>(await create(headers)).data.code).toBe('ANAZ2026');
    expect(
      referralCodeCandidates({ nombres: 'José Ñique', apellidoPaterno: 'Ñahui' }, '2026').slice(0, 2),
    ).toEqual(['JOSE2026', 'JOSEN2026']);
  });

  it('is for customers', async () => {
    expect(body(await create(await t.authAs('admin'))).code).toBe('FORBIDDEN_ROLE');
  });
});
