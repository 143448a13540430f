import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../../test/support/customers.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { authThrottle, sessions, spentNonces } from '../../platform/db/schema/index.ts';
import { forgetEndedSignInRecords } from './forget-ended-records.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: typeof sessions | typeof spentNonces | typeof authThrottle) =>
  (await t.ctx.db.select().from(table)).length;

describe('the sign-in records job', () => {
  it('deletes ended sessions, spent nonces past their window and forgotten failures, and keeps the rest', async () => {
    const { session } = await registerCustomer(t);
    await t.login(session.dni, 'Incorrecta1');
    await forgetEndedSignInRecords(t.ctx.db, t.ctx.now(), 500);
    const before = {
      sessions: await count(sessions),
      nonces: await count(spentNonces),
      throttle: await count(authThrottle),
    };
    expect(before.sessions).toBeGreaterThan(0);
    expect(before.nonces).toBeGreaterThan(0);
    expect(before.throttle).toBeGreaterThan(0);

    t.clock.advance(25 * 3600_000);
    await forgetEndedSignInRecords(t.ctx.db, t.ctx.now(), 500);
    expect(await count(sessions)).toBe(0);
    expect(await count(spentNonces)).toBe(0);
    expect(await count(authThrottle)).toBe(0);
  });
});
