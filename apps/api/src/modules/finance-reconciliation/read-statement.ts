import { STATEMENT_MAX_LINES } from '@cambix/contract';
import { CSV_DELIMITERS, isBlankRecord, parseCsv, type CsvDelimiter } from '../../platform/csv-reader.ts';
import { AppError } from '../../platform/errors.ts';

// Reading a bank's statement CSV as it comes out of a Peruvian bank's web
// (docs/rules/finance-reports.md#reconciliation): UTF-8 or Windows-1252, any of four separators, often a
// few title lines (account, period) before the header.

export interface StatementFile {
  encoding: 'utf-8' | 'latin1';
  delimiter: CsvDelimiter;
  headers: string[];
  /** Data lines under the header, blank ones left out; `line` is the row a spreadsheet shows it on. */
  lines: { line: number; cells: string[] }[];
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** Files people pick by mistake: ZIP (xlsx, docx), PDF, and the old binary Excel. */
const BINARY_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x25, 0x50, 0x44, 0x46],
  [0xd0, 0xcf, 0x11, 0xe0],
];
/** Title lines come first: the header is among the first records or nowhere. */
const HEADER_SCAN_RECORDS = 60;
/** Lines right under a candidate header that must have its cell count. */
const HEADER_CHECK_LINES = 3;

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((byte, index) => data[index] === byte);

/** The text of the file: UTF-8 when it is valid UTF-8, else Windows-1252, as Peruvian banks export. */
export function decodeStatement(data: Uint8Array): { text: string; encoding: StatementFile['encoding'] } {
  const body = startsWith(data, UTF8_BOM) ? data.subarray(UTF8_BOM.length) : data;
  if (body.includes(0) || BINARY_SIGNATURES.some((signature) => startsWith(body, signature))) {
    throw new AppError('STATEMENT_UNREADABLE');
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'latin1' };
  }
}

const DATE_LIKE = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/;
const AMOUNT_LIKE = /^[-+(]?\s*(?:S\/\.?|US\$|\$)?\s*[-\d.,' ]+\)?-?$/i;

/** A header names its columns: at least three, none repeated, none a date or an amount. */
function couldBeHeader(record: readonly string[]): boolean {
  const named = record.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (named.length < 3) return false;
  if (new Set(named.map((cell) => cell.toLocaleLowerCase('es'))).size !== named.length) return false;
  return !named.some((cell) => DATE_LIKE.test(cell) || AMOUNT_LIKE.test(cell));
}

/**
 * The header: the first record that could be one and whose next lines have its cell count (title lines
 * above it have other counts). -1 when there is none.
 */
function findHeader(records: readonly string[][]): number {
  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    if (!couldBeHeader(record)) continue;
    const following = records
      .slice(index + 1)
      .filter((next) => !isBlankRecord(next))
      .slice(0, HEADER_CHECK_LINES);
    if (following.every((next) => next.length === record.length)) return index;
  }
  return -1;
}

/** The separator whose header is followed by the most lines of its cell count, then the widest header. */
function chooseDelimiter(text: string): { delimiter: CsvDelimiter; header: number } | null {
  let best: { delimiter: CsvDelimiter; header: number; consistent: number; cells: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const records = parseCsv(text, delimiter, HEADER_SCAN_RECORDS);
    if (!records) continue;
    const header = findHeader(records);
    if (header < 0) continue;
    const cells = records[header]!.length;
    const consistent = records.slice(header + 1).filter((record) => record.length === cells).length;
    if (!best || consistent > best.consistent || (consistent === best.consistent && cells > best.cells)) {
      best = { delimiter, header, consistent, cells };
    }
  }
  return best && { delimiter: best.delimiter, header: best.header };
}

/** Reads the whole file; refuses what is not a CSV statement, one without lines, or one too long. */
export function readStatement(data: Uint8Array): StatementFile {
  if (data.length === 0) throw new AppError('STATEMENT_EMPTY');
  const { text, encoding } = decodeStatement(data);
  const chosen = chooseDelimiter(text);
  if (!chosen) throw new AppError('STATEMENT_UNREADABLE');
  const records = parseCsv(text, chosen.delimiter);
  if (!records) throw new AppError('STATEMENT_UNREADABLE');
  const headers = records[chosen.header]!.map((cell) => cell.trim());
  const lines: StatementFile['lines'] = [];
  for (let index = chosen.header + 1; index < records.length; index++) {
    const record = records[index]!;
    if (isBlankRecord(record)) continue;
    lines.push({ line: index + 1, cells: record });
  }
  if (lines.length === 0) throw new AppError('STATEMENT_EMPTY');
  if (lines.length > STATEMENT_MAX_LINES) throw new AppError('STATEMENT_TOO_LONG');
  return { encoding, delimiter: chosen.delimiter, headers, lines };
}
