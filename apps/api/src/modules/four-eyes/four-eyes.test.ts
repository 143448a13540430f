import type {
  ApprovalList,
  ApprovalRequest,
  ManualMovement,
  ReversalResult,
  SettlementResult,
} from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import {
  createMovement,
  financeAccountsOf,
  reverseRow,
  setFinanceSettings,
} from '../../../test/support/manual-movements.ts';
import { insertPartner, insertPartnerOrder, insertShare } from '../../../test/support/partner-rows.ts';
import { overlapping } from '../../../test/support/pipeline.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { approvalRequests, ledgerEntries, partnerShares } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';

type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
let accounts: { pen: number[]; usd: number };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  accounts = await financeAccountsOf(t);
  await setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' });
});
afterAll(() => t.close());

const egresoEditor = () => signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: true }]);

async function movement(headers: Headers, changes: Record<string, string>) {
  const response = await createMovement(t, headers, {
    type: 'egreso',
    accountId: String(accounts.pen[0]),
    concept: 'Pago a proveedor',
    amount: '1000.00',
    operatedOn: limaDay(t.clock.now()),
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<ManualMovement>(response).data;
}

/** An ingreso the Administrador records (ingresos never wait), and its ledger row. */
async function ingreso(amount: string, accountId = accounts.pen[0]!) {
  const recorded = await movement(admin, {
    type: 'ingreso',
    concept: 'Aporte de capital',
    amount,
    accountId: String(accountId),
  });
  return recorded.entryIds[0]!;
}

const decide = (headers: Headers, requestId: number, action: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${requestId}/${action}`,
    headers,
    ...(action === 'reject' ? { payload: { reason: 'No corresponde' } } : {}),
  });

const refusalOf = (response: Parameters<typeof body>[0]) => [response.statusCode, body(response).code];
const reversalsOf = (entryId: number) =>
  t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.reversesId, entryId));

const pendingList = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/approvals', headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<ApprovalList>(response).data.rows;
};

describe('four-eyes on reversals', () => {
  it('a reversal of an S/ 8,000 ingreso waits; nothing reaches the ledger until a second person with egreso edit approves', async () => {
    const entryId = await ingreso('8000.00');
    const author = await egresoEditor();
    const reversed = await reverseRow(t, author.headers, entryId);
    expect(reversed.statusCode, reversed.body).toBe(200);
    const result = body<ReversalResult>(reversed).data;
    expect(result.reversals).toEqual([]);
    expect(result.pendingApprovalId).toEqual(expect.any(Number));
    expect(await reversalsOf(entryId)).toEqual([]);
    const requestId = result.pendingApprovalId!;

    // It shows where waiting movements show, to anyone who may view Egreso.
    const viewer = await signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: false }]);
    expect(await pendingList(viewer.headers)).toContainEqual(
      expect.objectContaining({
        id: requestId,
        kind: 'reversal',
        summary: 'Reversión: Aporte de capital',
        amount: '8000.00',
        currency: 'PEN',
      }),
    );
    // A second reversal of the same row while it waits is refused.
    expect(body(await reverseRow(t, admin, entryId)).code).toBe('LEDGER_REVERSAL_PENDING');

    const own = await decide(author.headers, requestId, 'approve');
    expect([own.statusCode, body(own).code]).toEqual([409, 'APPROVAL_OWN_REQUEST']);
    const viewOnly = await decide(viewer.headers, requestId, 'approve');
    expect([viewOnly.statusCode, body(viewOnly).code]).toEqual([403, 'FORBIDDEN_MODULE']);
    const otherModule = await signedInColaborador(t, [
      { module: 'external-orders', canView: true, canEdit: true },
    ]);
    expect((await decide(otherModule.headers, requestId, 'approve')).statusCode).toBe(403);
    expect(await reversalsOf(entryId)).toEqual([]);

    const approver = await egresoEditor();
    const approved = await decide(approver.headers, requestId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<ApprovalRequest>(approved).data).toMatchObject({
      state: 'approved',
      decidedBy: { id: approver.user.id },
    });
    expect(await reversalsOf(entryId)).toEqual([
      expect.objectContaining({
        direction: 'egreso',
        amount: '8000.00',
        kind: 'reversal',
        actorId: approver.user.id,
        approvedBy: approver.user.id,
      }),
    ]);
    expect(body(await decide(admin, requestId, 'approve')).code).toBe('APPROVAL_NOT_PENDING');
    expect(await pendingList(admin)).not.toContainEqual(expect.objectContaining({ id: requestId }));
  });

  it('at exactly the threshold a reversal does not wait; one céntimo above it does', async () => {
    const atLimit = await ingreso('1000.00');
    const first = await egresoEditor();
    const done = body<ReversalResult>(await reverseRow(t, first.headers, atLimit)).data;
    expect(done.pendingApprovalId).toBeNull();
    expect(done.reversals).toHaveLength(1);

    const above = await ingreso('1000.01');
    const second = await egresoEditor();
    const waits = body<ReversalResult>(await reverseRow(t, second.headers, above)).data;
    expect(waits.reversals).toEqual([]);
    expect(waits.pendingApprovalId).toEqual(expect.any(Number));
  });

  it('reversing an egreso (money coming back) never waits; a rejection writes nothing', async () => {
    const author = await egresoEditor();
    // Recorded at once with four-eyes off: S/ 5,000 coming back is above the threshold, and still does not wait.
    await setFinanceSettings(t, admin, { fourEyesAbove: null });
    const egreso = await movement(admin, { amount: '5000.00' });
    await setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' });
    const back = body<ReversalResult>(await reverseRow(t, author.headers, egreso.entryIds[0]!)).data;
    expect(back.pendingApprovalId).toBeNull();

    const entryId = await ingreso('5000.00');
    const waits = body<ReversalResult>(await reverseRow(t, author.headers, entryId)).data;
    const rejected = await decide(admin, waits.pendingApprovalId!, 'reject');
    expect(body<ApprovalRequest>(rejected).data).toMatchObject({
      state: 'rejected',
      rejectionReason: 'No corresponde',
    });
    expect(await reversalsOf(entryId)).toEqual([]);
    // Rejected, the row may be asked to be reversed again.
    expect((await reverseRow(t, admin, entryId)).statusCode).toBe(200);
  });

  it('a reversed row is not asked to be reversed again, nor a row whose reversal waits reversed at once', async () => {
    const reversedAtOnce = await ingreso('500.00');
    const done = body<ReversalResult>(
      await reverseRow(t, (await egresoEditor()).headers, reversedAtOnce),
    ).data;
    expect(done.reversals).toHaveLength(1);
    const waiting = await egresoEditor();
    // Its reversal would wait (S/ 500 above S/ 100), but there is nothing left to reverse.
    await setFinanceSettings(t, admin, { fourEyesAbove: '100.00' });
    const again = await reverseRow(t, waiting.headers, reversedAtOnce);
    await setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' });
    expect(refusalOf(again)).toEqual([409, 'LEDGER_ALREADY_REVERSED']);

    const entryId = await ingreso('4000.00');
    const author = await egresoEditor();
    expect(body<ReversalResult>(await reverseRow(t, author.headers, entryId)).data.pendingApprovalId).toEqual(
      expect.any(Number),
    );
    // With four-eyes off it would be written at once: the waiting request still stands in the way.
    await setFinanceSettings(t, admin, { fourEyesAbove: null });
    const atOnce = await reverseRow(t, admin, entryId);
    await setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' });
    expect(refusalOf(atOnce)).toEqual([409, 'LEDGER_REVERSAL_PENDING']);
    expect(await reversalsOf(entryId)).toEqual([]);
  });

  it('two approvers racing approve once', async () => {
    const entryId = await ingreso('3000.00');
    const author = await egresoEditor();
    const requestId = body<ReversalResult>(await reverseRow(t, author.headers, entryId)).data
      .pendingApprovalId!;
    const [one, two] = [await egresoEditor(), await egresoEditor()];
    const answers = await overlapping(
      t,
      (tx: Tx) => tx.select().from(approvalRequests).where(eq(approvalRequests.id, requestId)).for('update'),
      2,
      () =>
        Promise.all([decide(one.headers, requestId, 'approve'), decide(two.headers, requestId, 'approve')]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => body(answer).code)).toContain('APPROVAL_NOT_PENDING');
    expect(await reversalsOf(entryId)).toHaveLength(1);
  });
});

describe('the daily total per person', () => {
  beforeAll(() => setFinanceSettings(t, admin, { fourEyesAbove: '3000.00' }));
  afterAll(() => setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' }));

  it('five egresos of S/ 1,000: the one that takes the day above the threshold waits; another person is unaffected; the next Lima day starts again', async () => {
    const start = t.clock.now();
    t.clock.set('2026-11-22T04:00:00Z'); // 23:00 in Lima, 21 Nov
    const person = await egresoEditor();
    const states = [];
    for (let i = 0; i < 5; i += 1) states.push((await movement(person.headers, {})).state);
    expect(states).toEqual(['recorded', 'recorded', 'recorded', 'pending', 'pending']);
    const other = await egresoEditor();
    expect((await movement(other.headers, { amount: '3000.00' })).state).toBe('recorded');
    t.clock.set('2026-11-22T04:59:59Z'); // still 21 Nov in Lima
    expect((await movement(person.headers, { amount: '0.01' })).state).toBe('pending');
    t.clock.set('2026-11-22T05:00:00Z'); // 00:00 in Lima, 22 Nov
    expect((await movement(person.headers, { amount: '3000.00' })).state).toBe('recorded');
    t.clock.set(start);
  });

  it('what was approved does not count toward anyone’s total; a reversal recorded at once does', async () => {
    const person = await egresoEditor();
    const approver = await egresoEditor();
    const pending = await movement(person.headers, { amount: '3500.00' });
    expect(pending.state).toBe('pending');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/manual-movements/${pending.id}/approve`,
      headers: approver.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await movement(person.headers, { amount: '3000.00' })).state).toBe('recorded');
    expect((await movement(approver.headers, { amount: '3000.00' })).state).toBe('recorded');

    const reverser = await egresoEditor();
    const entryId = await ingreso('2500.00');
    expect(
      body<ReversalResult>(await reverseRow(t, reverser.headers, entryId)).data.pendingApprovalId,
    ).toBeNull();
    expect((await movement(reverser.headers, { amount: '600.00' })).state).toBe('pending');
  });

  it('dollars count in soles at the day’s rate', async () => {
    const person = await egresoEditor();
    const usd = (amount: string) => movement(person.headers, { accountId: String(accounts.usd), amount });
    await ingreso('5000.00', accounts.usd);
    expect((await usd('700.00')).state).toBe('recorded');
    // 700 dollars are well over S/ 2,000 at any rate the board allows: 300 more go above S/ 3,000.
    expect((await usd('300.00')).state).toBe('pending');
  });
});

