import type {
  ReconciliationDetail,
  ReconciliationSummary,
  StatementMapping,
  StatementPreview,
} from '@cambix/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { photo } from '../../../test/support/multipart.ts';
import {
  BCP_MAPPING,
  bcpStatement,
  centsOf,
  latin1Statement,
  sendStatement,
  type SampleLine,
} from '../../../test/support/statements.ts';
import { body, buildTestApp, demoAccount, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  banks,
  cambixAccounts,
  ledgerEntries,
  reconciliations,
  statementMappings,
  users,
} from '../../platform/db/schema/index.ts';
import { formatMoney } from '../../platform/money.ts';
import { recordLedgerEntry } from '../finance-ledger/index.ts';

// docs/rules/finance-reports.md#reconciliation, on PGlite and PostgreSQL.

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
const account = { bcp: 0, bcpPayout: 0, bbva: 0, interbank: 0 };
let bcpBankId: number;

async function accountOf(bankCode: string, purpose: 'collection' | 'payout') {
  const [row] = await t.ctx.db
    .select({ id: cambixAccounts.id, bankId: cambixAccounts.bankId })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .where(
      and(eq(banks.code, bankCode), eq(cambixAccounts.purpose, purpose), eq(cambixAccounts.currency, 'PEN')),
    );
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  const [row] = await t.ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.documentNumber, demoAccount('admin').dni));
  adminId = row!.id;
  const bcp = await accountOf('002', 'collection');
  account.bcp = bcp.id;
  bcpBankId = bcp.bankId;
  account.bcpPayout = (await accountOf('002', 'payout')).id;
  account.bbva = (await accountOf('011', 'collection')).id;
  account.interbank = (await accountOf('003', 'collection')).id;
}, 60_000);
afterAll(() => t.close());

/** A ledger row as the ledger module writes it: `amount` signed, positive an ingreso. */
function record(cambixAccountId: number, amount: string, operatedOn: string, operationNumber: string | null) {
  const out = amount.startsWith('-');
  return recordLedgerEntry(t.ctx.db, {
    cambixAccountId,
    direction: out ? 'egreso' : 'ingreso',
    amount: amount.replace(/^-/, ''),
    kind: 'manual',
    concept: 'Prueba',
    operationNumber,
    operatedOn,
    actorId: adminId,
    createdAt: t.clock.now(),
  });
}

async function previewOf(accountId: number, file: Buffer): Promise<StatementPreview> {
  const response = await sendStatement(t, admin, { accountId, file });
  expect(response.statusCode, response.body).toBe(200);
  return body<StatementPreview>(response).data;
}

async function reconciled(
  accountId: number,
  file: Buffer,
  mapping: StatementMapping,
): Promise<ReconciliationDetail> {
  const response = await sendStatement(t, admin, { accountId, file, mapping });
  expect(response.statusCode, response.body).toBe(200);
  return body<ReconciliationDetail>(response).data;
}

const ledgerSnapshot = async () =>
  JSON.stringify(await t.ctx.db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)));

/** What a refused upload must leave as it was. */
const savedState = async () => ({
  reconciliations: (await t.ctx.db.select({ n: count() }).from(reconciliations))[0]!.n,
  mappings: JSON.stringify(
    await t.ctx.db.select().from(statementMappings).orderBy(asc(statementMappings.bankId)),
  ),
  audits: (
    await t.ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'ledger.reconciliation'))
  )[0]!.n,
  ledger: await ledgerSnapshot(),
});

const sumOf = (amounts: readonly string[]) =>
  formatMoney(amounts.reduce((total, amount) => total + centsOf(amount), 0n));

