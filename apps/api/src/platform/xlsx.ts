import { limaWallClock } from './lima-calendar.ts';

// Excel workbooks through exceljs (decision 142), loaded when the first one is written: the server starts
// without it.

/**
 * Text (a document or operation number too: a text cell keeps its leading zeros); a decimal amount shown as
 * `#,##0.00`; an exchange rate (four decimals) shown as `0.0000`; a calendar day `YYYY-MM-DD` shown as
 * `dd/mm/yyyy`; an instant (ISO text or Date) shown as its Lima wall time `dd/mm/yyyy hh:mm`; empty.
 */
export type XlsxCell =
  string | { money: string } | { rate: string } | { date: string } | { dateTime: string | Date } | null;

export interface XlsxSheet {
  name: string;
  header: string[];
  rows: XlsxCell[][];
  /** Column widths in characters, in the header's order. */
  widths?: number[];
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * At most 15 significant digits: a binary double holds every such decimal so that its shortest text is the
 * decimal again, which is what exceljs writes and Excel reads (decision 142).
 */
const DECIMAL = /^-?\d{1,13}(\.\d{1,2})?$/;
/** A rate as stored, `numeric(8, 4)`: eight digits, which a double holds exactly too. */
const RATE = /^\d{1,4}(\.\d{1,4})?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MINUTE_MS = 60_000;

/** The amount as the number the cell stores: exactly the decimal, or refused. */
function moneyValue(text: string): number {
  if (!DECIMAL.test(text)) throw new Error(`not a decimal amount of at most 15 digits: ${text}`);
  return Number(text);
}

/** The rate as the number the cell stores: exactly the decimal, or refused. */
function rateValue(text: string): number {
  if (!RATE.test(text)) throw new Error(`not an exchange rate of at most 4 decimals: ${text}`);
  return Number(text);
}

/** The day as UTC midnight, which exceljs writes as a whole Excel day number. */
function dayValue(text: string): Date {
  const match = DAY.exec(text);
  if (!match) throw new Error(`not a calendar day: ${text}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/**
 * An Excel date has no time zone: the cell holds Lima's wall time at that instant, to the minute, so its value
 * is exactly the `dd/mm/yyyy hh:mm` it shows (decision 176). exceljs writes a Date's UTC fields as the day
 * number, hence the wall clock as a UTC Date.
 */
function limaWallTime(instant: string | Date): Date {
  const time = new Date(instant);
  if (Number.isNaN(time.getTime())) throw new Error(`not an instant: ${String(instant)}`);
  const wall = limaWallClock(time).getTime();
  return new Date(wall - (((wall % MINUTE_MS) + MINUTE_MS) % MINUTE_MS));
}

/** Excel refuses sheet names over 31 characters or with []:*?/\. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);

/** One sheet with a bold, frozen header row, each cell of its column's type (docs/rules/exports.md#excel). */
export async function xlsxWorkbook(sheet: XlsxSheet): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
    views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2' }],
  });
  sheet.widths?.forEach((width, index) => {
    worksheet.getColumn(index + 1).width = width;
  });
  worksheet.addRow(sheet.header).font = { bold: true };
  for (const cells of sheet.rows) {
    const row = worksheet.addRow([]);
    cells.forEach((cell, index) => {
      if (cell === null || cell === '') return;
      const target = row.getCell(index + 1);
      if (typeof cell === 'string') target.value = cell;
      else if ('money' in cell) {
        target.value = moneyValue(cell.money);
        target.numFmt = '#,##0.00';
      } else if ('rate' in cell) {
        target.value = rateValue(cell.rate);
        target.numFmt = '0.0000';
      } else if ('date' in cell) {
        target.value = dayValue(cell.date);
        target.numFmt = 'dd/mm/yyyy';
      } else {
        target.value = limaWallTime(cell.dateTime);
        target.numFmt = 'dd/mm/yyyy hh:mm';
      }
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
