import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZip, sheetCells } from '../../test/support/xlsx-reader.ts';
import { columnName, crc32, xlsxWorkbook, zipFiles } from './xlsx.ts';

describe('zipFiles', () => {
  it('writes an archive a reader opens, with each file whole and its CRC-32 right', () => {
    const big = Buffer.from('fila;'.repeat(20_000));
    const files = readZip(
      zipFiles([
        { name: 'a.txt', data: 'hola' },
        { name: 'carpeta/ñandú.xml', data: '<x>ñ</x>' },
        { name: 'big.bin', data: big },
        { name: 'empty', data: '' },
      ]),
    );
    expect([...files.keys()]).toEqual(['a.txt', 'carpeta/ñandú.xml', 'big.bin', 'empty']);
    expect(files.get('a.txt')!.toString()).toBe('hola');
    expect(files.get('carpeta/ñandú.xml')!.toString()).toBe('<x>ñ</x>');
    expect(files.get('big.bin')!.equals(big)).toBe(true);
    expect(files.get('empty')!.length).toBe(0);
  });

  it('computes CRC-32 as zlib does', () => {
    for (const text of ['', 'a', '123456789', 'ñandú '.repeat(1000)]) {
      const data = Buffer.from(text);
      expect(crc32(data)).toBe(zlib.crc32(data));
    }
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('xlsxWorkbook', () => {
  const workbook = () =>
    xlsxWorkbook({
      name: 'Movimientos',
      header: ['Fecha', 'Texto', 'Monto'],
      rows: [
        [{ date: '2026-11-21' }, 'Pago <BCP> & "otros"', { money: '1234.50' }],
        [{ date: '1900-03-01' }, '=SUMA(A1)', { money: '-0.05' }],
        [null, '', { money: '1000000000.00' }],
      ],
      widths: [12, 30, 14],
    });

  it('holds the parts Excel needs, named by the content types and the relationships', () => {
    const files = readZip(workbook());
    expect([...files.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const types = files.get('[Content_Types].xml')!.toString();
    for (const [part, type] of [
      ['/xl/workbook.xml', 'spreadsheetml.sheet.main+xml'],
      ['/xl/worksheets/sheet1.xml', 'spreadsheetml.worksheet+xml'],
      ['/xl/styles.xml', 'spreadsheetml.styles+xml'],
    ]) {
      expect(types).toContain(
        `PartName="${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}"`,
      );
    }
    expect(files.get('_rels/.rels')!.toString()).toContain('Target="xl/workbook.xml"');
    const workbookRels = files.get('xl/_rels/workbook.xml.rels')!.toString();
    expect(workbookRels).toContain(
      'Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"',
    );
    expect(workbookRels).toContain('Target="styles.xml"');
    expect(files.get('xl/workbook.xml')!.toString()).toContain(
      '<sheet name="Movimientos" sheetId="1" r:id="rId1"/>',
    );
    const styles = files.get('xl/styles.xml')!.toString();
    expect(styles).toContain('formatCode="#,##0.00"');
    expect(styles).toContain('formatCode="dd/mm/yyyy"');
  });

  it('writes every cell: text escaped and inline, amounts as their decimal text, days as Excel serials', () => {
    const sheet = readZip(workbook()).get('xl/worksheets/sheet1.xml')!.toString();
    expect(sheetCells(sheet)).toEqual([
      ['Fecha', 'Texto', 'Monto'],
      ['46347', 'Pago <BCP> & "otros"', '1234.50'],
      ['61', '=SUMA(A1)', '-0.05'],
      ['', '', '1000000000.00'],
    ]);
    // A formula-looking text stays text: an inline string, never <f>.
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('<c r="C2" s="1"><v>1234.50</v></c>');
    expect(sheet).toContain('<c r="A2" s="2"><v>46347</v></c>');
  });

  it('refuses an amount that is not decimal text', () => {
    expect(() => xlsxWorkbook({ name: 'x', header: ['a'], rows: [[{ money: '1e5' }]] })).toThrow();
  });

  it('names columns as Excel does', () => {
    expect([0, 11, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'L', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
