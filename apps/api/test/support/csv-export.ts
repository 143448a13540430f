import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/**
 * An export's CSV as a spreadsheet's import reads it: the BOM checked and dropped, `;` between fields, CRLF
 * after every line; every field as the exact text it holds (decision 176).
 */
export function readCsvExport(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return parse(text, { bom: true, delimiter: ';', record_delimiter: '\r\n' });
}
