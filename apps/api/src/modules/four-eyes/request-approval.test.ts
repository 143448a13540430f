import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador } from '../../../test/support/admin-customers.ts';
import { auditOf } from '../../../test/support/settings.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { approvalRequests } from '../../platform/db/schema/index.ts';
import { requestApproval, type NewApprovalRequest } from './request-approval.ts';

let t: TestApp;
let authorId: number;
beforeAll(async () => {
  t = await buildTestApp();
  authorId = (await insertColaborador(t.ctx)).id;
});
afterAll(() => t.close());

const request = (changes: Partial<NewApprovalRequest>) =>
  t.ctx.db.transaction((tx) =>
    requestApproval(
      tx,
      {
        kind: 'points',
        module: 'users',
        summary: 'Ajuste de puntos',
        payload: { points: 900 },
        createdBy: authorId,
        ...changes,
      },
      t.clock.now(),
    ),
  );

describe('a request for a second person', () => {
  it('is kept pending, audited as its author’s with what was asked', async () => {
    const id = await request({
      kind: 'settlement',
      module: 'external-orders',
      amount: '1500.00',
      currency: 'PEN',
    });
    const [row] = await t.ctx.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    expect(row).toMatchObject({ state: 'pending', createdBy: authorId, amount: '1500.00', currency: 'PEN' });
    const [audit] = await auditOf(t, 'approval.requested', id);
    expect(audit).toMatchObject({ actorId: authorId, targetType: 'approval-request' });
    expect(audit?.after).toEqual({
      kind: 'settlement',
      summary: 'Ajuste de puntos',
      amount: '1500.00',
      currency: 'PEN',
      payload: { points: 900 },
    });
  });

  it('without money (points) audits its amount and currency as null', async () => {
    const id = await request({});
    const [audit] = await auditOf(t, 'approval.requested', id);
    expect(audit?.after).toEqual({
      kind: 'points',
      summary: 'Ajuste de puntos',
      amount: null,
      currency: null,
      payload: { points: 900 },
    });
  });
});
