import fs from 'node:fs';
import type { ApprovalList, ApprovalRequest, ManualMovement } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import {
  createMovement,
  financeAccountsOf,
  runningBalanceProblems,
  setFinanceSettings,
} from '../../../test/support/manual-movements.ts';
import { overlapping } from '../../../test/support/pipeline.ts';
import { auditOf } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { approvalRequests, ledgerEntries, manualMovements } from '../../platform/db/schema/index.ts';
import { limaDay, shiftDay } from '../../platform/lima-calendar.ts';

// A manual movement that waits is an approval request like any other (decision 148): Egreso's own buttons
// and the approvals endpoints decide it through the same path, once.

type Headers = Record<string, string>;
type Person = { headers: Headers; user: { id: number } };

let t: TestApp;
let admin: Headers;
let accounts: { pen: number[]; usd: number };
let today: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  accounts = await financeAccountsOf(t);
  today = limaDay(t.clock.now());
  await setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' });
});
afterAll(() => t.close());

const egresoEditor = (): Promise<Person> =>
  signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: true }]);

/** A movement its author records above the threshold: it waits. */
async function waiting(author: Person, changes: Record<string, string> = {}): Promise<ManualMovement> {
  const response = await createMovement(t, author.headers, {
    type: 'egreso',
    accountId: String(accounts.pen[0]),
    concept: 'Pago a proveedor',
    amount: '1500.00',
    operatedOn: shiftDay(today, -2),
    note: 'Factura F001-77',
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
  const movement = body<ManualMovement>(response).data;
  expect(movement.state).toBe('pending');
  return movement;
}

const requestOf = async (movementId: number) => {
  const [request] = await t.ctx.db
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.movementId, movementId));
  return request;
};

const rowsOf = (movementId: number) =>
  t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.movementId, movementId))
    .orderBy(ledgerEntries.id);

const movementRow = async (movementId: number) =>
  (await t.ctx.db.select().from(manualMovements).where(eq(manualMovements.id, movementId)))[0]!;

/** From the list of requests (`/api/admin/approvals/...`). */
const viaApprovals = (headers: Headers, requestId: number, action: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${requestId}/${action}`,
    headers,
    ...(action === 'reject' ? { payload: { reason: 'No corresponde' } } : {}),
  });

/** From Egreso's own buttons (`/api/admin/finance/manual-movements/...`). */
const viaEgreso = (headers: Headers, movementId: number, action: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/finance/manual-movements/${movementId}/${action}`,
    headers,
    ...(action === 'reject' ? { payload: { reason: 'Monto equivocado' } } : {}),
  });

const refusal = (response: Parameters<typeof body>[0]) => [response.statusCode, body(response).code];

describe('a waiting manual movement is an approval request', () => {
  it('is kept with its movement, in its author’s transaction, and listed with a kind of its own', async () => {
    const author = await egresoEditor();
    const movement = await waiting(author);
    const request = await requestOf(movement.id);
    expect(request).toMatchObject({
      kind: 'manual-movement',
      module: 'egreso',
      state: 'pending',
      summary: 'Egreso: Pago a proveedor',
      amount: '1500.00',
      currency: 'PEN',
      cambixAccountId: accounts.pen[0],
      entryId: null,
      movementId: movement.id,
      payload: { movementId: movement.id, note: 'Factura F001-77' },
      createdBy: author.user.id,
      createdAt: t.clock.now(),
    });
    const [requested] = await auditOf(t, 'approval.requested', request!.id);
    expect(requested?.actorId).toBe(author.user.id);
    const [saved] = await auditOf(t, 'ledger.manual-movement', movement.id);
    expect(saved).toMatchObject({ actorId: author.user.id, after: { state: 'pending', entryIds: [] } });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/approvals', headers: admin });
    expect(body<ApprovalList>(list).data.rows).toContainEqual(
      expect.objectContaining({
        id: request!.id,
        kind: 'manual-movement',
        module: 'egreso',
        note: 'Factura F001-77',
        createdBy: expect.objectContaining({ id: author.user.id }),
      }),
    );
  });

  it('a transfer waits under its own concept, in its account’s currency; an ingreso or a small egreso asks nothing', async () => {
    const [from, to] = accounts.pen as [number, number];
    const author = await egresoEditor();
    const transfer = await waiting(author, {
      type: 'transfer',
      accountId: String(from),
      toAccountId: String(to),
      concept: '',
      note: '',
    });
    expect(await requestOf(transfer.id)).toMatchObject({
      summary: 'Transferencia entre cuentas',
      payload: { movementId: transfer.id, note: null },
    });
    const usd = await waiting(await egresoEditor(), { accountId: String(accounts.usd), amount: '900.00' });
    expect((await requestOf(usd.id))?.currency).toBe('USD');
    const small = await createMovement(t, (await egresoEditor()).headers, {
      type: 'egreso',
      accountId: String(accounts.pen[0]),
      concept: 'Pago a proveedor',
      amount: '10.00',
      operatedOn: today,
    });
    const recorded = body<ManualMovement>(small).data;
    expect(recorded.state).toBe('recorded');
    expect(await requestOf(recorded.id)).toBeUndefined();
  });
});

