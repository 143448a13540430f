import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ORDER_STATUS,
  TRANSFER_CONCEPT,
  type LedgerRow,
  type ManualMovement,
  type ManualMovementPage,
  type MovementFormOptions,
  type ReversalResult,
} from '@cambix/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import {
  createMovement,
  financeAccountsOf,
  reverseRow,
  runningBalanceProblems,
  setFinanceSettings,
} from '../../../test/support/manual-movements.ts';
import { photo } from '../../../test/support/multipart.ts';
import { orderInStatus, overlapping, staffAction } from '../../../test/support/pipeline.ts';
import { auditOf } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  approvalRequests,
  banks,
  cambixAccounts,
  ledgerEntries,
  manualMovements,
} from '../../platform/db/schema/index.ts';
import { limaDay, shiftDay } from '../../platform/lima-calendar.ts';
import { readLedgerRows, recordLedgerEntry } from './index.ts';

type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
let adminId: number;
let second: { headers: Headers; user: { id: number } };
let accounts: { pen: number[]; usd: number };
let today: string;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
  second = await signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: true }]);
  accounts = await financeAccountsOf(t);
  today = limaDay(t.clock.now());
});
afterAll(() => t.close());

const fieldsOf = (changes: Record<string, string> = {}) => ({
  type: 'egreso',
  accountId: String(accounts.pen[0]),
  concept: 'Comisión bancaria',
  amount: '12.50',
  operatedOn: today,
  note: 'Comisión de mantenimiento',
  operationNumber: 'OP-77',
  ...changes,
});

async function recorded(
  headers: Headers,
  changes: Record<string, string> = {},
  file?: Parameters<typeof createMovement>[3],
) {
  const response = await createMovement(t, headers, fieldsOf(changes), file);
  expect(response.statusCode, response.body).toBe(200);
  return body<ManualMovement>(response).data;
}

const rowsOf = (movementId: number) =>
  t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.movementId, movementId))
    .orderBy(ledgerEntries.id);

async function counts() {
  const [movements] = await t.ctx.db.select({ value: count() }).from(manualMovements);
  const [rows] = await t.ctx.db.select({ value: count() }).from(ledgerEntries);
  return { movements: movements!.value, rows: rows!.value };
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(t.ctx.config.dataDir, 'uploads');
  const names = await fs.readdir(root, { recursive: true }).catch(() => [] as string[]);
  return names.filter((name) => name.includes('.')).sort();
}

