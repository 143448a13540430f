import type { Session } from '@cambix/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeOf, solveChallenge } from '../../../test/support/challenge.ts';
import { registerCustomer } from '../../../test/support/customers.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { OutboxMail } from '../../platform/mail-outbox.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { signInChallengeBits: 6 } });
});
afterAll(() => t.close());

let requests = 0;
// Each request from its own address: the per-account limit is what these tests are about.
const requestLink = (identifier: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link',
    headers: APP_KEY_HEADER,
    payload: { dni: identifier },
    remoteAddress: `10.1.0.${++requests % 250}`,
  });

const useLink = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in-link/use',
    headers: APP_KEY_HEADER,
    payload: { token },
  });

function linkTokenOf(mail: OutboxMail): string {
  const link = mail.links.find((candidate) => candidate.includes('/ingresar-con-enlace#'));
  if (!link) throw new Error(`no sign-in link in "${mail.subject}"`);
  return decodeURIComponent(new URL(link).hash.slice(1));
}

/** A wrong password until the account is locked, solving the challenge when it is asked. */
async function lockOut(identifier: string): Promise<LightMyRequestResponse> {
  for (;;) {
    let response = await t.login(identifier, 'Incorrecta1');
    if (response.statusCode === 428) {
      response = await t.login(identifier, 'Incorrecta1', solveChallenge(challengeOf(response)));
    }
    if (response.statusCode === 429) return response;
  }
}

const mailsTo = async (email: string) => {
  await t.drain();
  return (await t.outbox()).filter((mail) => mail.to.includes(email));
};

describe('the mailed sign-in link (decision 063)', () => {
  it('a locked Administrador still signs in through the mailed link', async () => {
    await lockOut('admin@cambix.test');
    expect((await t.login('10000001')).statusCode).toBe(429);

    const asked = await requestLink('1000-0001');
    expect(asked.statusCode).toBe(200);
    expect(body(asked).message).toMatch(/te enviamos a su correo un enlace para ingresar/);
    const mail = await t.waitForMail('admin@cambix.test');
    expect(mail.subject).toBe('Tu enlace para ingresar a Cambix');
    expect(mail.text).toMatch(/vence en 15 minutos/);

    const used = await useLink(linkTokenOf(mail));
    expect(used.statusCode).toBe(200);
    const session = body<Session>(used).data;
    expect(session.user.rol.name).toBe('Administrador');
    const protectedRoute = await t.app.inject({
      method: 'GET',
      url: `/api/stateUser/${session.user.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(protectedRoute.statusCode).toBe(200);
    // Like a right password: the failures are forgotten, so the password works again at once.
    expect((await t.login('10000001', DEMO_PASSWORD)).statusCode).toBe(200);

    const again = await useLink(linkTokenOf(mail));
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({ code: 'SIGN_IN_LINK_INVALID' });
  });

  it('answers an unknown document or email the same, and mails nothing', async () => {
    const { session } = await registerCustomer(t);
    const unknown = await requestLink('31415926');
    const unknownEmail = await requestLink('nadie.existe@example.pe');
    const known = await requestLink(session.email);
    expect(unknown.json()).toEqual(known.json());
    expect(unknownEmail.json()).toEqual(known.json());
    expect(await mailsTo(session.email)).toHaveLength(2);
    expect(await mailsTo('nadie.existe@example.pe')).toHaveLength(0);
  });

  it('lasts 15 minutes, to the millisecond before, and a newer link replaces the one not used yet', async () => {
    const { session } = await registerCustomer(t);
    await requestLink(session.dni);
    const older = linkTokenOf(await t.waitForMail(session.email, 2));
    await requestLink(session.dni);
    const newer = linkTokenOf(await t.waitForMail(session.email, 3));
    expect(body(await useLink(older)).code).toBe('SIGN_IN_LINK_INVALID');

    t.clock.advance(15 * 60_000);
    expect(body(await useLink(newer)).code).toBe('SIGN_IN_LINK_INVALID');

    const other = await registerCustomer(t);
    await requestLink(other.session.dni);
    const inTime = linkTokenOf(await t.waitForMail(other.session.email, 2));
    t.clock.advance(15 * 60_000 - 1);
    expect((await useLink(inTime)).statusCode).toBe(200);
  });

  it('mails an account three links at most, then one more after 15 minutes, whatever the address', async () => {
    const { session } = await registerCustomer(t);
    for (let request = 0; request < 5; request++) {
      const answer = await requestLink(request % 2 === 0 ? session.dni : session.email);
      expect(answer.statusCode).toBe(200);
    }
    // The welcome mail and three links.
    expect(await mailsTo(session.email)).toHaveLength(4);
    t.clock.advance(15 * 60_000);
    await requestLink(session.dni);
    expect(await mailsTo(session.email)).toHaveLength(5);
  });
});
