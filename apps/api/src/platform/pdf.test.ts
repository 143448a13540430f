import { describe, expect, it } from 'vitest';
import { pdfObjects, pdfPages } from '../../test/support/pdf-text.ts';
import { A4_LANDSCAPE, A4_PORTRAIT, PdfDocument } from './pdf.ts';

const SPANISH = '¿Año? ¡Sí! á é í ó ú ü Ñ – S/ 1,234.50 · US$ 99.00 (nota) \\ fi';

describe('PdfDocument', () => {
  it('writes one page per page added, of the size asked, titled', async () => {
    const document = new PdfDocument(A4_LANDSCAPE, 'Resumen financiero · Año');
    for (let index = 0; index < 3; index += 1) {
      const page = document.addPage();
      page.text(`Página ${index + 1}`, 40, 40, { font: 'bold', size: 12 });
      page.line(40, 50, 200, 50);
      page.fillRect(40, 60, 100, 10, 0.9);
    }
    const pdf = await document.toBuffer();
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const pages = pdfPages(pdf);
    expect(pages.map((page) => page.map((run) => run.text))).toEqual([
      ['Página 1'],
      ['Página 2'],
      ['Página 3'],
    ]);
    const dicts = [...pdfObjects(pdf).values()].map((object) => object.dict);
    expect(dicts.filter((dict) => /\/Type \/Page\b(?!s)/.test(dict))).toHaveLength(3);
    expect(
      dicts.some((dict) => dict.includes(`/MediaBox [0 0 ${A4_LANDSCAPE.width} ${A4_LANDSCAPE.height}]`)),
    ).toBe(true);
    // The title is a UTF-16 text string: a byte-order mark, then the title.
    const title = Buffer.from(`\ufeffResumen financiero · Año`, 'utf16le').swap16().toString('latin1');
    expect(pdf.toString('latin1')).toContain(title);
  });

  it('embeds its two fonts, so the page looks the same in every viewer', async () => {
    const document = new PdfDocument(A4_PORTRAIT);
    const page = document.addPage();
    page.text('Regular ñ', 10, 20);
    page.text('Negrita ñ', 10, 40, { font: 'bold' });
    const byNumber = pdfObjects(await document.toBuffer());
    const objects = [...byNumber.values()];
    const descriptors = objects.filter((object) => object.dict.includes('/Type /FontDescriptor'));
    expect(descriptors.map((object) => /\/FontName \/[A-Z]{6}\+(\S+)/.exec(object.dict)?.[1]).sort()).toEqual(
      ['DejaVuSansCondensed', 'DejaVuSansCondensed-Bold'],
    );
    for (const descriptor of descriptors) {
      const file = Number(/\/FontFile2 (\d+) 0 R/.exec(descriptor.dict)![1]);
      const program = byNumber.get(file)!.stream!;
      // A TrueType program (tagged 'true', with outlines in 'glyf'), subset to the glyphs used: far smaller
      // than the font's file.
      expect(program.subarray(0, 4).toString('latin1')).toBe('true');
      expect(program.subarray(12, 12 + 16 * program.readUInt16BE(4)).toString('latin1')).toContain('glyf');
      expect(program.length).toBeLessThan(60_000);
    }
    expect(objects.some((object) => /\/BaseFont \/Helvetica/.test(object.dict))).toBe(false);
  });

  it('prints Spanish as written, and it copies out as written', async () => {
    const document = new PdfDocument(A4_PORTRAIT);
    document.addPage().text(SPANISH, 10, 10);
    const [run] = pdfPages(await document.toBuffer())[0]!;
    expect(run?.text).toBe(SPANISH);
    expect(run?.font).toBe('DejaVuSansCondensed');
  });

  it('puts text at its baseline, on the left, right or middle of x, in its size and font', async () => {
    const document = new PdfDocument(A4_PORTRAIT);
    const page = document.addPage();
    page.text('1,234.50', 500, 100, { align: 'right' });
    page.text('Importe total', 300, 120, { align: 'center', font: 'bold', size: 14 });
    page.text('Cliente', 48, 140, { size: 9 });
    const [right, center, left] = pdfPages(await document.toBuffer())[0]!;
    expect(right!.x + right!.width).toBeCloseTo(500, 3);
    expect(right).toMatchObject({ y: 100, size: 10, font: 'DejaVuSansCondensed' });
    expect(center!.x + center!.width / 2).toBeCloseTo(300, 3);
    expect(center).toMatchObject({ y: 120, size: 14, font: 'DejaVuSansCondensed-Bold' });
    expect(left).toMatchObject({ x: 48, y: 140, size: 9 });
    // Digits share one width, so amounts right-aligned line up digit under digit.
    expect(right!.width).toBeGreaterThan(30);
  });

  it('cuts a text longer than its room with an ellipsis, and leaves a short one whole', async () => {
    const long = 'Cambix Servicios Financieros Sociedad Anónima Cerrada '.repeat(4).trim();
    const document = new PdfDocument(A4_PORTRAIT);
    const page = document.addPage();
    page.text(long, 40, 40, { font: 'bold', size: 14, maxWidth: 300 });
    page.text('Corto', 40, 60, { font: 'bold', size: 14, maxWidth: 300 });
    page.text(long, 40, 80, { size: 8 });
    const [cut, short, whole] = pdfPages(await document.toBuffer())[0]!;
    expect(cut!.text.endsWith('…')).toBe(true);
    expect(long.startsWith(cut!.text.slice(0, -1))).toBe(true);
    expect(cut!.width).toBeLessThanOrEqual(300);
    // Cut near its room, not far short of it.
    expect(cut!.width).toBeGreaterThan(280);
    expect(short!.text).toBe('Corto');
    expect(whole!.text).toBe(long);
  });
});
