import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertColaborador, insertCustomer } from '../../../test/support/admin-customers.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  await insertCustomer(t.ctx, {
    nombres: 'José Ñuflo',
    apellidoPaterno: 'Álvarez',
    apellidoMaterno: 'Peña; "Pepe"',
    documentNumber: '01234567',
    email: 'jose.csv@correo.pe',
    celular: '987654320',
    accountStatus: 'ACTIVO',
    commissionPercent: '4.00',
    isPremium: true,
    createdAt: new Date('2026-11-02T03:15:00Z'),
  });
  await insertCustomer(t.ctx, {
    nombres: '=HYPERLINK("http://x")',
    apellidoPaterno: 'Csvtest',
    documentNumber: '00004242',
    email: '=cmd@x.pe',
    accountStatus: 'POR_VALIDAR',
    createdAt: new Date('2026-11-03T15:00:00Z'),
  });
  await insertCustomer(t.ctx, {
    nombres: 'Fuera',
    apellidoPaterno: 'Del Filtro',
    email: 'fuera.csv@correo.pe',
    accountStatus: 'BLOQUEADO',
  });
});
afterAll(() => t.close());

async function exportCsv(query: string, headers = admin) {
  return t.app.inject({ method: 'GET', url: `/api/admin/users/export?${query}`, headers });
}

describe('GET /api/admin/users/export', () => {
  it('downloads the filtered set as a CSV Excel opens with accents: BOM, semicolons, Lima dates', async () => {
    const response = await exportCsv('q=csv&status=ACTIVO');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The test clock is 21 November 2026, 10:00 in Lima.
    expect(response.headers['content-disposition']).toBe('attachment; filename="clientes-2026-11-21.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = readCsvExport(response.body);
    expect(header).toEqual([
      'ID',
      'Nombres',
      'Apellido paterno',
      'Apellido materno',
      'Tipo de documento',
      'Número de documento',
      'Correo',
      'Celular',
      'Estado',
      'Validación',
      'Comisión (%)',
      'Premium',
      'Especial',
      'Fecha de registro',
    ]);
    expect(rows).toHaveLength(1);
    // The document is the plain field 01234567, leading zero and all (decision 176).
    expect(rows[0]!.slice(1)).toEqual([
      'José Ñuflo',
      'Álvarez',
      'Peña; "Pepe"',
      'DNI',
      '01234567',
      'jose.csv@correo.pe',
      '987654320',
      'Activo',
      'Completa',
      '4.00',
      'Sí',
      'No',
      '01/11/2026 22:15',
    ]);
    // On the wire: quoted only where the separator or quotes need it; no formula anywhere.
    expect(response.body.split('\r\n')[1]).toContain(';"Peña; ""Pepe""";DNI;01234567;jose.csv@correo.pe;');
  });

  it('follows the filters and the order of the list', async () => {
    const response = await exportCsv('q=csv&sort=registeredAt&order=asc');
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('José Ñuflo');
    expect(rows[1]).toContain('Por validar');
    expect(rows.at(-1)).toContain('Bloqueado');
  });

  it('neutralises text that a spreadsheet would run as a formula, and only that', async () => {
    const response = await exportCsv('q=csvtest');
    const rows = readCsvExport(response.body).slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 7)).toEqual([
      `'=HYPERLINK("http://x")`,
      'Csvtest',
      expect.any(String),
      'DNI',
      '00004242',
      "'=cmd@x.pe",
    ]);
  });

  it('answers refusals as the JSON envelope, never as a file', async () => {
    const invalid = await exportCsv('status=CUALQUIERA');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-type']).toContain('application/json');
    expect(body(invalid)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

    const colaborador = await insertColaborador(t.ctx);
    const token = body<{ token: string }>(await t.login(colaborador.documentNumber)).data.token;
    const refused = await exportCsv('', { authorization: `Bearer ${token}` });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ success: false, code: 'FORBIDDEN_MODULE' });
    expect(refused.headers['content-disposition']).toBeUndefined();

    // View permission is enough to export what the list shows.
    expect((await exportCsv('', await t.authAs('colaborador'))).statusCode).toBe(200);
  });
});
