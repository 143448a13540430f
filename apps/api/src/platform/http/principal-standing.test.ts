import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { users } from '../db/schema/index.ts';
import { forgetPrincipal } from './principal-standing.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The customer's own state: a read that only needs the caller to stand. */
const ownState = (t: TestApp, userId: number, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/stateUser/${userId}`, headers: bearer(token) });

const signIn = async (t: TestApp, documentNumber: string) =>
  body<{ token: string }>(await t.login(documentNumber)).data.token;

const review = (t: TestApp, admin: { authorization: string }, userId: number, action: string, payload = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/${action}`, headers: admin, payload });

const BLOCK = { reason: 'Operaciones con tarjetas de terceros.' };

/** Pub/sub reaches the other instance a moment after the change answers: ask again until it shows. */
async function eventually(read: () => Promise<number>, expected: number): Promise<number> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && value !== expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

describe('the standing of a token, kept per instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is read once and kept until forgotten: a change past the use cases shows only then', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const token = await signIn(t, customer.documentNumber);
    expect((await ownState(t, customer.id, token)).statusCode).toBe(200);

    await t.ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, customer.id));
    expect((await ownState(t, customer.id, token)).statusCode).toBe(200);

    await forgetPrincipal(t.ctx, customer.id);
    const revoked = await ownState(t, customer.id, token);
    expect(revoked.statusCode).toBe(401);
    expect(body(revoked).code).toBe('AUTH_TOKEN_INVALID');
  });

  it('lets a customer activated after a block use their new session at once', async () => {
    const admin = await t.authAs('admin');
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const before = await signIn(t, customer.documentNumber);
    expect((await ownState(t, customer.id, before)).statusCode).toBe(200);
    expect((await review(t, admin, customer.id, 'block', BLOCK)).statusCode).toBe(200);
    expect((await ownState(t, customer.id, before)).statusCode).toBe(401);

    expect((await review(t, admin, customer.id, 'activate')).statusCode).toBe(200);
    const after = await signIn(t, customer.documentNumber);
    expect((await ownState(t, customer.id, after)).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('two instances, one database, one Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let redisA: Redis;
  let redisB: Redis;
  beforeAll(async () => {
    redisA = new Redis(process.env.TEST_REDIS_URL!);
    redisB = new Redis(process.env.TEST_REDIS_URL!);
    a = await buildTestApp({ redis: redisA });
    b = await buildTestApp({ redis: redisB, database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await redisA.quit();
    await redisB.quit();
  });

  it('a block, an activation and a logout on one instance count on the other', async () => {
    const admin = await a.authAs('admin');
    const customer = await insertCustomer(a.ctx, { accountStatus: 'ACTIVO' });
    const first = await signIn(a, customer.documentNumber);
    const onB = async (token: string) => (await ownState(b, customer.id, token)).statusCode;
    expect(await onB(first)).toBe(200);

    expect((await review(a, admin, customer.id, 'block', BLOCK)).statusCode).toBe(200);
    expect(await eventually(() => onB(first), 401)).toBe(401);

    expect((await review(a, admin, customer.id, 'activate')).statusCode).toBe(200);
    const second = await signIn(a, customer.documentNumber);
    expect(await eventually(() => onB(second), 200)).toBe(200);

    const logout = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(second) });
    expect(logout.statusCode).toBe(200);
    expect(await eventually(() => onB(second), 401)).toBe(401);
  });
});
