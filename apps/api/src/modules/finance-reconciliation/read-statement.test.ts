import { describe, expect, it } from 'vitest';
import {
  BCP_MAPPING,
  bcpStatement,
  latin1Statement,
  type SampleLine,
} from '../../../test/support/statements.ts';
import { parseCsv } from '../../platform/csv-reader.ts';
import { AppError } from '../../platform/errors.ts';
import { guessMapping } from './guess-mapping.ts';
import { parseStatementLines } from './parse-statement-lines.ts';
import { readStatement } from './read-statement.ts';
import { operationKey, parseStatementAmount, parseStatementDate } from './statement-values.ts';

const codeOf = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

const SAMPLE: SampleLine[] = [
  { date: '2025-03-03', description: 'TRANSF. DE JUAN PEREZ', operation: '00123', amount: '1500.00' },
  { date: '2025-03-04', description: 'PAGO "PROVEEDOR", S.A.C.', operation: '00124', amount: '-1234.56' },
  { date: '2025-03-05', description: 'COMISION MANTENIMIENTO', operation: null, amount: '-15.50' },
];

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and line breaks inside quotes', () => {
    const text = 'a,b,c\r\n"x, y","di ""hola""","línea 1\nlínea 2"\r\n1,2,3';
    expect(parseCsv(text, ',')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'di "hola"', 'línea 1\nlínea 2'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps blank lines as records, so a record index is its spreadsheet row', () => {
    expect(parseCsv('a;b\n\nc;d\n', ';')).toEqual([['a', 'b'], [''], ['c', 'd']]);
    expect(parseCsv('a;b\r\n  \rc;d', ';')).toEqual([['a', 'b'], [''], ['c', 'd']]);
  });

  it('reads what spreadsheets write loosely: spaces before a quote, a quote inside a field, a last empty cell', () => {
    expect(parseCsv('a, "b, c",d"e,', ',')).toEqual([['a', 'b, c', 'd"e', '']]);
    expect(parseCsv('a\t\t"b\tc"', '\t')).toEqual([['a', '', 'b\tc']]);
  });

  it('stops after the records asked for, and says when a quoted field never closes', () => {
    expect(parseCsv('a\nb\nc\n"d', ',', 2)).toEqual([['a'], ['b']]);
    expect(parseCsv('a,b\n"c,d\n', ',')).toBeNull();
  });
});

describe('statement values', () => {
  it.each([
    ['1,234.56', '.', 123456n],
    ['-1,234.56', '.', -123456n],
    ['1,234.56-', '.', -123456n],
    ['(1,234.56)', '.', -123456n],
    ['S/ 1,234.5', '.', 123450n],
    ['S/ -20.00', '.', -2000n],
    ["1'234,567.89", '.', 123456789n],
    ['1.234,56', ',', 123456n],
    ['-1.234,56', ',', -123456n],
    ['12,5', ',', 1250n],
    ['1500', '.', 150000n],
    ['+75.00', '.', 7500n],
  ] as const)('%s with decimal %s is %s céntimos', (text, separator, cents) => {
    expect(parseStatementAmount(text, separator)).toBe(cents);
  });

  it.each([
    ['1.234,56', '.'],
    ['1234.56', ','],
    ['12.345', '.'],
    ['-(10.00)', '.'],
    ['-10.00-', '.'],
    ['abc', '.'],
    ['', '.'],
  ] as const)('%s with decimal %s is no amount', (text, separator) => {
    expect(parseStatementAmount(text, separator)).toBeNull();
  });

  it('reads dates in each format, with an hour when the bank adds one, and refuses impossible days', () => {
    expect(parseStatementDate('07/03/2025', 'DD/MM/YYYY')).toBe('2025-03-07');
    expect(parseStatementDate('7/3/2025 14:32', 'DD/MM/YYYY')).toBe('2025-03-07');
    expect(parseStatementDate('07-03-2025', 'DD-MM-YYYY')).toBe('2025-03-07');
    expect(parseStatementDate('2025-03-07T10:00:00', 'YYYY-MM-DD')).toBe('2025-03-07');
    expect(parseStatementDate('03/07/2025', 'MM/DD/YYYY')).toBe('2025-03-07');
    expect(parseStatementDate('31/02/2025', 'DD/MM/YYYY')).toBeNull();
    expect(parseStatementDate('29/02/2024', 'DD/MM/YYYY')).toBe('2024-02-29');
    expect(parseStatementDate('2025-03-07', 'DD/MM/YYYY')).toBeNull();
  });

  it('compares operation numbers without spaces or leading zeros', () => {
    expect(operationKey(' 000123 456 ')).toBe('123456');
    expect(operationKey('op-12a')).toBe('OP-12A');
    expect(operationKey('000')).toBeNull();
    expect(operationKey(null)).toBeNull();
  });
});

