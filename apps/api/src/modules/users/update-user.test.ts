import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { advanceKycStep, setAccountState, setPasswordHash, updatePerson } from './update-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const later = () => new Date(t.clock.now().getTime() + 60_000);

describe('the writers of the person row', () => {
  it('stamp every change with its time, and answer null for a person who does not exist', async () => {
    const customer = await insertCustomer(t.ctx, { updatedAt: new Date('2026-01-01T00:00:00Z') });
    const now = later();
    const changed = await updatePerson(t.ctx.db, customer.id, { surveyAnsweredAt: now }, now);
    expect(changed).toMatchObject({ id: customer.id, surveyAnsweredAt: now, updatedAt: now });
    const hashed = await setPasswordHash(t.ctx.db, customer.id, 'hash-nuevo', now);
    expect(hashed).toMatchObject({ passwordHash: 'hash-nuevo', updatedAt: now });
    expect(await updatePerson(t.ctx.db, 999_999_999, { celular: '999888777' }, now)).toBeNull();
  });

  it('move the KYC step only from the step the customer is on', async () => {
    const customer = await insertCustomer(t.ctx, { kycStep: 2, accountStatus: 'REGISTRADO' });
    const now = later();
    expect(await advanceKycStep(t.ctx.db, customer.id, 1, { kycStep: 2 }, now)).toBeNull();
    const moved = await advanceKycStep(
      t.ctx.db,
      customer.id,
      2,
      { kycStep: 0, accountStatus: 'POR_VALIDAR' },
      now,
    );
    expect(moved).toMatchObject({ kycStep: 0, accountStatus: 'POR_VALIDAR', updatedAt: now });
    expect(await advanceKycStep(t.ctx.db, customer.id, 2, { kycStep: 3 }, now)).toBeNull();
  });

  it("change the account's state as read, recording a review's reason, reviewer and time", async () => {
    const customer = await insertCustomer(t.ctx, { kycStep: 0, accountStatus: 'POR_VALIDAR' });
    const admin = (await t.sessionOf('admin')).user.id;
    const now = later();
    const review = { statusReason: 'Foto ilegible', kycStep: 1, reviewedBy: admin };
    const rejectFrom = (from: { accountStatus: 'ACTIVO' | 'POR_VALIDAR'; kycStep: number }) =>
      setAccountState(t.ctx.db, customer.id, { accountStatus: 'RECHAZADO', review, from }, now);
    expect(await rejectFrom({ accountStatus: 'ACTIVO', kycStep: 0 })).toBeNull();
    expect(await rejectFrom({ accountStatus: 'POR_VALIDAR', kycStep: 2 })).toBeNull();
    const rejected = await rejectFrom({ accountStatus: 'POR_VALIDAR', kycStep: 0 });
    expect(rejected).toMatchObject({
      accountStatus: 'RECHAZADO',
      statusReason: 'Foto ilegible',
      kycStep: 1,
      reviewedBy: admin,
      reviewedAt: now,
      updatedAt: now,
    });
    const blocked = await setAccountState(t.ctx.db, customer.id, { accountStatus: 'BLOQUEADO' }, later());
    expect(blocked).toMatchObject({
      accountStatus: 'BLOQUEADO',
      statusReason: 'Foto ilegible',
      reviewedAt: now,
    });
  });
});
