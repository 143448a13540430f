import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let requests = 0;
// Each call from its own address: the per-IP limit has its own test below.
const recover = (email: string, remoteAddress = `10.0.0.${++requests}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recoverypassword',
    headers: APP_KEY_HEADER,
    payload: { email },
    remoteAddress,
  });
const restore = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/restorepassword',
    headers: APP_KEY_HEADER,
    payload: { token, password: t.encrypt(password) },
  });

function tokenFrom(link: string | undefined): string {
  const token = new URL(link ?? '').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('password recovery', () => {
  it('answers the same for an unknown email and sends it nothing', async () => {
    const known = await recover('jorge.huaman@cambix.test');
    const unknown = await recover('nadie@example.pe');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await t.waitForMail('jorge.huaman@cambix.test');
    expect((await t.outbox()).some((mail) => mail.to.includes('nadie@example.pe'))).toBe(false);
  });

  it('mails a single-use link to /restaurar that sets a new password and ends open sessions', async () => {
    const before = body<{ token: string }>(await t.login('10000005')).data.token;
    await recover('usuario@cambix.test');
    const mail = await t.waitForMail('usuario@cambix.test');
    expect(mail.subject).toMatch(/Restablece tu contraseña/);
    expect(mail.text).toMatch(/30 minutos/);
    const link = mail.links.find((candidate) => candidate.includes('/restaurar?token='));
    const token = tokenFrom(link);

    const first = await restore(token, 'NuevaClave2026');
    expect(first.statusCode).toBe(200);
    expect(body(first).message).toMatch(/actualizada/);
    expect((await t.login('10000005', 'NuevaClave2026')).statusCode).toBe(200);
    expect((await t.login('10000005', 'Cambix123')).statusCode).toBe(401);
    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me',
      headers: APP_KEY_HEADER,
      payload: { token: before },
    });
    expect(body(oldSession).code).toBe('AUTH_TOKEN_INVALID');

    const second = await restore(token, 'OtraClave2026');
    expect(second.statusCode).toBe(400);
    expect(body(second).code).toBe('RESET_TOKEN_INVALID');
    await t.waitForMail('usuario@cambix.test', 2);
  });

  it('takes a link until the millisecond before its 30 minutes, and refuses it at them', async () => {
    await recover('colaborador@cambix.test');
    const token = tokenFrom((await t.waitForMail('colaborador@cambix.test')).links[0]);
    t.clock.advance(30 * 60_000);
    const response = await restore(token, 'NuevaClave2026');
    expect(body(response).code).toBe('RESET_TOKEN_INVALID');

    await recover('jorge.huaman@cambix.test');
    const inTime = tokenFrom((await t.waitForMail('jorge.huaman@cambix.test', 2)).links[0]);
    t.clock.advance(30 * 60_000 - 1);
    expect((await restore(inTime, 'NuevaClave2026')).statusCode).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    await recover('externo@cambix.test');
    const older = tokenFrom((await t.waitForMail('externo@cambix.test', 1)).links[0]);
    await recover('externo@cambix.test');
    const newer = tokenFrom((await t.waitForMail('externo@cambix.test', 2)).links[0]);
    expect(body(await restore(older, 'NuevaClave2026')).code).toBe('RESET_TOKEN_INVALID');
    expect((await restore(newer, 'NuevaClave2026')).statusCode).toBe(200);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    await recover('admin@cambix.test');
    const token = tokenFrom((await t.waitForMail('admin@cambix.test')).links[0]);
    const weak = await restore(token, 'corta');
    expect(weak.statusCode).toBe(400);
    expect(body(weak).code).toBe('PASSWORD_WEAK');
    expect((await restore(token, 'ClaveSegura1')).statusCode).toBe(200);
  });

  it('mails an account three links an hour at most, whatever address asks, and an unknown email alike', async () => {
    const email = 'ana.quispe@cambix.test';
    const mailsTo = async () => (await t.outbox()).filter((mail) => mail.to.includes(email)).length;
    const before = await mailsTo();
    const mailed = async () => (await mailsTo()) - before;
    for (let request = 0; request < 5; request++) {
      expect((await recover(request % 2 ? email.toUpperCase() : email)).statusCode).toBe(200);
    }
    expect(await mailed()).toBe(3);
    t.clock.advance(15 * 60_000);
    await recover(email);
    expect(await mailed()).toBe(4);
    // An unknown email is counted and answered the same way.
    const answers = [];
    for (let request = 0; request < 5; request++) answers.push(body(await recover('nadie.mas@example.pe')));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
  });

  it('limits how often one address may ask', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await recover('nadie@example.pe', '10.9.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await recover('nadie@example.pe', '10.9.9.9');
    expect(body(limited)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
