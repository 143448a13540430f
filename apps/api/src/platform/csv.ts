/** Excel as Peruvian offices set it up reads `;` as the column separator (decision 021). */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * One CSV cell. Text a person typed that starts like a formula is prefixed with an apostrophe, so a
 * spreadsheet shows it instead of running it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A document number as a text formula, so Excel keeps its leading zeros (`01234567`). */
export function documentCell(value: string): string {
  return /^[A-Z0-9]+$/.test(value) ? `"=""${value}"""` : csvCell(value);
}

/** One line of cells already written with `csvCell` (or safe as they are: numbers, labels). */
export const csvLine = (cells: string[]): string => cells.join(SEPARATOR);

/** The header line, every title a cell. */
export const csvHeader = (titles: string[]): string => csvLine(titles.map(csvCell));

/** The file body Excel opens as UTF-8: a BOM, CRLF line ends, a final CRLF. */
export const csvBody = (lines: string[]): string => `${BOM}${lines.join('\r\n')}\r\n`;