describe('Egreso: manual movements', () => {
  it('offers the active accounts, Ajustes’ concepts, the four-eyes amount and today', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/movement-options',
      headers: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const options = body<MovementFormOptions>(response).data;
    expect(options.today).toBe(today);
    expect(options.concepts).toContain('Comisión bancaria');
    expect(options.fourEyesAbove).toBeNull();
    expect(options.accounts.map((account) => account.id)).toEqual(
      expect.arrayContaining([...accounts.pen, accounts.usd]),
    );
    expect(options.accounts.every((account) => account.active)).toBe(true);
  });

  it('records an egreso as one manual row, with everything typed, and audits it', async () => {
    const movement = await recorded(admin, { operatedOn: shiftDay(today, -3) });
    expect(movement).toMatchObject({
      type: 'egreso',
      state: 'recorded',
      concept: 'Comisión bancaria',
      amount: '12.50',
      operatedOn: shiftDay(today, -3),
      hasAttachment: false,
      createdBy: { id: adminId },
    });
    const rows = await rowsOf(movement.id);
    expect(rows).toEqual([
      expect.objectContaining({
        cambixAccountId: accounts.pen[0],
        direction: 'egreso',
        kind: 'manual',
        amount: '12.50',
        operatedOn: shiftDay(today, -3),
        operationNumber: 'OP-77',
        note: 'Comisión de mantenimiento',
        actorId: adminId,
      }),
    ]);
    expect(movement.entryIds).toEqual(rows.map((row) => row.id));
    const [row] = await readLedgerRows(t.ctx.db, movement.entryIds);
    expect(row).toMatchObject({
      kind: 'manual',
      movementId: movement.id,
      reversible: true,
      reversedById: null,
      actor: { id: adminId },
      order: null,
    });
    expect(row!.account.label).toMatch(/ PEN ·\d{4}$/);
    const [audit] = await auditOf(t, 'ledger.manual-movement', movement.id);
    expect(audit).toMatchObject({ actorId: adminId, targetType: 'manual-movement' });
    expect(audit?.after).toMatchObject({ state: 'recorded', attachment: false, entryIds: movement.entryIds });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/manual-movements',
      headers: admin,
    });
    expect(body<ManualMovementPage>(list).data.rows[0]).toMatchObject({ id: movement.id });
  });

  it('records a transfer as two rows in one go; reversing a leg reverses both, once', async () => {
    const [from, to] = accounts.pen as [number, number];
    const movement = await recorded(admin, {
      type: 'transfer',
      accountId: String(from),
      toAccountId: String(to),
      concept: '',
      amount: '300.00',
    });
    expect(movement).toMatchObject({ concept: TRANSFER_CONCEPT, toAccount: { id: to } });
    const legs = await rowsOf(movement.id);
    expect(legs.map((row) => [row.cambixAccountId, row.direction, row.kind, row.concept])).toEqual([
      [from, 'egreso', 'transfer', TRANSFER_CONCEPT],
      [to, 'ingreso', 'transfer', TRANSFER_CONCEPT],
    ]);

    const reversed = await reverseRow(t, second.headers, legs[1]!.id, 'Cuenta equivocada');
    expect(reversed.statusCode, reversed.body).toBe(200);
    const { reversals } = body<ReversalResult>(reversed).data;
    expect(reversals.map((row) => [row.account.id, row.direction, row.kind, row.reversesId])).toEqual([
      [from, 'ingreso', 'reversal', legs[0]!.id],
      [to, 'egreso', 'reversal', legs[1]!.id],
    ]);
    expect(reversals[0]).toMatchObject({
      concept: `Reversión: ${TRANSFER_CONCEPT}`,
      note: 'Cuenta equivocada',
      reversible: false,
      actor: { id: second.user.id },
    });
    const originals = await readLedgerRows(
      t.ctx.db,
      legs.map((row) => row.id),
    );
    expect(originals.map((row) => [row.reversedById, row.reversible])).toEqual([
      [reversals[0]!.id, false],
      [reversals[1]!.id, false],
    ]);
    const reversalAudits = await auditOf(t, 'ledger.reversal', legs[1]!.id);
    expect(reversalAudits).toHaveLength(1);
    expect(reversalAudits[0]).toMatchObject({
      actorId: second.user.id,
      targetType: 'ledger-entry',
      note: 'Cuenta equivocada',
      after: {
        reversed: legs.map((row) => row.id),
        reversals: reversals.map((row) => ({ id: row.id, accountId: row.account.id, amount: '300.00' })),
        approvalId: null,
      },
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/manual-movements',
      headers: admin,
    });
    expect(body<ManualMovementPage>(listed).data.rows.find((row) => row.id === movement.id)).toMatchObject({
      state: 'recorded',
      reversed: true,
    });

    for (const leg of legs) {
      const again = await reverseRow(t, admin, leg.id);
      expect(again.statusCode).toBe(409);
      expect(body(again).code).toBe('LEDGER_ALREADY_REVERSED');
    }
    const ofReversal = await reverseRow(t, admin, reversals[0]!.id);
    expect(body(ofReversal).code).toBe('LEDGER_NOT_REVERSIBLE');
    expect(await runningBalanceProblems(t)).toEqual([]);
  });

  it('refuses to reverse a missing row, a reversal, or an order’s rows', async () => {
    expect(body(await reverseRow(t, admin, 987_654_321)).code).toBe('LEDGER_ENTRY_NOT_FOUND');
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    const approved = await staffAction(t, admin, order.id, 'approve', { operationNumber: `OP-${order.id}` });
    expect(approved.statusCode, approved.body).toBe(200);
    const [payment] = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, order.id));
    const refused = await reverseRow(t, admin, payment!.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('LEDGER_NOT_REVERSIBLE');
    const [row] = await readLedgerRows(t.ctx.db, [payment!.id]);
    expect(row).toMatchObject({
      kind: 'payment',
      reversible: false,
      order: { id: order.id, code: order.code },
    });
  });

  it('of two people reversing one row at the same moment, one does it and the other is told', async () => {
    const movement = await recorded(admin, {
      type: 'ingreso',
      concept: 'Aporte de capital',
      amount: '80.00',
    });
    const [entry] = movement.entryIds;
    const [first, other] = await overlapping(
      t,
      (tx: Tx) =>
        tx.select().from(cambixAccounts).where(eq(cambixAccounts.id, accounts.pen[0]!)).for('no key update'),
      2,
      () => Promise.all([reverseRow(t, admin, entry!), reverseRow(t, second.headers, entry!)]),
    );
    expect([first.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    expect(body([first, other].find((response) => response.statusCode === 409)!).code).toBe(
      'LEDGER_ALREADY_REVERSED',
    );
    const reversals = await t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.reversesId, entry!));
    expect(reversals).toHaveLength(1);
    expect(await runningBalanceProblems(t)).toEqual([]);
  });

  it('a transfer is both rows or none: a fault on the second leg keeps nothing', async () => {
    const [from, to] = accounts.pen as [number, number];
    await t.ctx.db.execute(sql`
      create or replace function test_refuse_transfer_in() returns trigger language plpgsql as $$
      begin
        if new.kind = 'transfer' and new.direction = 'ingreso' then
          raise exception 'injected fault on the ingreso leg';
        end if;
        return new;
      end $$`);
    await t.ctx.db.execute(sql`
      create trigger test_refuse_transfer_in before insert on ledger_entries
      for each row execute function test_refuse_transfer_in()`);
    const before = await counts();
    const files = await storedFiles();
    const transfer = { type: 'transfer', accountId: String(from), toAccountId: String(to), amount: '45.00' };
    try {
      const failed = await createMovement(t, admin, fieldsOf(transfer), {
        name: 'factura.pdf',
        data: PDF,
        type: 'application/pdf',
      });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(await counts()).toEqual(before);
      // The file stored before the transaction is deleted with it.
      expect(await storedFiles()).toEqual(files);
    } finally {
      await t.ctx.db.execute(sql`drop trigger test_refuse_transfer_in on ledger_entries`);
      await t.ctx.db.execute(sql`drop function test_refuse_transfer_in()`);
    }
    const movement = await recorded(admin, transfer);
    expect(await rowsOf(movement.id)).toHaveLength(2);
    expect(await runningBalanceProblems(t)).toEqual([]);
  });
});

