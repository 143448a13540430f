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

  it('keeps the leading zeros of a document number, and never runs one that is not plain', () => {
    expect(line([{ document: '01234567' }])).toBe('"=""01234567"""');
    expect(line([{ document: 'AB12345' }])).toBe('"=""AB12345"""');
    expect(line([{ document: '=1' }])).toBe("'=1");
    expect(line([{ document: '-5' }])).toBe("'-5");
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
