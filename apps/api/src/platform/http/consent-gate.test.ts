import { CONSENT_TEXTS, type Callers } from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../db/schema/index.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Principal } from './access.ts';
import { assertConsentsCurrent } from './consent-gate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A customer one privacy version behind (decision 167). */
async function heldCustomer(): Promise<Principal> {
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
  await t.ctx.db.insert(consents).values({
    userId: customer.id,
    document: 'privacidad',
    version: CONSENT_TEXTS.privacidad.version - 1,
    accepted: true,
    at: t.clock.now(),
  });
  return { userId: customer.id, role: 'Cliente', sessionId: crypto.randomUUID(), authTime: 0 };
}

const gate = (principal: Principal, rule: Callers) => assertConsentsCurrent(t.ctx, principal, rule);

describe('assertConsentsCurrent', () => {
  it('holds a customer session on a customer endpoint', async () => {
    await expect(gate(await heldCustomer(), callers.customer('ok'))).rejects.toMatchObject({
      code: 'CONSENT_REQUIRED',
    });
  });

  it('lets the same customer through where the endpoint says beforeConsent, or needs no session', async () => {
    const principal = await heldCustomer();
    await expect(gate(principal, callers.beforeConsent(callers.customer('ok')))).resolves.toBeUndefined();
    await expect(gate(principal, callers.anyClient())).resolves.toBeUndefined();
  });

  it('does not hold a link-bound session of the same customer', async () => {
    const principal = await heldCustomer();
    const link = { id: 1, code: 'ABC', kind: 'finalize' as const, orderId: 1, expiresAt: t.clock.now() };
    await expect(gate({ ...principal, link }, callers.customer('ok'))).resolves.toBeUndefined();
  });

  it('does not hold staff', async () => {
    const staff: Principal = {
      userId: 1,
      role: 'Administrador',
      sessionId: crypto.randomUUID(),
      authTime: 0,
    };
    await expect(gate(staff, callers.staff('users', 'view'))).resolves.toBeUndefined();
  });
});
