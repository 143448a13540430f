import { stringify } from 'csv-stringify/sync';

/** Text as it is, or a document number that must keep its leading zeros in Excel. */
export type CsvCell = string | { document: string };

/** A plain decimal number is shown as one, not neutralised: no spreadsheet runs `-12.50`. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A file Excel in Peru opens as it is (decision 021): UTF-8 with a BOM, `;` between cells, CRLF after every
 * line. Text that starts like a formula gets an apostrophe, so a spreadsheet shows it instead of running it;
 * a document number is written as the text formula `="01234567"`, so Excel keeps its leading zeros.
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
      object: (cell: { document?: unknown }) => {
        const document = String(cell.document);
        return /^[A-Z0-9]+$/.test(document) ? { value: `="${document}"`, escape_formulas: false } : document;
      },
    },
  });
}
