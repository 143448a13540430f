// Reading CSV files people upload (csv.ts writes them). RFC 4180 as spreadsheets write it: quoted fields,
// doubled quotes inside them, CRLF or LF line ends, line breaks inside quoted fields.

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * The records of a CSV text, one array of cells each. A blank line is a record of one empty cell, so a
 * record's index + 1 is the row a spreadsheet shows it on. Stops after `maxRecords` when given.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter, maxRecords = Infinity): string[][] {
  const records: string[][] = [];
  const length = text.length;
  const fieldEnd = new RegExp(`[${delimiter === '\t' ? '\\t' : `\\${delimiter}`}\r\n]`, 'g');
  let record: string[] = [];
  let index = 0;
  // Each turn reads one field and the character that ends it.
  while (index < length && records.length < maxRecords) {
    let cell = '';
    let start = index;
    while (text[start] === ' ') start += 1;
    if (text[start] === '"') {
      // A quote opens a field only at its start (spaces before it are dropped, as spreadsheets do).
      index = start + 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote === -1) {
          cell += text.slice(index);
          index = length;
          break;
        }
        cell += text.slice(index, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          index = quote + 2;
        } else {
          index = quote + 1;
          break;
        }
      }
    }
    // Up to the end of the field: all of an unquoted one, whatever follows a quoted one's closing quote.
    fieldEnd.lastIndex = index;
    const end = fieldEnd.exec(text)?.index ?? length;
    cell += text.slice(index, end);
    record.push(cell);
    index = end;
    const char = text[index];
    if (char === delimiter) {
      index += 1;
      if (index === length) record.push('');
    } else {
      records.push(record);
      record = [];
      if (char === '\r') index += text[index + 1] === '\n' ? 2 : 1;
      else if (char === '\n') index += 1;
    }
  }
  if (record.length > 0 && records.length < maxRecords) records.push(record);
  return records;
}

export const isBlankRecord = (record: readonly string[]): boolean =>
  record.every((cell) => cell.trim() === '');
