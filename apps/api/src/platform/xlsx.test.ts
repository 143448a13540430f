import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxWorkbook } from './xlsx.ts';

async function readBack(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

describe('xlsxWorkbook', () => {
  const workbook = () =>
    xlsxWorkbook({
      name: 'Movimientos',
      header: ['Fecha', 'Texto', 'Monto'],
      rows: [
        [{ date: '2026-11-21' }, 'Pago <BCP> & "otros" ñ', { money: '1234.50' }],
        [{ date: '1900-03-01' }, '=SUMA(A1)', { money: '-0.05' }],
        [null, '', { money: '9999999999999.99' }],
      ],
      widths: [12, 30, 14],
    });

  it('names the sheet, freezes a bold header row and sets the widths', async () => {
    const sheet = await readBack(await workbook());
    expect(sheet.name).toBe('Movimientos');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Fecha', 'Texto', 'Monto']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(2).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect([1, 2, 3].map((column) => sheet.getColumn(column).width)).toEqual([12, 30, 14]);
  });

  it('writes amounts as numbers equal to their decimal text, shown with two decimals', async () => {
    const sheet = await readBack(await workbook());
    const amounts = [2, 3, 4].map((row) => sheet.getRow(row).getCell(3));
    expect(amounts.map((cell) => cell.type)).toEqual(Array(3).fill(ExcelJS.ValueType.Number));
    expect(amounts.map((cell) => cell.value)).toEqual([1234.5, -0.05, 9999999999999.99]);
    // The number's shortest text is the decimal: no float error on the way.
    expect(amounts.map((cell) => String(cell.value))).toEqual(['1234.5', '-0.05', '9999999999999.99']);
    expect(amounts.map((cell) => cell.numFmt)).toEqual(Array(3).fill('#,##0.00'));
  });

  it('writes days as whole Excel days shown dd/mm/yyyy, text as text (a formula too), empty as empty', async () => {
    const sheet = await readBack(await workbook());
    const day = sheet.getRow(2).getCell(1);
    expect(day.type).toBe(ExcelJS.ValueType.Date);
    expect(day.value).toEqual(new Date(Date.UTC(2026, 10, 21)));
    expect(day.numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(3).getCell(1).value).toEqual(new Date(Date.UTC(1900, 2, 1)));
    expect(sheet.getRow(2).getCell(2).value).toBe('Pago <BCP> & "otros" ñ');
    const formulaLike = sheet.getRow(3).getCell(2);
    expect(formulaLike.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike.value).toBe('=SUMA(A1)');
    expect(sheet.getRow(4).getCell(1).type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getRow(4).getCell(2).type).toBe(ExcelJS.ValueType.Null);
  });

  it('writes a moment as the Lima date-time it shows, to the minute, dd/mm/yyyy hh:mm', async () => {
    const sheet = await readBack(
      await xlsxWorkbook({
        name: 'Momentos',
        header: ['Registrado'],
        rows: [
          [{ dateTime: '2026-11-21T19:05:42.999Z' }],
          // The last minute of a Lima day, and the first of the next, either side of 05:00 UTC.
          [{ dateTime: '2026-12-01T04:59:59.999Z' }],
          [{ dateTime: new Date('2026-12-01T05:00:00.000Z') }],
          [{ dateTime: '2026-01-01T04:00:00-01:00' }],
        ],
      }),
    );
    const cells = [2, 3, 4, 5].map((row) => sheet.getRow(row).getCell(1));
    expect(cells.map((cell) => cell.type)).toEqual(Array(4).fill(ExcelJS.ValueType.Date));
    expect(cells.map((cell) => cell.value)).toEqual([
      new Date(Date.UTC(2026, 10, 21, 14, 5)),
      new Date(Date.UTC(2026, 10, 30, 23, 59)),
      new Date(Date.UTC(2026, 11, 1, 0, 0)),
      new Date(Date.UTC(2026, 0, 1, 0, 0)),
    ]);
    expect(cells.map((cell) => cell.numFmt)).toEqual(Array(4).fill('dd/mm/yyyy hh:mm'));
    await expect(
      xlsxWorkbook({ name: 'x', header: ['a'], rows: [[{ dateTime: '21/11/2026 14:05' }]] }),
    ).rejects.toThrow(/not an instant/);
  });

  it('writes an exchange rate as the number it is, shown with four decimals', async () => {
    const sheet = await readBack(
      await xlsxWorkbook({
        name: 'x',
        header: ['Tipo de cambio'],
        rows: [[{ rate: '3.7520' }], [{ rate: '9999.9999' }]],
      }),
    );
    const cells = [2, 3].map((row) => sheet.getRow(row).getCell(1));
    expect(cells.map((cell) => cell.type)).toEqual(Array(2).fill(ExcelJS.ValueType.Number));
    expect(cells.map((cell) => cell.value)).toEqual([3.752, 9999.9999]);
    expect(cells.map((cell) => cell.numFmt)).toEqual(Array(2).fill('0.0000'));
  });

  it('keeps a document number a text cell, leading zeros and all', async () => {
    const sheet = await readBack(
      await xlsxWorkbook({ name: 'x', header: ['Documento'], rows: [['01234567'], ['000042']] }),
    );
    const cells = [2, 3].map((row) => sheet.getRow(row).getCell(1));
    expect(cells.map((cell) => cell.type)).toEqual(Array(2).fill(ExcelJS.ValueType.String));
    expect(cells.map((cell) => cell.value)).toEqual(['01234567', '000042']);
  });

  it('refuses an amount that is not decimal text, or that a number would not hold exactly', async () => {
    for (const money of ['1e5', '1.005', '12345678901234.00', '1,234.50', '']) {
      await expect(xlsxWorkbook({ name: 'x', header: ['a'], rows: [[{ money }]] })).rejects.toThrow(
        /not a decimal amount/,
      );
    }
    await expect(
      xlsxWorkbook({ name: 'x', header: ['a'], rows: [[{ date: '21/11/2026' }]] }),
    ).rejects.toThrow(/not a calendar day/);
    for (const rate of ['3,7500', '3.75001', '12345.0', '-3.75', '']) {
      await expect(xlsxWorkbook({ name: 'x', header: ['a'], rows: [[{ rate }]] })).rejects.toThrow(
        /not an exchange rate/,
      );
    }
  });

  it('makes a sheet name Excel accepts', async () => {
    const sheet = await readBack(
      await xlsxWorkbook({ name: 'Movimientos [BCP] 2026/11: cuenta corriente', header: ['a'], rows: [] }),
    );
    expect(sheet.name).toBe('Movimientos  BCP  2026 11  cuen');
  });
});