describe('a statement generated from the ledger, with planted differences', () => {
  const lines: SampleLine[] = [];
  const planted = {} as Record<
    'ledgerOnly' | 'otherOperation' | 'outsideWindow' | 'leadingZeros' | 'nextMonth',
    number
  >;
  let preview: StatementPreview;
  let detail: ReconciliationDetail;
  let before: string;
  // A mapping that differs from the guess (the value date instead of the operation date), to tell them apart.
  const runMapping: StatementMapping = { ...BCP_MAPPING, dateColumn: 'Fecha valuta' };

  beforeAll(async () => {
    // 24 movements the bank and the ledger agree on, March 2025.
    for (let index = 0; index < 24; index++) {
      const date = `2025-03-${String(index + 1).padStart(2, '0')}`;
      const amount =
        index % 3 === 0
          ? `-${100 + index * 37}.${String((index * 13) % 100).padStart(2, '0')}`
          : `${200 + index * 91}.50`;
      const operation = String(70_000 + index);
      await record(account.bcp, amount, date, operation);
      lines.push({ date, description: `TRANSF. ${index}`, operation, amount });
    }
    // A bank commission never recorded (and the same amount on another account, which must not pair).
    lines.push({
      date: '2025-03-31',
      description: 'COMISION MANTENIMIENTO',
      operation: null,
      amount: '-15.50',
    });
    await record(account.interbank, '-15.50', '2025-03-31', null);
    // Recorded, not in the bank.
    planted.ledgerOnly = (await record(account.bcp, '777.77', '2025-03-15', 'L-ONLY')).id;
    // The bank's operation number is not the one staff typed; amount and date (2 days) agree.
    planted.otherOperation = (await record(account.bcp, '-321.00', '2025-03-10', '5550001')).id;
    lines.push({
      date: '2025-03-12',
      description: 'PAGO PROVEEDOR',
      operation: '9990001',
      amount: '-321.00',
    });
    // Same operation number and amount, 15 days apart: outside the window, both sides unpaired.
    planted.outsideWindow = (await record(account.bcp, '450.00', '2025-03-05', '8800001')).id;
    lines.push({
      date: '2025-03-20',
      description: 'DEPOSITO EFECTIVO',
      operation: '8800001',
      amount: '450.00',
    });
    // The bank prints leading zeros.
    planted.leadingZeros = (await record(account.bcp, '2500.00', '2025-03-18', '123456')).id;
    lines.push({
      date: '2025-03-18',
      description: 'TRANSF. CLIENTE',
      operation: '000123456',
      amount: '2500.00',
    });
    // The last day's line recorded the next morning: paired outside the period.
    planted.nextMonth = (await record(account.bcp, '-980.00', '2025-04-01', '6600001')).id;
    lines.push({ date: '2025-03-31', description: 'PAGO ORDEN', operation: '6600001', amount: '-980.00' });
    // Far outside the window: never a candidate.
    await record(account.bcp, '50.00', '2025-02-01', null);
    // Banks list the newest first.
    lines.reverse();

    const file = bcpStatement(lines);
    preview = await previewOf(account.bcp, file);
    before = await ledgerSnapshot();
    detail = await reconciled(account.bcp, file, runMapping);
  }, 120_000);

  /** The file's line of a movement: the header is line 1. */
  const lineOf = (operation: string | null, amount: string) =>
    lines.findIndex((line) => line.operation === operation && line.amount === amount) + 2;

  it('previews the header, the first lines and a mapping guessed from the header names', () => {
    expect(preview).toMatchObject({
      fileName: 'extracto.csv',
      encoding: 'utf-8',
      delimiter: ',',
      lineCount: 29,
      mapping: BCP_MAPPING,
      mappingRemembered: false,
    });
    expect(preview.headers).toContain('Descripción operación');
    expect(preview.sample).toHaveLength(10);
    expect(preview.sample[0]![0]).toBe('31/03/2025');
  });

  it('reports each planted difference exactly', () => {
    expect(detail).toMatchObject({
      periodFrom: '2025-03-01',
      periodTo: '2025-03-31',
      lineCount: 29,
      matchedCount: 27,
      bankOnlyCount: 2,
      ledgerOnlyCount: 2,
      windowDays: 3,
      fileName: 'extracto.csv',
    });
    expect(detail.bankOnly).toEqual(
      [
        {
          line: lineOf(null, '-15.50'),
          date: '2025-03-31',
          description: 'COMISION MANTENIMIENTO',
          operationNumber: null,
          amount: '-15.50',
        },
        {
          line: lineOf('8800001', '450.00'),
          date: '2025-03-20',
          description: 'DEPOSITO EFECTIVO',
          operationNumber: '8800001',
          amount: '450.00',
        },
      ].sort((a, b) => a.line - b.line),
    );
    expect(detail.ledgerOnly.map((row) => row.id).sort()).toEqual(
      [planted.ledgerOnly, planted.outsideWindow].sort(),
    );
    const pairOf = (entryId: number) => detail.matched.find((pair) => pair.entry.id === entryId);
    expect(pairOf(planted.otherOperation)).toMatchObject({
      by: 'amount_and_date',
      line: { operationNumber: '9990001', amount: '-321.00', date: '2025-03-12' },
    });
    expect(pairOf(planted.leadingZeros)).toMatchObject({
      by: 'operation',
      line: { operationNumber: '000123456' },
    });
    expect(pairOf(planted.nextMonth)).toMatchObject({ by: 'operation', entry: { operatedOn: '2025-04-01' } });
    for (const pair of detail.matched) {
      const signed = pair.entry.direction === 'ingreso' ? pair.entry.amount : `-${pair.entry.amount}`;
      expect(centsOf(signed)).toBe(centsOf(pair.line.amount));
      expect(pair.entry.account.id).toBe(account.bcp);
    }
    expect(detail.matched.filter((pair) => pair.by === 'operation')).toHaveLength(26);
  });

  it('explains the difference line by line, with the nets recomputed independently', async () => {
    expect(detail.statementNet).toBe(sumOf(lines.map((line) => line.amount)));
    // The ledger's net: the account's rows of the period plus the row paired outside it.
    const [ledger] = await t.ctx.db
      .select({
        net: sql<string>`sum(case when ${ledgerEntries.direction} = 'ingreso' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end)::text`,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.cambixAccountId, account.bcp),
          sql`(${ledgerEntries.operatedOn} between '2025-03-01' and '2025-03-31' or ${ledgerEntries.id} = ${planted.nextMonth})`,
        ),
      );
    expect(detail.ledgerNet).toBe(formatMoney(centsOf(ledger!.net)));
    // (-15.50 + 450.00) bank-only minus (777.77 + 450.00) ledger-only.
    expect(detail.difference).toBe('-793.27');
    const explained =
      centsOf(sumOf(detail.bankOnly.map((line) => line.amount))) -
      centsOf(
        sumOf(detail.ledgerOnly.map((row) => (row.direction === 'ingreso' ? row.amount : `-${row.amount}`))),
      );
    expect(centsOf(detail.statementNet) - centsOf(detail.ledgerNet)).toBe(explained);
  });

  it('never changes a ledger row', async () => {
    expect(await ledgerSnapshot()).toBe(before);
  });

  it('saves who ran it, audits it and remembers the mapping for the bank', async () => {
    expect(detail.createdBy.id).toBe(adminId);
    expect(detail.account).toMatchObject({ id: account.bcp, currency: 'PEN' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.reconciliation'), eq(auditLog.targetId, String(detail.id))));
    expect(audit).toMatchObject({ actorId: adminId, targetType: 'reconciliation' });
    expect(audit!.after).toMatchObject({ accountId: account.bcp, matchedCount: 27, difference: '-793.27' });
    const [stored] = await t.ctx.db
      .select()
      .from(statementMappings)
      .where(eq(statementMappings.bankId, bcpBankId));
    expect(stored).toMatchObject({ mapping: runMapping, updatedBy: adminId });
  });

  it('offers the remembered mapping on the next preview of any account of the bank', async () => {
    const next = await previewOf(
      account.bcpPayout,
      bcpStatement(lines.slice(0, 3), { bom: true, titleLines: true }),
    );
    expect(next).toMatchObject({
      mapping: runMapping,
      mappingRemembered: true,
      lineCount: 3,
      encoding: 'utf-8',
    });
    expect(next.headers[0]).toBe('Fecha');
    // A file without the remembered columns gets a guess instead.
    const other = await previewOf(account.bcp, latin1Statement(lines.slice(0, 3)));
    expect(other).toMatchObject({
      mappingRemembered: false,
      mapping: { amountMode: 'split', creditColumn: 'Depósito' },
    });
  });

  it('lists the reconciliations and shows one as it was run', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/admin/finance/reconciliations?accountId=${account.bcp}`,
      headers: admin,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const summaries = body<ReconciliationSummary[]>(listed).data;
    expect(summaries.map((summary) => summary.id)).toContain(detail.id);
    expect(summaries.every((summary) => summary.account.id === account.bcp)).toBe(true);
    const {
      matched: _matched,
      bankOnly: _bankOnly,
      ledgerOnly: _ledgerOnly,
      paymentMatches: _paymentMatches,
      ...summary
    } = detail;
    expect(summaries.find((entry) => entry.id === detail.id)).toEqual(summary);

    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/finance/reconciliations/${detail.id}`,
      headers: admin,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(body<ReconciliationDetail>(shown).data).toEqual(detail);

    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/finance/reconciliations/999999',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).code).toBe('RECONCILIATION_NOT_FOUND');
  });
});