describe('four-eyes on partner settlements', () => {
  it('a settlement above the threshold waits; only someone else with external-orders edit approves it', async () => {
    const partner = await insertPartner(t.ctx, { name: 'Socio Cuatro Ojos S.A.C.' });
    const shares: { id: number }[] = [];
    for (const amount of ['900.00', '600.00']) {
      const { order } = await insertPartnerOrder(t.ctx, partner.id);
      shares.push(
        await insertShare(t.ctx, {
          partnerId: partner.id,
          orderId: order.id,
          amount,
          accruedAt: new Date('2026-11-10T17:00:00Z'),
        }),
      );
    }
    const settler = await signedInColaborador(t, [
      { module: 'external-orders', canView: true, canEdit: true },
    ]);
    const settle = (headers: Headers) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/partners/${partner.id}/settlements`,
        headers,
        payload: {
          from: '2026-11-01',
          to: '2026-11-15',
          cambixAccountId: accounts.pen[0],
          operationNumber: 'OP-4E',
        },
      });
    const response = await settle(settler.headers);
    expect(response.statusCode, response.body).toBe(200);
    const result = body<SettlementResult>(response).data;
    expect(result.settlement).toBeNull();
    const requestId = result.pendingApprovalId!;
    const marked = () =>
      t.ctx.db
        .select({ settlementId: partnerShares.settlementId })
        .from(partnerShares)
        .where(
          inArray(
            partnerShares.id,
            shares.map((share) => share.id),
          ),
        );
    expect(await marked()).toEqual([{ settlementId: null }, { settlementId: null }]);
    expect(body(await settle(admin)).code).toBe('PARTNER_SETTLEMENT_PENDING');

    // Egreso shows it to those who may view external-orders; an egreso editor may not approve it.
    const egresoOnly = await egresoEditor();
    expect(await pendingList(egresoOnly.headers)).not.toContainEqual(
      expect.objectContaining({ id: requestId }),
    );
    expect((await decide(egresoOnly.headers, requestId, 'approve')).statusCode).toBe(403);
    expect(body(await decide(settler.headers, requestId, 'approve')).code).toBe('APPROVAL_OWN_REQUEST');
    const approver = await signedInColaborador(t, [
      { module: 'external-orders', canView: true, canEdit: true },
    ]);
    expect(await pendingList(approver.headers)).toContainEqual(
      expect.objectContaining({ id: requestId, kind: 'settlement', amount: '1500.00' }),
    );
    const events = recordEvents(t);
    const approved = await decide(approver.headers, requestId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const rows = await marked();
    expect(rows.every((row) => row.settlementId !== null)).toBe(true);
    // Once committed, the shares it paid are told to the partner (share.settled).
    expect(events).toEqual([{ type: 'partner.shares-settled', settlementId: rows[0]!.settlementId }]);
    const [egreso] = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.concept, 'Liquidación a socio Socio Cuatro Ojos S.A.C.'),
          eq(ledgerEntries.direction, 'egreso'),
        ),
      );
    expect(egreso).toMatchObject({ amount: '1500.00', approvedBy: approver.user.id });
    const [request] = await t.ctx.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, requestId));
    expect(request?.state).toBe('approved');
  });
});