describe('readStatement', () => {
  it('reads a BCP export, finds its header below the title lines and guesses its mapping', () => {
    const file = readStatement(bcpStatement(SAMPLE, { titleLines: true }));
    expect(file.encoding).toBe('utf-8');
    expect(file.delimiter).toBe(',');
    expect(file.headers[2]).toBe('Descripción operación');
    // Three title lines (one blank) above the header on row 4: the first movement is on row 5.
    expect(file.lines.map((line) => line.line)).toEqual([5, 6, 7]);
    expect(file.lines[1]!.cells[2]).toBe('PAGO "PROVEEDOR", S.A.C.');
    expect(guessMapping(file)).toEqual(BCP_MAPPING);
  });

  it('drops a UTF-8 BOM', () => {
    const file = readStatement(bcpStatement(SAMPLE, { bom: true }));
    expect(file.headers[0]).toBe('Fecha');
    expect(file.encoding).toBe('utf-8');
  });

  it('reads a Windows-1252 file with semicolons, a decimal comma and debit and credit columns', () => {
    const file = readStatement(latin1Statement(SAMPLE));
    expect(file.encoding).toBe('latin1');
    expect(file.delimiter).toBe(';');
    expect(file.headers).toEqual(['Fecha', 'Descripción', 'N° Operación', 'Cargo', 'Depósito']);
    const mapping = guessMapping(file);
    expect(mapping).toEqual({
      dateColumn: 'Fecha',
      descriptionColumn: 'Descripción',
      operationColumn: 'N° Operación',
      amountMode: 'split',
      amountColumn: null,
      debitColumn: 'Cargo',
      creditColumn: 'Depósito',
      dateFormat: 'DD/MM/YYYY',
      decimalSeparator: ',',
    });
    expect(parseStatementLines(file, mapping!).map((line) => line.amount)).toEqual([
      150000n,
      -123456n,
      -1550n,
    ]);
  });

  it('detects tabs and bars, and guesses month-first dates when a day is above 12', () => {
    const tab = readStatement(Buffer.from('Fecha\tConcepto\tReferencia\tImporte\n03/25/2025\tX\t1\t10.00\n'));
    expect(tab.delimiter).toBe('\t');
    expect(guessMapping(tab)?.dateFormat).toBe('MM/DD/YYYY');
    const bar = readStatement(Buffer.from('Fecha|Glosa|Nro. operación|Monto\n2025-03-25|X|1|10.00\n'));
    expect(bar.delimiter).toBe('|');
    expect(guessMapping(bar)).toMatchObject({ dateFormat: 'YYYY-MM-DD', operationColumn: 'Nro. operación' });
  });

  it('refuses spreadsheets, PDFs and other binary files', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml')]);
    expect(codeOf(() => readStatement(xlsx))).toBe('STATEMENT_UNREADABLE');
    expect(codeOf(() => readStatement(Buffer.from('%PDF-1.7\n')))).toBe('STATEMENT_UNREADABLE');
    expect(codeOf(() => readStatement(Buffer.from('Fecha,Glosa\0,Monto\n')))).toBe('STATEMENT_UNREADABLE');
    expect(codeOf(() => readStatement(Buffer.from('una sola columna\nsin separador\n')))).toBe(
      'STATEMENT_UNREADABLE',
    );
    const unclosed = 'Fecha,Glosa,Monto\n01/03/2025,x,1.00\n02/03/2025,"y,2.00\n';
    expect(codeOf(() => readStatement(Buffer.from(unclosed)))).toBe('STATEMENT_UNREADABLE');
  });

  it('refuses a file without lines under its header, and one with too many', () => {
    expect(codeOf(() => readStatement(Buffer.from('Fecha,Descripción,Monto\r\n\r\n')))).toBe(
      'STATEMENT_EMPTY',
    );
    expect(codeOf(() => readStatement(Buffer.alloc(0)))).toBe('STATEMENT_EMPTY');
    const long = `Fecha,Glosa,Monto\n${'01/03/2025,x,1.00\n'.repeat(100_001)}`;
    expect(codeOf(() => readStatement(Buffer.from(long)))).toBe('STATEMENT_TOO_LONG');
    const longest = `Fecha,Glosa,Monto\n${'01/03/2025,x,1.00\n'.repeat(100_000)}`;
    expect(readStatement(Buffer.from(longest)).lines).toHaveLength(100_000);
  });
});