describe('deciding it, from either place', () => {
  it('(a) approved from the list of requests: its rows are written once, as the approver’s, dated as asked', async () => {
    const author = await egresoEditor();
    const movement = await waiting(author);
    const requestId = (await requestOf(movement.id))!.id;
    expect(await rowsOf(movement.id)).toEqual([]);
    const approver = await egresoEditor();
    const approved = await viaApprovals(approver.headers, requestId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<ApprovalRequest>(approved).data).toMatchObject({
      kind: 'manual-movement',
      state: 'approved',
      decidedBy: { id: approver.user.id },
    });
    expect(await rowsOf(movement.id)).toEqual([
      expect.objectContaining({
        cambixAccountId: accounts.pen[0],
        direction: 'egreso',
        kind: 'manual',
        amount: '1500.00',
        operatedOn: shiftDay(today, -2),
        note: 'Factura F001-77',
        actorId: approver.user.id,
        approvedBy: approver.user.id,
      }),
    ]);
    expect(await movementRow(movement.id)).toMatchObject({
      state: 'recorded',
      decidedBy: approver.user.id,
      decidedAt: t.clock.now(),
      rejectionReason: null,
    });
    // Egreso shows it recorded, with its row.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/manual-movements?state=pending',
      headers: admin,
    });
    expect(body<{ rows: ManualMovement[] }>(list).data.rows).not.toContainEqual(
      expect.objectContaining({ id: movement.id }),
    );
    // Each actor audited as who they are.
    const [decided] = await auditOf(t, 'approval.approved', requestId);
    expect(decided).toMatchObject({
      actorId: approver.user.id,
      targetType: 'approval-request',
      before: { state: 'pending', kind: 'manual-movement', createdBy: author.user.id },
      after: { state: 'approved' },
      note: null,
    });
    const [carried] = await auditOf(t, 'ledger.movement-approved', movement.id);
    expect(carried).toMatchObject({ actorId: approver.user.id, targetType: 'manual-movement' });
    expect(carried?.before).toMatchObject({ state: 'pending', entryIds: [] });
    expect(carried?.after).toMatchObject({
      state: 'recorded',
      entryIds: (await rowsOf(movement.id)).map((row) => row.id),
      approvalId: requestId,
    });
    // Once: neither place approves it again, and the ledger keeps one row.
    expect(refusal(await viaApprovals(admin, requestId, 'approve'))).toEqual([409, 'APPROVAL_NOT_PENDING']);
    expect(refusal(await viaEgreso(admin, movement.id, 'approve'))).toEqual([409, 'MOVEMENT_NOT_PENDING']);
    expect(await rowsOf(movement.id)).toHaveLength(1);
    expect(await runningBalanceProblems(t)).toEqual([]);
  });

  it('approved from Egreso’s button: the request is decided by the same person, a transfer’s two rows written', async () => {
    const [from, to] = accounts.pen as [number, number];
    const author = await egresoEditor();
    const movement = await waiting(author, {
      type: 'transfer',
      accountId: String(from),
      toAccountId: String(to),
    });
    const approver = await egresoEditor();
    const approved = await viaEgreso(approver.headers, movement.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body(approved).message).toBe('Movimiento aprobado y registrado.');
    expect(body<ManualMovement>(approved).data).toMatchObject({
      state: 'recorded',
      decidedBy: { id: approver.user.id },
    });
    const rows = await rowsOf(movement.id);
    expect(rows.map((row) => [row.cambixAccountId, row.direction, row.approvedBy])).toEqual([
      [from, 'egreso', approver.user.id],
      [to, 'ingreso', approver.user.id],
    ]);
    expect(body<ManualMovement>(approved).data.entryIds).toEqual(rows.map((row) => row.id));
    expect(await requestOf(movement.id)).toMatchObject({
      state: 'approved',
      decidedBy: approver.user.id,
      decidedAt: t.clock.now(),
    });
  });

  it('rejected from either place: nothing is written; the movement keeps the reason and who decided', async () => {
    const author = await egresoEditor();
    const decider = await egresoEditor();
    const fromList = await waiting(author);
    const rejected = await viaApprovals(decider.headers, (await requestOf(fromList.id))!.id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await movementRow(fromList.id)).toMatchObject({
      state: 'rejected',
      rejectionReason: 'No corresponde',
      decidedBy: decider.user.id,
      decidedAt: t.clock.now(),
    });
    const fromEgreso = await waiting(author);
    const answer = await viaEgreso(decider.headers, fromEgreso.id, 'reject');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(body(answer).message).toBe('Movimiento rechazado.');
    expect(body<ManualMovement>(answer).data).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Monto equivocado',
      decidedBy: { id: decider.user.id },
      entryIds: [],
    });
    expect(await requestOf(fromEgreso.id)).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Monto equivocado',
      decidedBy: decider.user.id,
    });
    for (const movement of [fromList, fromEgreso]) {
      expect(await rowsOf(movement.id)).toEqual([]);
      const [audit] = await auditOf(t, 'ledger.movement-rejected', movement.id);
      expect(audit).toMatchObject({ actorId: decider.user.id, targetType: 'manual-movement' });
      expect(audit?.after).toEqual({ state: 'rejected', approvalId: (await requestOf(movement.id))!.id });
    }
    expect((await auditOf(t, 'ledger.movement-rejected', fromEgreso.id))[0]?.note).toBe('Monto equivocado');
    const [decided] = await auditOf(t, 'approval.rejected', (await requestOf(fromEgreso.id))!.id);
    expect(decided).toMatchObject({
      actorId: decider.user.id,
      after: { state: 'rejected' },
      note: 'Monto equivocado',
    });
  });

  it('(b) its author can neither approve nor reject it, from either place, even as Administrador', async () => {
    for (const author of [await egresoEditor(), { headers: admin, user: { id: 0 } }]) {
      const movement = await waiting(author);
      const requestId = (await requestOf(movement.id))!.id;
      for (const action of ['approve', 'reject'] as const) {
        expect(refusal(await viaApprovals(author.headers, requestId, action))).toEqual([
          409,
          'APPROVAL_OWN_REQUEST',
        ]);
        expect(refusal(await viaEgreso(author.headers, movement.id, action))).toEqual([
          409,
          'MOVEMENT_OWN_APPROVAL',
        ]);
      }
      expect(await movementRow(movement.id)).toMatchObject({ state: 'pending', decidedBy: null });
      expect((await requestOf(movement.id))?.state).toBe('pending');
      expect(await rowsOf(movement.id)).toEqual([]);
    }
  });

  it('(c) a Colaborador who only views Egreso, or edits another module, is refused from either place', async () => {
    const movement = await waiting(await egresoEditor());
    const requestId = (await requestOf(movement.id))!.id;
    const viewer = await signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: false }]);
    // Edit on external-orders opens the approvals endpoints, not a request of Egreso.
    const otherEditor = await signedInColaborador(t, [
      { module: 'external-orders', canView: true, canEdit: true },
    ]);
    for (const person of [viewer, otherEditor]) {
      for (const action of ['approve', 'reject'] as const) {
        expect(refusal(await viaApprovals(person.headers, requestId, action))).toEqual([
          403,
          'FORBIDDEN_MODULE',
        ]);
        expect(refusal(await viaEgreso(person.headers, movement.id, action))).toEqual([
          403,
          'FORBIDDEN_MODULE',
        ]);
      }
    }
    expect((await requestOf(movement.id))?.state).toBe('pending');
    expect(await rowsOf(movement.id)).toEqual([]);
  });

  it('(d) a decided movement is not decided again, whichever place decided it first', async () => {
    const author = await egresoEditor();
    const first = await egresoEditor();
    const second = await egresoEditor();
    const approved = await waiting(author);
    expect((await viaEgreso(first.headers, approved.id, 'approve')).statusCode).toBe(200);
    const rejected = await waiting(author);
    expect((await viaApprovals(first.headers, (await requestOf(rejected.id))!.id, 'reject')).statusCode).toBe(
      200,
    );
    for (const movement of [approved, rejected]) {
      const requestId = (await requestOf(movement.id))!.id;
      for (const action of ['approve', 'reject'] as const) {
        expect(refusal(await viaApprovals(second.headers, requestId, action))).toEqual([
          409,
          'APPROVAL_NOT_PENDING',
        ]);
        expect(refusal(await viaEgreso(second.headers, movement.id, action))).toEqual([
          409,
          'MOVEMENT_NOT_PENDING',
        ]);
      }
    }
    expect(await rowsOf(approved.id)).toHaveLength(1);
    expect(await rowsOf(rejected.id)).toEqual([]);
    expect(await movementRow(approved.id)).toMatchObject({ state: 'recorded', decidedBy: first.user.id });
    expect(await movementRow(rejected.id)).toMatchObject({ state: 'rejected', decidedBy: first.user.id });
  });

  it('two people deciding together, one from each place, decide it once', async () => {
    const movement = await waiting(await egresoEditor());
    const requestId = (await requestOf(movement.id))!.id;
    const [one, two] = [await egresoEditor(), await egresoEditor()];
    const answers = await overlapping(
      t,
      (tx: Tx) => tx.select().from(approvalRequests).where(eq(approvalRequests.id, requestId)).for('update'),
      2,
      () =>
        Promise.all([
          viaEgreso(one.headers, movement.id, 'approve'),
          viaApprovals(two.headers, requestId, 'approve'),
        ]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await rowsOf(movement.id)).toHaveLength(1);
  });

  it('a movement recorded at once has nothing to decide; one that does not exist is not found', async () => {
    const response = await createMovement(t, admin, {
      type: 'ingreso',
      accountId: String(accounts.pen[0]),
      concept: 'Aporte de capital',
      amount: '5000.00',
      operatedOn: today,
    });
    const recorded = body<ManualMovement>(response).data;
    const decider = await egresoEditor();
    expect(refusal(await viaEgreso(decider.headers, recorded.id, 'approve'))).toEqual([
      409,
      'MOVEMENT_NOT_PENDING',
    ]);
    expect(refusal(await viaEgreso(decider.headers, 987_654, 'reject'))).toEqual([404, 'MOVEMENT_NOT_FOUND']);
    expect(refusal(await viaApprovals(decider.headers, 987_654, 'approve'))).toEqual([
      404,
      'APPROVAL_NOT_FOUND',
    ]);
  });
});

