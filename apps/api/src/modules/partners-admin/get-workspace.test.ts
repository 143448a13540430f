import { ORDER_STATUS, type PartnerWorkspace } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAnswers } from '../../../test/support/host-answers.ts';
import {
  insertPartner,
  insertPartnerOrder,
  insertShare,
  signedInExterno,
} from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cambixAccounts } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ resolveHost: hostAnswers({ 'socio.example.pe': ['200.48.225.130'] }) });
  t.clock.set('2031-05-20T15:00:00Z');
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const workspaceOf = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/partner/workspace', headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerWorkspace>(response).data;
};

describe('the partner’s workspace', () => {
  it('adds up the Lima month, the share still owed and the settlements paid', async () => {
    const partner = await insertPartner(t.ctx, { name: 'Agente Mayo S.A.C.' });
    const { headers } = await signedInExterno(t, partner.id);
    // 2031-05-01 03:00 UTC is still April in Lima: not this month.
    const april = await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-01T03:00:00Z'),
    });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: april.order.id,
      amount: '2.00',
      accruedAt: new Date('2031-04-30T20:00:00Z'),
    });
    const finished = await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-02T15:00:00Z'),
      status: ORDER_STATUS.TERMINADA,
      finalizedAt: new Date('2031-05-02T16:00:00Z'),
      sendAmount: '1000.00',
    });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: finished.order.id,
      amount: '9.00',
      accruedAt: new Date('2031-05-03T15:00:00Z'),
    });
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-10T15:00:00Z'),
      sendAmount: '400.00',
    });

    // A rejected order was created this month but sent nothing.
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-11T15:00:00Z'),
      status: ORDER_STATUS.FALLIDA,
      finalizedAt: new Date('2031-05-11T16:00:00Z'),
      sendAmount: '300.00',
    });

    const before = await workspaceOf(headers);
    expect(before.month).toEqual({ orders: 3, sendAmount: '1000.00', shareEarned: '9.00' });
    expect(before.unsettledShare).toBe('11.00');
    expect(before.partner).toMatchObject({ id: partner.id, name: 'Agente Mayo S.A.C.' });

    const [account] = await t.ctx.db
      .select({ id: cambixAccounts.id })
      .from(cambixAccounts)
      .where(eq(cambixAccounts.active, true))
      .limit(1);
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/settlements`,
      headers: await t.authAs('admin'),
      payload: {
        from: '2031-04-01',
        to: '2031-04-30',
        cambixAccountId: account!.id,
        operationNumber: 'OP-1',
      },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const after = await workspaceOf(headers);
    expect(after.unsettledShare).toBe('9.00');
    expect(after.settlements).toEqual([
      expect.objectContaining({ amount: '2.00', shareCount: 1, from: '2031-04-01' }),
    ]);
  });
});
