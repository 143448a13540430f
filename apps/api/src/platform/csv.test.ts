import { describe, expect, it } from 'vitest';
import { csvBody, csvCell, csvHeader, csvLine, documentCell } from './csv.ts';

describe('CSV files for Excel in Peru', () => {
  it('neutralises text a spreadsheet would run as a formula and quotes what needs it', () => {
    expect(csvCell('+51 987')).toBe("'+51 987");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUMA')).toBe("'@SUMA");
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('normal')).toBe('normal');
  });

  it('keeps the leading zeros of a document number', () => {
    expect(documentCell('01234567')).toBe('"=""01234567"""');
    expect(documentCell('=1')).toBe("'=1");
  });

  it('writes `;` between cells, CRLF between lines and a BOM first', () => {
    expect(csvBody([csvHeader(['ID', 'Nombre; completo']), csvLine(['1', 'Ana'])])).toBe(
      '\uFEFFID;"Nombre; completo"\r\n1;Ana\r\n',
    );
  });
});
