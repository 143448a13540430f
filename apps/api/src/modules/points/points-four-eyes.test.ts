import {
  DEFAULT_SETTINGS,
  type ApprovalList,
  type ApprovalRequest,
  type PointsAdjustmentResult,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { operativeCustomer } from '../../../test/support/orders.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { pointsLedger } from '../../platform/db/schema/index.ts';

type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const adjust = (headers: Headers, userId: number, points: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/points/adjustments`,
    headers,
    payload: { points, reason: 'Compensación por demora' },
  });
const usersEditor = () => signedInColaborador(t, [{ module: 'users', canView: true, canEdit: true }]);
const adjustRows = (userId: number) =>
  t.ctx.db
    .select({ points: pointsLedger.points, approvedBy: pointsLedger.approvedBy })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.kind, 'adjust')))
    .orderBy(pointsLedger.id);

describe('points adjustments: a cap and four-eyes', () => {
  it('refuses an adjustment above the cap, either way, and takes one of exactly the cap', async () => {
    const { user } = await operativeCustomer(t);
    const cap = DEFAULT_SETTINGS.points.adjustmentCap;
    for (const points of [cap + 1, -(cap + 1), 1_000_000]) {
      const refused = await adjust(admin, user.id, points);
      expect([refused.statusCode, body(refused).code]).toEqual([400, 'POINTS_ADJUSTMENT_ABOVE_CAP']);
    }
    const atCap = await adjust(admin, user.id, cap);
    expect(atCap.statusCode, atCap.body).toBe(200);
  });

  it('an addition above the four-eyes amount, or one taking the day’s additions above it, waits for someone else with users edit', async () => {
    const { user } = await operativeCustomer(t);
    const limit = DEFAULT_SETTINGS.points.adjustmentFourEyesAbove!;
    const author = await usersEditor();
    const atLimit = body<PointsAdjustmentResult>(await adjust(author.headers, user.id, limit)).data;
    expect(atLimit).toMatchObject({ balance: limit, pendingApprovalId: null });
    // The same person's next point today goes above it; another person's does not.
    const next = await adjust(author.headers, user.id, 1);
    expect(body<PointsAdjustmentResult>(next)).toMatchObject({
      message: expect.stringContaining('aprobación'),
      data: { balance: limit, pendingApprovalId: expect.any(Number) },
    });
    const other = await usersEditor();
    expect(
      body<PointsAdjustmentResult>(await adjust(other.headers, user.id, limit)).data.pendingApprovalId,
    ).toBeNull();
    const above = body<PointsAdjustmentResult>(await adjust(other.headers, user.id, limit + 1)).data;
    expect(above.pendingApprovalId).toEqual(expect.any(Number));
    // Taking points away never waits.
    expect(
      body<PointsAdjustmentResult>(await adjust(author.headers, user.id, -limit)).data.pendingApprovalId,
    ).toBeNull();

    const requestId = above.pendingApprovalId!;
    // The customer file finds what waits for this customer among the pending requests.
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/approvals',
      headers: author.headers,
    });
    expect(body<ApprovalList>(pending).data.rows).toContainEqual(
      expect.objectContaining({
        id: requestId,
        kind: 'points',
        customerId: user.id,
        amount: null,
        summary: `Ajuste de puntos para ${user.nombres} ${user.apellidoPaterno} ${user.apellidoMaterno}`,
      }),
    );
    const decide = (headers: Headers) =>
      t.app.inject({ method: 'POST', url: `/api/admin/approvals/${requestId}/approve`, headers });
    expect(body(await decide(other.headers)).code).toBe('APPROVAL_OWN_REQUEST');
    const viewer = await signedInColaborador(t, [{ module: 'users', canView: true, canEdit: false }]);
    expect((await decide(viewer.headers)).statusCode).toBe(403);
    const egreso = await signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: true }]);
    expect((await decide(egreso.headers)).statusCode).toBe(403);
    const approved = await decide(author.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<ApprovalRequest>(approved).data).toMatchObject({ kind: 'points', points: limit + 1 });
    expect(await adjustRows(user.id)).toEqual([
      { points: limit, approvedBy: null },
      { points: limit, approvedBy: null },
      { points: -limit, approvedBy: null },
      { points: limit + 1, approvedBy: author.user.id },
    ]);
  });

  it('Ajustes keeps the four-eyes amount under the cap, and reads a stored section without them with the defaults', async () => {
    const save = (changes: object) =>
      settingsCall(t, admin, 'PUT', '/points', { ...DEFAULT_SETTINGS.points, ...changes });
    const equal = await save({ adjustmentCap: 2000, adjustmentFourEyesAbove: 2000 });
    expect(equal.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(equal).data.fields.adjustmentFourEyesAbove).toMatch(
      /menor que el máximo/,
    );
    expect((await save({ adjustmentCap: 2000, adjustmentFourEyesAbove: 1999 })).statusCode).toBe(200);
    expect((await save({ adjustmentCap: 2000, adjustmentFourEyesAbove: null })).statusCode).toBe(200);
    const older = await settingsCall(t, admin, 'PUT', '/points', {
      pointsPer100: 1,
      redeemPoints: 100,
      redeemValue: '5.00',
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(body(older).data).toMatchObject({ adjustmentCap: 5000, adjustmentFourEyesAbove: 1000 });
  });
});
