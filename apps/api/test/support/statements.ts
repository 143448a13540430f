import type { StatementMapping } from '@cambix/contract';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** One movement of a bank statement: a calendar day, a signed decimal amount ('-15.50' is money out). */
export interface SampleLine {
  date: string;
  description: string;
  operation: string | null;
  amount: string;
}

const RECONCILIATIONS = '/api/admin/finance/reconciliations';

/** '-1234.5' → '-1,234.50' (or '-1.234,50' with a decimal comma). */
export function bankAmount(amount: string, decimal: '.' | ',' = '.'): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^[-+]/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, decimal === '.' ? ',' : '.');
  return `${negative ? '-' : ''}${grouped}${decimal}${fraction.padEnd(2, '0')}`;
}

/** '-15.5' → -1550n. */
export function centsOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.replace(/^[-+]/, '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -cents : cents;
}

const decimalOf = (cents: bigint) => {
  const magnitude = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
};

/** '2025-03-07' → '07/03/2025'. */
export const dayMonthYear = (day: string): string => day.split('-').reverse().join('/');

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The columns of BCP's "Movimientos" CSV export, the mapping they call for and the file. */
export const BCP_HEADERS = [
  'Fecha',
  'Fecha valuta',
  'Descripción operación',
  'Monto',
  'Saldo',
  'Sucursal - agencia',
  'Operación - Número',
  'Operación - Hora',
  'Usuario',
  'UTC',
  'Referencia2',
];

export const BCP_MAPPING: StatementMapping = {
  dateColumn: 'Fecha',
  descriptionColumn: 'Descripción operación',
  operationColumn: 'Operación - Número',
  amountMode: 'single',
  amountColumn: 'Monto',
  debitColumn: null,
  creditColumn: null,
  dateFormat: 'DD/MM/YYYY',
  decimalSeparator: '.',
};

/**
 * A statement as BCP's web exports it: UTF-8, comma separated, quoted where needed, CRLF, amounts as
 * "-1,234.50", optionally with the title lines its "Movimientos" page puts above the header.
 */
export function bcpStatement(
  lines: readonly SampleLine[],
  options: { titleLines?: boolean; bom?: boolean } = {},
): Buffer {
  const rows: string[] = [];
  if (options.titleLines) {
    rows.push('Cuenta Corriente Soles 194-0000000101', 'Movimientos del periodo,,,', '');
  }
  rows.push(BCP_HEADERS.map(quoted).join(','));
  let balance = 0n;
  for (const line of lines) {
    balance += centsOf(line.amount);
    rows.push(
      [
        dayMonthYear(line.date),
        dayMonthYear(line.date),
        line.description,
        bankAmount(line.amount),
        bankAmount(decimalOf(balance)),
        '194 - Lima Centro',
        line.operation ?? '',
        '10:15:00',
        'WEB',
        'TRF',
        '',
      ]
        .map(quoted)
        .join(','),
    );
  }
  const text = `${rows.join('\r\n')}\r\n`;
  return Buffer.concat([
    options.bom ? Buffer.from([0xef, 0xbb, 0xbf]) : Buffer.alloc(0),
    Buffer.from(text, 'utf8'),
  ]);
}

/**
 * A statement as an Excel in Spanish saves it: Windows-1252 (Latin-1), semicolons, a decimal comma, and
 * debits and credits in two columns ("Cargo" and "Depósito").
 */
export function latin1Statement(lines: readonly SampleLine[]): Buffer {
  const rows = ['Fecha;Descripción;N° Operación;Cargo;Depósito'];
  for (const line of lines) {
    const out = line.amount.startsWith('-');
    const magnitude = bankAmount(line.amount.replace(/^-/, ''), ',');
    rows.push(
      [
        dayMonthYear(line.date),
        line.description,
        line.operation ?? '',
        out ? magnitude : '',
        out ? '' : magnitude,
      ].join(';'),
    );
  }
  return Buffer.from(`${rows.join('\r\n')}\r\n`, 'latin1');
}

/** POST a statement for preview (`run` false) or to reconcile with a mapping. */
export function sendStatement(
  t: TestApp,
  headers: Record<string, string>,
  options: { accountId: number; file?: Buffer; fileName?: string; mapping?: StatementMapping | string },
) {
  const fields: Record<string, string> = { accountId: String(options.accountId) };
  if (options.mapping !== undefined) {
    fields.mapping = typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping);
  }
  const form = multipart(
    fields,
    options.file && {
      name: options.fileName ?? 'extracto.csv',
      data: options.file,
      type: 'text/csv',
      field: 'statement',
    },
  );
  return t.app.inject({
    method: 'POST',
    url: options.mapping === undefined ? `${RECONCILIATIONS}/preview` : RECONCILIATIONS,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