describe('a Latin-1 statement from Excel: semicolons, a decimal comma, debit and credit columns', () => {
  it('is read, previewed and matched', async () => {
    const lines: SampleLine[] = [
      { date: '2025-05-02', description: 'Depósito en efectivo', operation: '0041', amount: '12345.67' },
      { date: '2025-05-03', description: 'Pago a proveedor', operation: '0042', amount: '-2500.00' },
      { date: '2025-05-06', description: 'Transferencia recibida', operation: '0043', amount: '980.10' },
    ];
    for (const line of lines)
      await record(account.bbva, line.amount, line.date, line.operation!.replace(/^0+/, ''));
    const file = latin1Statement(lines);
    const preview = await previewOf(account.bbva, file);
    expect(preview).toMatchObject({
      encoding: 'latin1',
      delimiter: ';',
      headers: ['Fecha', 'Descripción', 'N° Operación', 'Cargo', 'Depósito'],
      mappingRemembered: false,
      mapping: { amountMode: 'split', debitColumn: 'Cargo', creditColumn: 'Depósito', decimalSeparator: ',' },
    });
    expect(preview.sample[0]).toEqual(['02/05/2025', 'Depósito en efectivo', '0041', '', '12.345,67']);
    const detail = await reconciled(account.bbva, file, preview.mapping!);
    expect(detail).toMatchObject({
      matchedCount: 3,
      bankOnlyCount: 0,
      ledgerOnlyCount: 0,
      difference: '0.00',
    });
    expect(detail.statementNet).toBe('10825.77');
    expect(detail.matched[0]!.line.description).toBe('Depósito en efectivo');
  });
});