describe('four-eyes', () => {
  beforeAll(() => setFinanceSettings(t, admin, { fourEyesAbove: '1000.00' }));
  afterAll(() => setFinanceSettings(t, admin, { fourEyesAbove: null }));

  it('an egreso above the amount waits and writes no row; its author cannot decide; another approves', async () => {
    const movement = await recorded(admin, { amount: '1500.00', operatedOn: shiftDay(today, -1) });
    expect(movement).toMatchObject({ state: 'pending', entryIds: [] });
    expect(await rowsOf(movement.id)).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/manual-movements?state=pending',
      headers: admin,
    });
    expect(body<ManualMovementPage>(list).data).toMatchObject({ pendingCount: 1, total: 1 });

    const decide = (headers: Headers, action: 'approve' | 'reject') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/finance/manual-movements/${movement.id}/${action}`,
        headers,
        ...(action === 'reject' ? { payload: { reason: 'No corresponde' } } : {}),
      });
    for (const action of ['approve', 'reject'] as const) {
      const own = await decide(admin, action);
      expect(own.statusCode).toBe(409);
      expect(body(own).code).toBe('MOVEMENT_OWN_APPROVAL');
    }
    const approved = await decide(second.headers, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(body<ManualMovement>(approved).data).toMatchObject({
      state: 'recorded',
      decidedBy: { id: second.user.id },
    });
    const rows = await rowsOf(movement.id);
    expect(rows).toEqual([
      expect.objectContaining({ direction: 'egreso', amount: '1500.00', operatedOn: shiftDay(today, -1) }),
    ]);
    expect(body(await decide(second.headers, 'approve')).code).toBe('MOVEMENT_NOT_PENDING');
    expect(await auditOf(t, 'ledger.movement-approved', movement.id)).toHaveLength(1);
    // It waited as an approval request of Egreso, decided with it (decision 148).
    const [request] = await t.ctx.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.movementId, movement.id));
    expect(request).toMatchObject({
      kind: 'manual-movement',
      module: 'egreso',
      state: 'approved',
      createdBy: adminId,
      decidedBy: second.user.id,
    });
  });

  it('a transfer above the amount waits too; a rejection keeps its reason and writes nothing', async () => {
    const [from, to] = accounts.pen as [number, number];
    const movement = await recorded(second.headers, {
      type: 'transfer',
      accountId: String(from),
      toAccountId: String(to),
      amount: '2000.00',
    });
    expect(movement.state).toBe('pending');
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/finance/manual-movements/${movement.id}/reject`,
      headers: admin,
      payload: { reason: 'Monto equivocado' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(body<ManualMovement>(rejected).data).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Monto equivocado',
      decidedBy: { id: adminId },
      entryIds: [],
    });
    expect(await rowsOf(movement.id)).toEqual([]);
    expect(await auditOf(t, 'ledger.movement-rejected', movement.id)).toHaveLength(1);
  });

  it('ingresos never wait; an egreso up to the limit by someone with nothing out today does not', async () => {
    expect(
      (await recorded(admin, { type: 'ingreso', concept: 'Aporte de capital', amount: '5000.00' })).state,
    ).toBe('recorded');
    const fresh = await signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: true }]);
    expect((await recorded(fresh.headers, { amount: '1000.00' })).state).toBe('recorded');
  });
});

