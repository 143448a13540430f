import { type RegisterPage, type RegisterRow } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import {
  divisasTerms,
  finishOrder,
  publishMiddleBoard,
  registerRowsOfOrder,
} from '../../../test/support/compliance-register.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';
import { auditLog } from '../../platform/db/schema/index.ts';
import { REGISTER_COLUMNS } from './register-layout.ts';

let t: TestApp;
let admin: { authorization: string };
let adminId: number;
let orderCode: string;
let orderId: number;
let documentNumber: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
  await publishMiddleBoard(t);
  const person = await insertCustomer(t.ctx, {
    accountStatus: 'ACTIVO',
    ocupacion: 'Comerciante',
    documentNumber: '01234567',
  });
  documentNumber = person.documentNumber;
  const order = await finishOrder(t, person.id, '2026-06-30T20:00:00Z', divisasTerms('5000.00'));
  orderCode = order.code;
  orderId = order.id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const list = (headers: Headers, month: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/compliance/register?month=${month}`, headers });
const exportOf = (headers: Headers, month: string, format: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/compliance/register/export?month=${month}&format=${format}`,
    headers,
  });
const correct = (headers: Headers, rowId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/compliance/register/${rowId}/corrections`,
    headers,
    payload,
  });

const lastAudit = async (action: string) =>
  (
    await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('GET /api/admin/compliance/register', () => {
  it('lists the month’s rows with their parties, and audits who read which month', async () => {
    const response = await list(admin, '2026-06');
    expect(response.statusCode).toBe(200);
    const page = body<RegisterPage>(response).data;
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      orderCode,
      type: 'compra',
      usdEquivalent: '5000.00',
      ordenante: { documentNumber, occupation: 'Comerciante' },
    });
    expect(await lastAudit('compliance.register.read')).toMatchObject({
      actorId: adminId,
      targetId: '2026-06',
      after: { rows: 1 },
    });
    expect(body<RegisterPage>(await list(admin, '2026-07')).data.rows).toEqual([]);
  });

  it('refuses a malformed month', async () => {
    expect((await list(admin, '2026-13')).statusCode).toBe(400);
  });

  it('answers only module cumplimiento: view reads, edit corrects', async () => {
    const other = await signedInColaborador(t, [{ module: 'ordenes', canView: true, canEdit: true }]);
    expect(body(await list(other.headers, '2026-06')).code).toBe('FORBIDDEN_MODULE');
    expect(body(await list(await t.authAs('cliente'), '2026-06')).code).toBe('FORBIDDEN_ROLE');
    expect(body(await list(await t.authAs('externo'), '2026-06')).code).toBe('FORBIDDEN_ROLE');
    const viewer = await signedInColaborador(t, [{ module: 'cumplimiento', canView: true, canEdit: false }]);
    expect((await list(viewer.headers, '2026-06')).statusCode).toBe(200);
    const [row] = await registerRowsOfOrder(t, orderId);
    const refused = await correct(viewer.headers, row!.id, {});
    expect(refused.statusCode).toBe(403);
  });
});

describe('the exports of a month', () => {
  it('CSV: the header of the layout and one line per row in force', async () => {
    const response = await exportOf(admin, '2026-06', 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const [header, ...lines] = readCsvExport(response.body);
    expect(header).toEqual(REGISTER_COLUMNS.map((column) => column.title));
    expect(lines).toHaveLength(1);
    const field = (title: string) => lines[0]![header!.indexOf(title)];
    expect(field('Orden')).toBe(orderCode);
    expect(field('Fecha y hora (Lima)')).toBe('30/06/2026 15:00');
    expect(field('Equivalente US$')).toBe('5000.00');
    // The document as the plain field it is, leading zero and all (decision 176).
    expect(documentNumber).toBe('01234567');
    expect(field('Ordenante nro. doc.')).toBe('01234567');
    expect(field('Ejecutante nro. doc.')).toBe('01234567');
    expect(await lastAudit('compliance.register.export')).toMatchObject({
      actorId: adminId,
      targetId: '2026-06',
      after: { format: 'csv', rows: 1 },
    });
  });

  it('Excel: the same columns, the moment as a Lima date-time, amounts as numbers, documents as text', async () => {
    const response = await exportOf(admin, '2026-06', 'xlsx');
    expect(response.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const titles = REGISTER_COLUMNS.map((column) => column.title);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(titles);
    expect(sheet.rowCount).toBe(2);
    const cell = (title: string) => sheet.getRow(2).getCell(titles.indexOf(title) + 1);
    // 20:00 UTC is 15:00 in Lima, which is what the cell holds and shows.
    const moment = cell('Fecha y hora (Lima)');
    expect(moment.type).toBe(ExcelJS.ValueType.Date);
    expect(moment.value).toEqual(new Date(Date.UTC(2026, 5, 30, 15, 0)));
    expect(moment.numFmt).toBe('dd/mm/yyyy hh:mm');
    for (const title of ['Monto enviado', 'Monto recibido', 'Equivalente US$']) {
      expect(cell(title).type).toBe(ExcelJS.ValueType.Number);
      expect(cell(title).value).toBe(5000);
      expect(cell(title).numFmt).toBe('#,##0.00');
    }
    const rate = cell('Tipo de cambio');
    expect([rate.type, rate.value, rate.numFmt]).toEqual([ExcelJS.ValueType.Number, 3.7, '0.0000']);
    for (const title of ['Ejecutante nro. doc.', 'Ordenante nro. doc.']) {
      expect(cell(title).type).toBe(ExcelJS.ValueType.String);
      expect(cell(title).value).toBe('01234567');
    }
    expect(cell('Orden').value).toBe(orderCode);
    // Every other column is the CSV's text: nothing else turned into a number or a date.
    const csv = readCsvExport((await exportOf(admin, '2026-06', 'csv')).body)[1]!;
    titles.forEach((title, index) => {
      const typed = [
        'Fecha y hora (Lima)',
        'Monto enviado',
        'Monto recibido',
        'Tipo de cambio',
        'Equivalente US$',
      ];
      if (typed.includes(title)) return;
      const value = cell(title).value;
      expect([title, value ?? '']).toEqual([title, csv[index]]);
    });
  });

  it('fixed width: every column at its width, in the layout’s order', async () => {
    const response = await exportOf(admin, '2026-06', 'txt');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    const width = REGISTER_COLUMNS.reduce((sum, column) => sum + column.width, 0);
    expect(line).toHaveLength(width);
    const field = (title: string) => {
      const index = REGISTER_COLUMNS.findIndex((column) => column.title === title);
      const start = REGISTER_COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0);
      return line.slice(start, start + REGISTER_COLUMNS[index]!.width);
    };
    expect(field('Orden')).toBe(orderCode.padEnd(10));
    expect(field('Equivalente US$')).toBe('5000.00'.padStart(15));
    expect(field('Tipo')).toBe('Compra'.padEnd(16));
    expect(field('Ordenante nro. doc.')).toBe(documentNumber.padEnd(15));
    expect(field('Ordenante nombres').trim()).toBe('Cliente De Prueba Numero');
  });
});

describe('POST /api/admin/compliance/register/:rowId/corrections', () => {
  it('adds a row pointing to the one it corrects, with who and why; the old row stays', async () => {
    const [original] = await registerRowsOfOrder(t, orderId);
    const values = {
      documentType: 'DNI',
      documentNumber,
      names: 'Cliente Corregido',
      nationality: 'Peruana',
      occupation: 'Comerciante',
      address: 'Av. Grau 100',
      isPep: false,
    };
    const response = await correct(admin, original!.id, {
      party: 'beneficiario',
      values,
      reason: 'El titular de la cuenta destino estaba mal escrito.',
    });
    expect(response.statusCode).toBe(200);
    const created = body<RegisterRow>(response).data;
    expect(created).toMatchObject({
      correctsId: original!.id,
      correctionReason: 'El titular de la cuenta destino estaba mal escrito.',
      correctedByName: 'Carla Mendoza',
      beneficiario: values,
    });
    const rows = await registerRowsOfOrder(t, orderId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(original);
    expect(rows[1]).toMatchObject({ correctsId: original!.id, correctedBy: adminId });
    expect(await lastAudit('compliance.register.correct')).toMatchObject({
      actorId: adminId,
      targetType: 'compliance_register',
      targetId: String(original!.id),
      before: original!.snapshot.beneficiario,
      after: { party: 'beneficiario', values, rowId: created.id },
      note: 'El titular de la cuenta destino estaba mal escrito.',
    });

    const page = body<RegisterPage>(await list(admin, '2026-06')).data;
    expect(page.rows.map((row) => [row.id, row.correctedById])).toEqual([
      [original!.id, created.id],
      [created.id, null],
    ]);
    const csv = (await exportOf(admin, '2026-06', 'csv')).body.trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('Cliente Corregido');

    const again = await correct(admin, original!.id, { party: 'ordenante', values, reason: 'Otra vez.' });
    expect(again.statusCode).toBe(409);
    expect(body(again).code).toBe('REGISTER_ROW_ALREADY_CORRECTED');
    const missing = await correct(admin, 999_999, { party: 'ordenante', values, reason: 'No existe.' });
    expect(body(missing).code).toBe('REGISTER_ROW_NOT_FOUND');
  });
});