describe('a statement that cannot be reconciled saves nothing', () => {
  const ten: SampleLine[] = Array.from({ length: 10 }, (_, index) => ({
    date: `2025-06-${String(index + 1).padStart(2, '0')}`,
    description: `MOV ${index}`,
    operation: String(index + 1),
    amount: `${index + 1}0.00`,
  }));

  async function refused(options: Parameters<typeof sendStatement>[2], status: number, code: string) {
    const state = await savedState();
    const response = await sendStatement(t, admin, options);
    expect(response.statusCode, response.body).toBe(status);
    const envelope = body<{
      fields?: Record<string, string>;
      lines?: { line: number; problem: string }[];
      invalidLineCount?: number;
    }>(response);
    expect(envelope.code).toBe(code);
    expect(await savedState()).toEqual(state);
    return envelope.data;
  }

  it('a bad date on line 7 refuses the whole file, naming the line', async () => {
    const lines = ten.map((line, index) => (index === 5 ? { ...line, date: '2025-02-31' } : line));
    const data = await refused(
      { accountId: account.bcp, file: bcpStatement(lines), mapping: BCP_MAPPING },
      422,
      'STATEMENT_LINES_INVALID',
    );
    expect(data.lines).toEqual([{ line: 7, problem: 'Fecha «31/02/2025» no es DD/MM/YYYY' }]);
    expect(data.invalidLineCount).toBe(1);
    expect(data.fields).toEqual({ 'line.7': 'Fecha «31/02/2025» no es DD/MM/YYYY' });
  });

  it('names at most 20 bad lines and counts them all', async () => {
    const many = `Fecha,Descripción operación,Operación - Número,Monto\n${'01/06/2025,PAGO,1,abc\n'.repeat(25)}`;
    const data = await refused(
      { accountId: account.bcp, file: Buffer.from(many), mapping: BCP_MAPPING },
      422,
      'STATEMENT_LINES_INVALID',
    );
    expect(data.lines).toHaveLength(20);
    expect(data.lines![0]).toEqual({ line: 2, problem: 'Monto «abc» no es un importe' });
    expect(data.lines![19]!.line).toBe(21);
    expect(data.invalidLineCount).toBe(25);
  });

  it('refuses columns the file does not have', async () => {
    const data = await refused(
      {
        accountId: account.bcp,
        file: bcpStatement(ten),
        mapping: { ...BCP_MAPPING, operationColumn: 'Nro. operación' },
      },
      422,
      'STATEMENT_COLUMNS_UNKNOWN',
    );
    expect(data.fields).toEqual({
      'mapping.operationColumn': 'El archivo no tiene la columna «Nro. operación».',
    });
  });

  it('refuses a spreadsheet or an image, in the preview and in the run', async () => {
    const xlsx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
      Buffer.from('[Content_Types].xml'),
    ]);
    await refused(
      { accountId: account.bcp, file: xlsx, fileName: 'extracto.xlsx' },
      422,
      'STATEMENT_UNREADABLE',
    );
    await refused({ accountId: account.bcp, file: xlsx, mapping: BCP_MAPPING }, 422, 'STATEMENT_UNREADABLE');
    await refused(
      { accountId: account.bcp, file: await photo(), mapping: BCP_MAPPING },
      422,
      'STATEMENT_UNREADABLE',
    );
  });

  it('refuses a missing file, a missing or broken mapping and an unknown account', async () => {
    await refused({ accountId: account.bcp, mapping: BCP_MAPPING }, 400, 'UPLOAD_MISSING');
    const broken = await refused(
      { accountId: account.bcp, file: bcpStatement(ten), mapping: 'no es json' },
      400,
      'VALIDATION_FAILED',
    );
    expect(broken.fields).toEqual({ mapping: 'Elige las columnas.' });
    const incomplete = await refused(
      { accountId: account.bcp, file: bcpStatement(ten), mapping: { ...BCP_MAPPING, amountColumn: null } },
      400,
      'VALIDATION_FAILED',
    );
    expect(incomplete.fields).toEqual({ 'mapping.amountColumn': 'Elige la columna del monto.' });
    await refused(
      { accountId: 99_999, file: bcpStatement(ten), mapping: BCP_MAPPING },
      404,
      'CAMBIX_ACCOUNT_NOT_FOUND',
    );
    await refused(
      { accountId: account.bcp, file: Buffer.from('Fecha,Descripción operación,Monto\r\n') },
      422,
      'STATEMENT_EMPTY',
    );
  });

  it('answers a Colaborador without the Balance module with 403', async () => {
    const viewer = await signedInColaborador(t, [{ module: 'balance', canView: true, canEdit: false }]);
    const response = await sendStatement(t, viewer.headers, {
      accountId: account.bcp,
      file: bcpStatement(ten),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('50,000 lines', () => {
  it('preview and run in a few seconds, matching every line', async () => {
    const total = 50_000;
    const rows: (typeof ledgerEntries.$inferInsert)[] = [];
    const lines: SampleLine[] = [];
    let balance = 0n;
    for (let index = 0; index < total; index++) {
      const date = new Date(Date.UTC(2024, 0, 1 + (index % 90))).toISOString().slice(0, 10);
      const cents = 1_000n + BigInt((index * 7_919) % 500_000);
      const out = index % 4 === 1;
      balance += out ? -cents : cents;
      // Half carry an operation number on both sides; the other half pair by amount and date.
      const operation = index % 2 === 0 ? `9${index}` : null;
      rows.push({
        cambixAccountId: account.bcpPayout,
        direction: out ? 'egreso' : 'ingreso',
        amount: formatMoney(cents),
        kind: 'manual',
        balanceAfter: formatMoney(balance),
        operatedOn: date,
        operationNumber: operation,
        concept: 'Prueba',
        actorId: adminId,
        createdAt: t.clock.now(),
      });
      lines.push({ date, description: `MOV ${index}`, operation, amount: formatMoney(out ? -cents : cents) });
    }
    for (let start = 0; start < total; start += 5_000) {
      await t.ctx.db.insert(ledgerEntries).values(rows.slice(start, start + 5_000));
    }
    const file = bcpStatement(lines);
    const preview = await previewOf(account.bcpPayout, file);
    expect(preview.lineCount).toBe(total);
    const detail = await reconciled(account.bcpPayout, file, BCP_MAPPING);
    expect(detail).toMatchObject({
      lineCount: total,
      matchedCount: total,
      bankOnlyCount: 0,
      ledgerOnlyCount: 0,
      difference: '0.00',
      statementNet: formatMoney(balance),
    });
    // The detail answers the first 1,000 pairs; the counts cover them all.
    expect(detail.matched).toHaveLength(1_000);
  }, 300_000);
});