describe('attachments', () => {
  it('accepts a PDF as it is and an image re-encoded; refuses a text file calling itself a PDF', async () => {
    const pdf = await recorded(admin, {}, { name: 'factura.pdf', data: PDF, type: 'application/pdf' });
    expect(pdf.hasAttachment).toBe(true);
    expect((await auditOf(t, 'ledger.manual-movement', pdf.id))[0]?.after).toMatchObject({
      attachment: true,
    });
    // An empty file part is no attachment.
    const empty = await recorded(
      admin,
      {},
      { name: 'vacio.pdf', data: Buffer.alloc(0), type: 'application/pdf' },
    );
    expect(empty.hasAttachment).toBe(false);
    const [pdfRow] = await readLedgerRows(t.ctx.db, pdf.entryIds);
    expect(pdfRow?.hasAttachment).toBe(true);
    const png = await photo('#16a34a', 'png');
    const image = await recorded(admin, {}, { name: 'voucher.png', data: png, type: 'image/png' });

    const open = (movementId: number, headers: Headers) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/finance/manual-movements/${movementId}/attachment`,
        headers,
      });
    const pdfFile = await open(pdf.id, admin);
    expect(pdfFile.statusCode).toBe(200);
    expect(pdfFile.headers['content-type']).toBe('application/pdf');
    expect(pdfFile.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(pdfFile.headers['x-content-type-options']).toBe('nosniff');
    expect(pdfFile.rawPayload.equals(PDF)).toBe(true);
    const imageFile = await open(image.id, admin);
    expect(imageFile.headers['content-type']).toBe('image/jpeg');
    expect(imageFile.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

    const flujo = await signedInColaborador(t, [{ module: 'flujo', canView: true, canEdit: false }]);
    const egresoView = await signedInColaborador(t, [{ module: 'egreso', canView: true, canEdit: false }]);
    const pagos = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    expect((await open(pdf.id, flujo.headers)).statusCode).toBe(200);
    expect((await open(pdf.id, egresoView.headers)).statusCode).toBe(200);
    expect((await open(pdf.id, pagos.headers)).statusCode).toBe(403);
    const none = await recorded(admin);
    expect(body(await open(none.id, admin)).code).toBe('MOVEMENT_ATTACHMENT_MISSING');
    // Viewing is not recording.
    expect((await createMovement(t, egresoView.headers, fieldsOf())).statusCode).toBe(403);

    const before = await counts();
    const files = await storedFiles();
    const fake = await createMovement(t, admin, fieldsOf(), {
      name: 'factura.pdf',
      data: Buffer.from('esto no es un PDF, solo texto'),
      type: 'application/pdf',
    });
    expect(fake.statusCode).toBe(415);
    expect(body(fake).code).toBe('UPLOAD_TYPE_NOT_ALLOWED_PDF');
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });
});

describe('refusals keep nothing', () => {
  it('an unknown concept, a future day, accounts of two currencies, an unknown account, missing fields', async () => {
    const before = await counts();
    const files = await storedFiles();
    const attachment = { name: 'factura.pdf', data: PDF, type: 'application/pdf' };
    const cases: [Record<string, string>, number, string, string][] = [
      [{ concept: 'Viaje a Cusco' }, 400, 'MOVEMENT_CONCEPT_UNKNOWN', 'concept'],
      [{ operatedOn: shiftDay(today, 1) }, 400, 'MOVEMENT_DATE_IN_FUTURE', 'operatedOn'],
      [
        { type: 'transfer', toAccountId: String(accounts.usd) },
        409,
        'MOVEMENT_CURRENCY_MISMATCH',
        'toAccountId',
      ],
      [{ accountId: '999999' }, 404, 'CAMBIX_ACCOUNT_NOT_FOUND', 'accountId'],
      [
        { type: 'transfer', accountId: '999999', toAccountId: String(accounts.pen[1]) },
        404,
        'CAMBIX_ACCOUNT_NOT_FOUND',
        'accountId',
      ],
      [{ type: 'transfer', toAccountId: '999999' }, 404, 'CAMBIX_ACCOUNT_NOT_FOUND', 'toAccountId'],
      [{ amount: '0' }, 400, 'VALIDATION_FAILED', 'amount'],
      [{ concept: '' }, 400, 'VALIDATION_FAILED', 'concept'],
      [{ type: 'transfer', toAccountId: String(accounts.pen[0]) }, 400, 'VALIDATION_FAILED', 'toAccountId'],
    ];
    for (const [changes, status, code, field] of cases) {
      const response = await createMovement(t, admin, fieldsOf(changes), attachment);
      expect(response.statusCode, JSON.stringify(changes)).toBe(status);
      const refusal = response.json() as {
        code: string;
        message: string;
        data?: { fields?: Record<string, string> };
      };
      expect(refusal.code).toBe(code);
      expect(Object.keys(refusal.data?.fields ?? {})).toContain(field);
      if (status === 404) expect(refusal.data?.fields?.[field]).toBe('No encontramos esa cuenta de Cambix.');
    }
    expect(await counts()).toEqual(before);
    expect(await storedFiles()).toEqual(files);
  });

  it('a day before the account opened: 1990, the day before its creation or its opening balance; the opening day itself is taken', async () => {
    const openedOn = shiftDay(today, -10);
    const taken = await t.ctx.db
      .select({ bankId: cambixAccounts.bankId })
      .from(cambixAccounts)
      .where(and(eq(cambixAccounts.currency, 'USD'), eq(cambixAccounts.purpose, 'payout')));
    const [bank] = (await t.ctx.db.select({ bankId: banks.id }).from(banks)).filter(
      (row) => !taken.some((account) => account.bankId === row.bankId),
    );
    const [fresh] = await t.ctx.db
      .insert(cambixAccounts)
      .values({
        bankId: bank!.bankId,
        currency: 'USD',
        purpose: 'payout',
        accountNumber: '1939876500001',
        cci: '00219300987650000155',
        holderName: 'Cambix S.A.C.',
        // 23:30 in Lima on the opening day.
        createdAt: new Date(`${shiftDay(openedOn, 1)}T04:30:00Z`),
      })
      .returning({ id: cambixAccounts.id });
    const on = (accountId: number, operatedOn: string) =>
      createMovement(t, admin, fieldsOf({ accountId: String(accountId), operatedOn }));
    const refusedBefore = async (accountId: number, operatedOn: string) => {
      const response = await on(accountId, operatedOn);
      expect(response.statusCode, operatedOn).toBe(400);
      expect(body<{ fields: Record<string, string> }>(response)).toMatchObject({
        code: 'MOVEMENT_DATE_BEFORE_OPENING',
        data: { fields: { operatedOn: expect.stringContaining('apertura') } },
      });
      return body<{ fields: Record<string, string> }>(response).data.fields.operatedOn;
    };
    const before = await counts();
    const [year, month, day] = openedOn.split('-');
    expect(await refusedBefore(fresh!.id, '1990-01-01')).toBe(
      `La fecha no puede ser anterior a la apertura de la cuenta (${day}/${month}/${year}).`,
    );
    await refusedBefore(fresh!.id, shiftDay(openedOn, -1));
    expect(await counts()).toEqual(before);
    expect((await on(fresh!.id, openedOn)).statusCode).toBe(200);

    // With an opening balance, its day is the account's first: it holds everything before it.
    const openingDay = shiftDay(today, -5);
    await t.ctx.db.transaction((tx) =>
      recordLedgerEntry(tx, {
        cambixAccountId: fresh!.id,
        direction: 'ingreso',
        amount: '100.00',
        kind: 'opening',
        concept: 'Saldo inicial',
        operatedOn: openingDay,
        actorId: adminId,
        createdAt: t.clock.now(),
      }),
    );
    await refusedBefore(fresh!.id, shiftDay(openingDay, -1));
    expect((await on(fresh!.id, openingDay)).statusCode).toBe(200);
    // A transfer is dated on both accounts: the later opening counts.
    const transfer = await createMovement(
      t,
      admin,
      fieldsOf({
        type: 'transfer',
        accountId: String(accounts.usd),
        toAccountId: String(fresh!.id),
        operatedOn: shiftDay(openingDay, -1),
      }),
    );
    expect(body(transfer).code).toBe('MOVEMENT_DATE_BEFORE_OPENING');
    // Whichever of the two it is.
    const back = await createMovement(
      t,
      admin,
      fieldsOf({
        type: 'transfer',
        accountId: String(fresh!.id),
        toAccountId: String(accounts.usd),
        operatedOn: shiftDay(openingDay, -1),
      }),
    );
    expect(body(back).code).toBe('MOVEMENT_DATE_BEFORE_OPENING');
  });

  it('a movement on an account of another currency than PEN stays in its account', async () => {
    const movement = await recorded(admin, {
      type: 'ingreso',
      concept: 'Aporte de capital',
      accountId: String(accounts.usd),
    });
    const rows = await t.ctx.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.id, movement.entryIds));
    expect(rows.map((row) => row.cambixAccountId)).toEqual([accounts.usd]);
    const [row] = await readLedgerRows(t.ctx.db, movement.entryIds);
    expect((row as LedgerRow).account.currency).toBe('USD');
  });
});
