import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { settings } from '../../platform/db/schema/index.ts';
import { forgetSettings } from '../settings/index.ts';
import { FIRST_PAGE_ROWS, NEXT_PAGE_ROWS } from './summary-pdf.ts';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const download = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/finance/summary/pdf?${new URLSearchParams(query).toString()}`,
    headers: admin,
  });

/** The strings the PDF shows (Tj), its octal escapes read as WinAnsi. */
function shownTexts(pdf: Buffer): string[] {
  const high: Record<number, string> = { 0x96: '–', 0x97: '—', 0x85: '…' };
  return [...pdf.toString('latin1').matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    match[1]!.replace(/\\([0-7]{3}|[()\\])/g, (_, escaped: string) => {
      if (!/^[0-7]{3}$/.test(escaped)) return escaped;
      const byte = Number.parseInt(escaped, 8);
      return high[byte] ?? String.fromCharCode(byte);
    }),
  );
}

async function saveCompany(value: { name: string; ruc: string; address: string }) {
  await t.ctx.db
    .insert(settings)
    .values({ key: 'company', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  await forgetSettings(t.ctx, 'company');
}

describe('GET /api/admin/finance/summary/pdf', () => {
  it('answers an A4 PDF named for the period, headed by the company', async () => {
    await saveCompany({ name: 'Cambix Perú S.A.C.', ruc: '', address: 'Av. José Larco 101, Miraflores' });
    const response = await download({ from: '2026-11', to: '2026-11', channel: 'link' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="resumen-2026-11-2026-11.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf.toString('latin1'))![1]);
    const offsets = [
      ...pdf
        .subarray(xref)
        .toString('latin1')
        .matchAll(/^(\d{10}) 00000 n \n/gm),
    ];
    offsets.forEach((match, index) => {
      const offset = Number(match[1]);
      expect(pdf.subarray(offset, offset + 12).toString('latin1')).toMatch(new RegExp(`^${index + 1} 0 obj`));
    });
    const texts = shownTexts(pdf);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Cambix Perú S.A.C.',
        'RUC no registrado',
        'Av. José Larco 101, Miraflores',
        'Resumen financiero',
        'Periodo: Noviembre 2026 – Noviembre 2026',
        'Generado el 21/11/2026 10:00',
        'Filtros: Canal: Link',
        'Noviembre 2026',
        'Total del periodo',
        'Periodo anterior',
        'Variación',
        'Página 1 de 1',
      ]),
    );
    // With a channel, manual figures and balances are not shown.
    expect(texts).toContain('—');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');
  });

  it('pages a long range, repeating the table header, with "Página N de M"', async () => {
    await saveCompany({ name: 'Cambix S.A.C.', ruc: '20601234565', address: '' });
    const response = await download({ from: '2024-12', to: '2026-11' });
    expect(response.statusCode).toBe(200);
    // 24 months, the totals, the previous period and the change.
    const rows = 24 + 3;
    const pages = rows <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((rows - FIRST_PAGE_ROWS) / NEXT_PAGE_ROWS);
    expect(pages).toBe(2);
    const pdf = response.rawPayload;
    expect(pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)).toHaveLength(pages);
    const texts = shownTexts(pdf);
    expect(texts).toEqual(expect.arrayContaining(['RUC 20601234565', 'Página 1 de 2', 'Página 2 de 2']));
    expect(texts.filter((text) => text === 'Mes')).toHaveLength(pages);
    expect(texts.filter((text) => /^(Enero|Diciembre) 20\d\d$/.test(text))).toHaveLength(4);
  });

  it('refuses a range of more than 24 months like the summary', async () => {
    const response = await download({ from: '2024-01', to: '2026-01' });
    expect(response.statusCode).toBe(400);
  });
});
