import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { crowdedRuns, pdfPages, pdfTexts } from '../../../test/support/pdf-text.ts';
import { settings } from '../../platform/db/schema/index.ts';
import { forgetSettings } from '../settings/index.ts';
import type { FinanceSummary, SummaryFigures } from '@cambix/contract';
import { FIRST_PAGE_ROWS, NEXT_PAGE_ROWS, summaryPdf } from './summary-pdf.ts';

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
    const texts = pdfTexts(pdf);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Cambix Perú S.A.C.',
        'RUC no registrado',
        'Av. José Larco 101, Miraflores',
        'Resumen financiero',
        'Periodo: Noviembre 2026 – Noviembre 2026',
        'Generado el 21/11/2026 10:00',
        'Filtros: Canal: Link',
        // 21 November at 10:00: October up to the same point.
        'Comparado con el 1 al 21 de octubre de 2026, hasta las 10:00.',
        'Noviembre 2026',
        'Total del periodo',
        'Periodo anterior',
        'Variación',
        'Página 1 de 1',
      ]),
    );
    // With a channel, manual figures and balances are not shown.
    expect(texts).toContain('—');
    expect(pdfPages(pdf)).toHaveLength(1);
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
    expect(pdfPages(pdf)).toHaveLength(pages);
    const texts = pdfTexts(pdf);
    expect(texts).toEqual(expect.arrayContaining(['RUC 20601234565', 'Página 1 de 2', 'Página 2 de 2']));
    expect(texts.filter((text) => text === 'Mes')).toHaveLength(pages);
    expect(texts.filter((text) => /^(Enero|Diciembre) 20\d\d$/.test(text))).toHaveLength(4);
  });

  it('refuses a range of more than 24 months like the summary', async () => {
    const response = await download({ from: '2024-01', to: '2026-01' });
    expect(response.statusCode).toBe(400);
  });
});

describe('summaryPdf', () => {
  it('fits figures of tens of millions, in bold too, each in its column', async () => {
    const figures: SummaryFigures = {
      ordersFinished: 12345,
      divisasOrders: 321,
      amountReceived: '-99999999.99',
      amountPaidOut: '-99999999.99',
      usdReceived: '98765.43',
      usdPaidOut: '98000.00',
      commissions: '-99999999.99',
      exchangeSpread: '-99999999.99',
      couponDiscounts: '-99999999.99',
      pointsDiscounts: '-99999999.99',
      partnerShares: '-99999999.99',
      manualIngresos: '-99999999.99',
      manualEgresos: '-99999999.99',
      closingBalance: '-99999999.99',
    };
    const company = { name: 'Cambix Perú S.A.C.', ruc: '20601234565', address: '' };
    const summary: FinanceSummary = {
      from: '2026-09',
      to: '2026-11',
      months: ['2026-09', '2026-10', '2026-11'].map((month) => ({ month, ...figures })),
      totals: figures,
      previous: { from: '2026-06', to: '2026-08', cut: null, totals: figures },
      byBank: [],
      byChannel: [],
      days: [],
      company,
      generatedAt: '2026-11-21T15:00:00.000Z',
    };
    const [page] = pdfPages(await summaryPdf(summary, 'Sin filtros (todos los bancos y canales)'));
    const total = page!.filter((run) => run.y === page!.find((each) => each.text === 'Total del periodo')!.y);
    expect(total.map((run) => run.text)).toEqual([
      'Total del periodo',
      '12345',
      ...Array(10).fill('-99,999,999.99'),
    ]);
    expect(total.every((run) => run.font === 'DejaVuSansCondensed-Bold')).toBe(true);
    expect(crowdedRuns(page!, 3)).toEqual([]);
  });
});
