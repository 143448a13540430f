import { stringify } from 'csv-stringify/sync';

/** A cell is text: a document, account or operation number too, written as it is (decision 176). */
export type CsvCell = string;

/** A plain decimal number is shown as one, not neutralised: no spreadsheet runs `-12.50`. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A file Excel in Peru opens as it is (docs/rules/exports.md#csv, decision 021): UTF-8 with a BOM, `;` between cells, CRLF after every
 * line. Text that starts like a formula gets an apostrophe, so a spreadsheet shows it instead of running it;
 * nothing else is changed: a document number `01234567` is the field `01234567` (decision 176), and a tool
 * that reads the column as text keeps its leading zeros.
 */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(rows as CsvCell[][], {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    // A lone LF or CR inside a cell ends a row for Excel too: quoted like CRLF.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
    cast: {
      string: (value) => (DECIMAL.test(value) ? { value, escape_formulas: false } : value),
    },
  });
}
