import { CsvError, parse } from 'csv-parse/sync';

// Reading CSV files people upload, through csv-parse (decision 142), as spreadsheets write them: quoted
// fields, doubled quotes inside them, CRLF, LF or CR line ends, line breaks inside quoted fields.

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * The records of a CSV text, one array of cells each. A blank line is a record of one empty cell, so a
 * record's index + 1 is the row a spreadsheet shows it on. Stops after `maxRecords` when given. Spaces
 * before a quoted field are dropped, as spreadsheets do; a quote inside an unquoted field is kept. Null
 * where the text is not CSV with this separator: a quoted field never closes.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter, maxRecords?: number): string[][] | null {
  try {
    return parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: false,
      relax_column_count: true,
      relax_quotes: true,
      ltrim: true,
      ...(maxRecords === undefined ? {} : { to: maxRecords }),
    });
  } catch (error) {
    if (error instanceof CsvError) return null;
    throw error;
  }
}

export const isBlankRecord = (record: readonly string[]): boolean =>
  record.every((cell) => cell.trim() === '');
