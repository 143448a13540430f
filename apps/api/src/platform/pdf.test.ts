import { describe, expect, it } from 'vitest';
import { A4_PORTRAIT, fitText, PdfDocument, textWidth } from './pdf.ts';

/** Every `n` entry of the xref table, by object number. */
function xrefOffsets(pdf: Buffer): number[] {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  const table = text.slice(start);
  expect(table.startsWith('xref\n0 ')).toBe(true);
  return [...table.matchAll(/^(\d{10}) 00000 n \n/gm)].map((match) => Number(match[1]));
}

/** The strings shown with Tj, octal escapes read as WinAnsi (Latin-1 for these characters). */
function shownTexts(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) =>
    match[1]!.replace(/\\([0-7]{3}|[()\\])/g, (_, escaped: string) =>
      /^[0-7]{3}$/.test(escaped) ? winAnsi(Number.parseInt(escaped, 8)) : escaped,
    ),
  );
}

const WIN_ANSI_HIGH: Record<number, string> = { 0x96: '–', 0x97: '—', 0x85: '…', 0x80: '€' };
const winAnsi = (byte: number) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);

describe('PdfDocument', () => {
  it('writes PDF 1.4 whose xref offsets point at each object', () => {
    const document = new PdfDocument(A4_PORTRAIT, 'Prueba');
    for (let index = 0; index < 3; index += 1) {
      const page = document.addPage();
      page.text(`Página ${index + 1}`, 40, 40, { font: 'bold', size: 12 });
      page.line(40, 50, 200, 50);
      page.fillRect(40, 60, 100, 10, 0.9);
    }
    const pdf = document.toBuffer();
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const offsets = xrefOffsets(pdf);
    // Catalog, pages, two fonts, info, and a page and its content per page.
    expect(offsets).toHaveLength(5 + 3 * 2);
    offsets.forEach((offset, index) => {
      expect(pdf.subarray(offset, offset + 20).toString('latin1')).toMatch(
        new RegExp(`^${index + 1} 0 obj\n`),
      );
    });
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3);
    expect(text).toContain('/Count 3');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    // Each stream's /Length is its exact byte count.
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const begin = match.index + match[0].length;
      expect(text.slice(begin + Number(match[1]), begin + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('prints Spanish in WinAnsi and escapes what a PDF string cannot hold', () => {
    const document = new PdfDocument(A4_PORTRAIT);
    const page = document.addPage();
    page.text('¿Año? ¡Sí! á é í ó ú ñ ü Ñ – (nota) \\ 日', 10, 10);
    const pdf = document.toBuffer();
    // Every byte of the objects is ASCII: accents travel as octal escapes.
    expect(pdf.toString('latin1')).toContain(
      '(\\277A\\361o? \\241S\\355! \\341 \\351 \\355 \\363 \\372 \\361 \\374 \\321 \\226 \\(nota\\) \\\\ ?) Tj',
    );
    expect(shownTexts(pdf)).toEqual(['¿Año? ¡Sí! á é í ó ú ñ ü Ñ – (nota) \\ ?']);
  });

  it('measures text with Helvetica’s widths, so numbers align on the right', () => {
    expect(textWidth('0123456789', 'regular', 10)).toBeCloseTo(55.6);
    expect(textWidth('1,234.50', 'regular', 10)).toBeCloseTo(6 * 5.56 + 2.78 * 2);
    expect(textWidth('Mi', 'bold', 10)).toBeCloseTo(8.33 + 2.78);
    expect(textWidth('í', 'regular', 10)).toBeCloseTo(2.78);
    expect(textWidth('ó', 'bold', 10)).toBe(textWidth('o', 'bold', 10));

    const document = new PdfDocument(A4_PORTRAIT);
    document.addPage().text('1,234.50', 500, 100, { align: 'right' });
    const left = 500 - textWidth('1,234.50', 'regular', 10);
    expect(document.toBuffer().toString('latin1')).toContain(
      `${Math.round(left * 100) / 100} ${Math.round((A4_PORTRAIT.height - 100) * 100) / 100} Td (1,234.50) Tj`,
    );
  });

  it('cuts a long text with an ellipsis to fit', () => {
    const long = 'Cambix Servicios Financieros Sociedad Anónima Cerrada '.repeat(4);
    const fitted = fitText(long, 'bold', 14, 300);
    expect(fitted.endsWith('…')).toBe(true);
    expect(textWidth(fitted, 'bold', 14)).toBeLessThanOrEqual(300);
    expect(fitText('Corto', 'bold', 14, 300)).toBe('Corto');
  });
});
