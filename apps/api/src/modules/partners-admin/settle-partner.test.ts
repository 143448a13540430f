import type { PartnerSettlement, PartnerShareList, SettlementResult } from '@cambix/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { overlapping } from '../../../test/support/pipeline.ts';
import { insertPartner, insertPartnerOrder, insertShare } from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  cambixAccounts,
  ledgerEntries,
  partnerSettlements,
  partnerShares,
} from '../../platform/db/schema/index.ts';

let t: TestApp;
let accountId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const [account] = await t.ctx.db
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.active, true))
    .limit(1);
  accountId = account!.id;
});
afterAll(() => t.close());

/** A partner with shares accrued at these Lima noons. */
async function partnerWithShares(days: Record<string, string>, name = 'Agente Liquidable S.A.C.') {
  const partner = await insertPartner(t.ctx, { name });
  const shares = [];
  for (const [day, amount] of Object.entries(days)) {
    const { order } = await insertPartnerOrder(t.ctx, partner.id);
    shares.push(
      await insertShare(t.ctx, {
        partnerId: partner.id,
        orderId: order.id,
        amount,
        accruedAt: new Date(`${day}T17:00:00Z`),
      }),
    );
  }
  return { partner, shares };
}

const settle = async (partnerId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/partners/${partnerId}/settlements`,
    headers: await t.authAs('admin'),
    payload: { cambixAccountId: accountId, operationNumber: 'OP-778899', ...payload },
  });

const ledgerOf = (partnerName: string) =>
  t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(like(ledgerEntries.concept, `Liquidación a socio ${partnerName}`));

describe('settling a partner', () => {
  it('pays from an active account in soles, listed to a Colaborador who settles without seeing Ajustes', async () => {
    const [pen] = await t.ctx.db.select().from(cambixAccounts).where(eq(cambixAccounts.id, accountId));
    // The seeded dollar payout account at the same bank.
    const [usd] = await t.ctx.db
      .select()
      .from(cambixAccounts)
      .where(
        and(
          eq(cambixAccounts.bankId, pen!.bankId),
          eq(cambixAccounts.currency, 'USD'),
          eq(cambixAccounts.purpose, 'payout'),
        ),
      );
    const colaborador = await signedInColaborador(t, [
      { module: 'external-orders', canView: true, canEdit: true },
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/external-orders/settlement-accounts',
      headers: colaborador.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = body<{ id: number; currency: string }[]>(listed).data.map((account) => account.id);
    expect(ids).toContain(accountId);
    expect(ids).not.toContain(usd!.id);

    const { partner } = await partnerWithShares({ '2026-11-03': '4.00' }, 'Agente en Soles S.A.C.');
    const inDollars = await settle(partner.id, {
      from: '2026-11-01',
      to: '2026-11-30',
      cambixAccountId: usd!.id,
    });
    expect(inDollars.statusCode).toBe(400);
    expect(body(inDollars)).toMatchObject({ code: 'CAMBIX_ACCOUNT_NOT_PEN' });
    expect(await ledgerOf('Agente en Soles S.A.C.')).toHaveLength(0);
    await t.ctx.db.update(cambixAccounts).set({ active: false }).where(eq(cambixAccounts.id, usd!.id));
  });

  it('pays the unsettled shares of the period in one manual egreso and marks them', async () => {
    const { partner, shares } = await partnerWithShares(
      { '2026-10-31': '1.00', '2026-11-01': '3.50', '2026-11-15': '6.25', '2026-11-16': '9.00' },
      'Agente Uno S.A.C.',
    );
    const response = await settle(partner.id, {
      from: '2026-11-01',
      to: '2026-11-15',
      note: 'Primera quincena',
    });
    expect(response.statusCode, response.body).toBe(200);
    const settlement = body<SettlementResult>(response).data.settlement!;
    expect(settlement).toMatchObject({
      partnerId: partner.id,
      from: '2026-11-01',
      to: '2026-11-15',
      amount: '9.75',
      shareCount: 2,
      operationNumber: 'OP-778899',
      note: 'Primera quincena',
    });

    const admin = await t.sessionOf('admin');
    expect(await ledgerOf('Agente Uno S.A.C.')).toEqual([
      expect.objectContaining({
        cambixAccountId: accountId,
        direction: 'egreso',
        kind: 'manual',
        amount: '9.75',
        orderId: null,
        concept: 'Liquidación a socio Agente Uno S.A.C.',
        note: 'Primera quincena',
        operationNumber: 'OP-778899',
        actorId: admin.user.id,
      }),
    ]);
    const [row] = await t.ctx.db
      .select()
      .from(partnerSettlements)
      .where(eq(partnerSettlements.id, settlement.id));
    expect(row?.ledgerEntryId).toBe((await ledgerOf('Agente Uno S.A.C.'))[0]?.id);

    const marked = await t.ctx.db
      .select({ id: partnerShares.id, settlementId: partnerShares.settlementId })
      .from(partnerShares)
      .where(eq(partnerShares.partnerId, partner.id));
    expect(Object.fromEntries(marked.map((share) => [share.id, share.settlementId]))).toEqual({
      [shares[0]!.id]: null,
      [shares[1]!.id]: settlement.id,
      [shares[2]!.id]: settlement.id,
      [shares[3]!.id]: null,
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/partners/${partner.id}/shares?settled=false`,
      headers: await t.authAs('admin'),
    });
    expect(body<PartnerShareList>(list).data).toMatchObject({ unsettledTotal: '10.00' });
    expect(body<PartnerShareList>(list).data.items.map((item) => item.id)).toEqual([
      shares[3]!.id,
      shares[0]!.id,
    ]);

    const settlements = await t.app.inject({
      method: 'GET',
      url: `/api/admin/partners/${partner.id}/settlements`,
      headers: await t.authAs('admin'),
    });
    expect(body<PartnerSettlement[]>(settlements).data).toEqual([settlement]);
  });

  it('never settles a share twice: the same period again is refused and writes nothing', async () => {
    const { partner } = await partnerWithShares({ '2026-11-02': '4.00' }, 'Agente Dos S.A.C.');
    expect((await settle(partner.id, { from: '2026-11-01', to: '2026-11-30' })).statusCode).toBe(200);
    const again = await settle(partner.id, { from: '2026-11-01', to: '2026-11-30' });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('PARTNER_NOTHING_TO_SETTLE');
    expect(await ledgerOf('Agente Dos S.A.C.')).toHaveLength(1);
    expect(
      await t.ctx.db.select().from(partnerSettlements).where(eq(partnerSettlements.partnerId, partner.id)),
    ).toHaveLength(1);
  });

  it('makes one settlement and one ledger row of two requests at the same moment', async () => {
    const { partner } = await partnerWithShares(
      { '2026-11-03': '2.00', '2026-11-04': '5.00' },
      'Agente Tres S.A.C.',
    );
    await t.authAs('admin');
    const responses = await overlapping(
      t,
      (tx) =>
        tx
          .select({ id: partnerShares.id })
          .from(partnerShares)
          .where(eq(partnerShares.partnerId, partner.id))
          .for('update'),
      2,
      () =>
        Promise.all([
          settle(partner.id, { from: '2026-11-01', to: '2026-11-30' }),
          settle(partner.id, { from: '2026-11-01', to: '2026-11-30' }),
        ]),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await ledgerOf('Agente Tres S.A.C.')).toEqual([expect.objectContaining({ amount: '7.00' })]);
    const settlements = await t.ctx.db
      .select()
      .from(partnerSettlements)
      .where(eq(partnerSettlements.partnerId, partner.id));
    expect(settlements).toEqual([expect.objectContaining({ amount: '7.00', shareCount: 2 })]);
  });

  it('refuses an unknown or inactive Cambix account, and an unknown partner', async () => {
    const { partner } = await partnerWithShares({ '2026-11-05': '2.00' }, 'Agente Cuatro S.A.C.');
    const unknown = await settle(partner.id, {
      from: '2026-11-01',
      to: '2026-11-30',
      cambixAccountId: 999_999,
    });
    expect(body(unknown)).toMatchObject({
      code: 'CAMBIX_ACCOUNT_NOT_FOUND',
      data: { fields: { cambixAccountId: expect.any(String) } },
    });

    await t.ctx.db.update(cambixAccounts).set({ active: false }).where(eq(cambixAccounts.id, accountId));
    try {
      const inactive = await settle(partner.id, { from: '2026-11-01', to: '2026-11-30' });
      expect(inactive.statusCode).toBe(409);
      expect(body(inactive).code).toBe('CAMBIX_ACCOUNT_INACTIVE');
    } finally {
      await t.ctx.db.update(cambixAccounts).set({ active: true }).where(eq(cambixAccounts.id, accountId));
    }
    expect(await ledgerOf('Agente Cuatro S.A.C.')).toEqual([]);

    const noPartner = await settle(999_999, { from: '2026-11-01', to: '2026-11-30' });
    expect(noPartner.statusCode).toBe(404);
    expect(body(noPartner).code).toBe('PARTNER_NOT_FOUND');
    expect(
      await t.ctx.db
        .select()
        .from(partnerShares)
        .where(and(eq(partnerShares.partnerId, partner.id), eq(partnerShares.amount, '2.00'))),
    ).toEqual([expect.objectContaining({ settlementId: null })]);
  });
});
