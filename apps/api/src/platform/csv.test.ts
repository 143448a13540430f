import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

const line = (cells: Parameters<typeof csvText>[0][number]) => csvText([cells]).slice(1, -2);

describe('CSV files for Excel in Peru', () => {
  it('neutralises text a spreadsheet would run as a formula and quotes what needs it', () => {
    expect(line(['+51 987'])).toBe("'+51 987");
    expect(line(['-1 + 2'])).toBe("'-1 + 2");
    expect(line(['@SUMA'])).toBe("'@SUMA");
    expect(line(['\tA1'])).toBe("'\tA1");
    expect(line(['＝1+1'])).toBe("'＝1+1");
    expect(line(['=HYPERLINK("http://x")'])).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(line(['a;b'])).toBe('"a;b"');
    expect(line(['línea 1\nlínea 2'])).toBe('"línea 1\nlínea 2"');
    expect(line(['normal', ''])).toBe('normal;');
  });

  it('leaves decimal numbers as numbers, negative ones too', () => {
    expect(line(['-1234.50', '0.05', '-7', '12'])).toBe('-1234.50;0.05;-7;12');
    expect(line(['-1,234.50', '-.5'])).toBe("'-1,234.50;'-.5");
  });

  it('writes a document, account or operation number as the plain field it is, leading zeros and all', () => {
    expect(line(['01234567', '00123456789012345678', '000042', 'AB12345'])).toBe(
      '01234567;00123456789012345678;000042;AB12345',
    );
    expect(line(['01234567'])).not.toContain('=');
  });

  it('reads back with csv-parse field for field: the codes as written, only formula-like text neutralised', () => {
    const rows = [
      ['Documento', 'Correo', 'CCI', 'N.º operación', 'Monto'],
      ['01234567', '=cmd@x.pe', '00219300123456789012', '0000789', '-12.50'],
      ['AB12345', '+51 987 654 321', '-', '@SUMA(A1)', '0.05'],
    ];
    const read = parse(csvText(rows), { bom: true, delimiter: ';', record_delimiter: '\r\n' });
    expect(read).toEqual([
      rows[0],
      ['01234567', "'=cmd@x.pe", '00219300123456789012', '0000789', '-12.50'],
      ['AB12345', "'+51 987 654 321", "'-", "'@SUMA(A1)", '0.05'],
    ]);
  });

  it('writes a BOM first, `;` between cells and CRLF after every line', () => {
    expect(
      csvText([
        ['ID', 'Nombre; completo'],
        ['1', 'Ana'],
      ]),
    ).toBe('\uFEFFID;"Nombre; completo"\r\n1;Ana\r\n');
  });

  it('reads back as written, by a reader that ends a row at any line end as Excel does', () => {
    const rows = [
      ['Cliente', 'Nota', 'Dirección', 'Monto'],
      ['José "Pepe" Núñez', 'a;b\r\nc', 'Av. Larco 101\nMiraflores', '-12.50'],
    ];
    const read = parse(csvText(rows), { bom: true, delimiter: ';', record_delimiter: ['\r\n', '\n', '\r'] });
    expect(read).toEqual(rows);
  });
});