describe('(e) the migration', () => {
  /** Migration 0027's statement that gives each pending movement its request. */
  const [backfill] = fs
    .readFileSync(
      new URL('../../platform/db/migrations/0027_manual-movement-approvals.sql', import.meta.url),
      'utf8',
    )
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*INSERT/.test(statement));

  it('gives a movement that waited before it its request, as its author’s; the rest none; twice is once', async () => {
    expect(backfill).toBeDefined();
    const author = await egresoEditor();
    const [from, to] = accounts.pen as [number, number];
    const egreso = await waiting(author);
    const transfer = await waiting(author, {
      type: 'transfer',
      accountId: String(from),
      toAccountId: String(to),
      note: '',
    });
    const decided = await waiting(author);
    const approver = await egresoEditor();
    expect((await viaEgreso(approver.headers, decided.id, 'approve')).statusCode).toBe(200);
    // As a database made before it: the waiting movements have no request.
    const before = {
      egreso: await requestOf(egreso.id),
      transfer: await requestOf(transfer.id),
    };
    await t.ctx.db
      .delete(approvalRequests)
      .where(sql`${approvalRequests.movementId} in (${egreso.id}, ${transfer.id})`);
    t.clock.advance(3_600_000);

    await t.ctx.db.execute(sql.raw(backfill!));
    await t.ctx.db.execute(sql.raw(backfill!));

    const withoutId = (request: typeof before.egreso) => ({ ...request, id: expect.any(Number) });
    expect(await requestOf(egreso.id)).toEqual(withoutId(before.egreso));
    expect(await requestOf(transfer.id)).toEqual(withoutId(before.transfer));
    const all = await t.ctx.db
      .select({ movementId: approvalRequests.movementId })
      .from(approvalRequests)
      .where(sql`${approvalRequests.movementId} in (${egreso.id}, ${transfer.id}, ${decided.id})`);
    expect(all.map((row) => row.movementId).sort()).toEqual([egreso.id, transfer.id, decided.id].sort());

    // Decided as any other from then on.
    const approved = await viaEgreso(approver.headers, egreso.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await rowsOf(egreso.id)).toHaveLength(1);
    expect(refusal(await viaEgreso(author.headers, transfer.id, 'approve'))).toEqual([
      409,
      'MOVEMENT_OWN_APPROVAL',
    ]);
  });
});
