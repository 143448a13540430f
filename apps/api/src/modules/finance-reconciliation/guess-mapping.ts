import { STATEMENT_DATE_FORMATS, type StatementMapping } from '@cambix/contract';
import type { StatementFile } from './read-statement.ts';
import { parseStatementDate } from './statement-values.ts';

// A first mapping from the header names Peruvian banks use, for staff to check before the run
// (docs/rules/finance-reports.md#reconciliation).

/** "N° Operación" → "n operacion": lower case, no accents, punctuation as spaces. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Best first: the first pattern a header matches ranks it.
const DATE = [
  /^fecha$/,
  /^(f|fec|fecha)( de)? (operacion|op|movimiento|transaccion)$/,
  /^fecha( de)? proceso$/,
  /^(f|fec|fecha)( de)? (valor|valuta)$/,
  /^fecha/,
];
const DESCRIPTION = [
  /^descripcion$/,
  /^concepto$/,
  /^glosa$/,
  /^(descripcion|concepto|glosa|detalle)/,
  /descripcion|concepto|glosa|detalle/,
];
const OPERATION = [
  /^(n|no|nro|num|numero)( de)? (operacion|op)$/,
  /^operacion numero$/,
  /^operacion$/,
  /^(n|no|nro|num|numero)( de)? (referencia|documento|doc)$/,
  /^referencia$/,
  /^(n|nro|numero) operacion|^referencia/,
];
const AMOUNT = [/^monto$/, /^importe$/, /^(monto|importe)(?! .*saldo)/];
const DEBIT = [/^cargos?$/, /^debitos?$/, /^retiros?$/, /^(cargos?|debitos?|retiros?)\b/];
const CREDIT = [/^abonos?$/, /^creditos?$/, /^depositos?$/, /^(abonos?|creditos?|depositos?)\b/];
/** The payer's account, where a bank lists who sent an abono. */
const PAYER = [
  /^cuenta (de )?(origen|ordenante)$/,
  /^(cuenta|cta|nro cuenta|n cuenta) (del )?(ordenante|remitente|pagador)$/,
  /^(ordenante|remitente|pagador) cuenta$/,
  /(cuenta|cta).*(origen|ordenante|remitente|pagador)/,
];
/** One signed column named for both sides, as BBVA prints "Cargo/Abono". */
const SIGNED = [/^(cargo|debito) (abono|credito)$/, /^(abono|credito) (cargo|debito)$/];

/** The header the patterns rank best, leaving out headers already taken. */
function pick(headers: readonly string[], patterns: readonly RegExp[], taken: Set<string>): string | null {
  let best: { header: string; rank: number } | null = null;
  for (const header of headers) {
    if (header === '' || taken.has(header)) continue;
    const key = headerKey(header);
    const rank = patterns.findIndex((pattern) => pattern.test(key));
    if (rank >= 0 && (!best || rank < best.rank)) best = { header, rank };
  }
  if (best) taken.add(best.header);
  return best?.header ?? null;
}

const cellsOf = (file: StatementFile, column: string | null): string[] => {
  const index = column === null ? -1 : file.headers.indexOf(column);
  if (index < 0) return [];
  return file.lines.map(({ cells }) => (cells[index] ?? '').trim()).filter((cell) => cell !== '');
};

/** The first format that reads every date of the column (day first before month first), else the one reading most. */
export function guessDateFormat(values: readonly string[]): StatementMapping['dateFormat'] {
  let best: { format: StatementMapping['dateFormat']; read: number } = { format: 'DD/MM/YYYY', read: 0 };
  for (const format of STATEMENT_DATE_FORMATS) {
    const read = values.filter((value) => parseStatementDate(value, format) !== null).length;
    if (read === values.length && read > 0) return format;
    if (read > best.read) best = { format, read };
  }
  return best.format;
}

/** "1.234,56" and "12,5" vote for a decimal comma; "1,234.56" and "12.50" for a decimal point. */
export function guessDecimalSeparator(values: readonly string[]): StatementMapping['decimalSeparator'] {
  let comma = 0;
  let point = 0;
  for (const raw of values) {
    const value = raw.replace(/[\s()+-]/g, '');
    if (/,\d{1,2}$/.test(value) || /\.\d{3}(,|$)/.test(value)) comma += 1;
    else if (/\.\d{1,2}$/.test(value) || /,\d{3}(\.|$)/.test(value)) point += 1;
  }
  return comma > point ? ',' : '.';
}

/** A mapping from the header names, or null when a column it needs has no recognisable header. */
export function guessMapping(file: StatementFile): StatementMapping | null {
  const taken = new Set<string>();
  const { headers } = file;
  const dateColumn = pick(headers, DATE, taken);
  const signedColumn = pick(headers, SIGNED, taken);
  const amountColumn = pick(headers, AMOUNT, taken) ?? signedColumn;
  const debitColumn = amountColumn === null ? pick(headers, DEBIT, taken) : null;
  const creditColumn = amountColumn === null ? pick(headers, CREDIT, taken) : null;
  const descriptionColumn = pick(headers, DESCRIPTION, taken);
  const operationColumn = pick(headers, OPERATION, taken);
  const payerAccountColumn = pick(headers, PAYER, taken);
  const split = amountColumn === null && debitColumn !== null && creditColumn !== null;
  if (!dateColumn || !descriptionColumn || !operationColumn || (amountColumn === null && !split)) return null;
  const amounts = split
    ? [...cellsOf(file, debitColumn), ...cellsOf(file, creditColumn)]
    : cellsOf(file, amountColumn);
  return {
    dateColumn,
    descriptionColumn,
    operationColumn,
    ...(payerAccountColumn === null ? {} : { payerAccountColumn }),
    amountMode: split ? 'split' : 'single',
    amountColumn: split ? null : amountColumn,
    debitColumn: split ? debitColumn : null,
    creditColumn: split ? creditColumn : null,
    dateFormat: guessDateFormat(cellsOf(file, dateColumn)),
    decimalSeparator: guessDecimalSeparator(amounts),
  };
}

/** Every column a mapping reads. */
export function mappingColumns(mapping: StatementMapping): string[] {
  const amount =
    mapping.amountMode === 'single' ? [mapping.amountColumn] : [mapping.debitColumn, mapping.creditColumn];
  const payer = [mapping.payerAccountColumn ?? null];
  return [mapping.dateColumn, mapping.descriptionColumn, mapping.operationColumn, ...payer, ...amount].filter(
    (column): column is string => column !== null,
  );
}
