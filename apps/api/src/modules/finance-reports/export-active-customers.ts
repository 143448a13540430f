import { formatLimaDateTime } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { CsvCell } from '../../platform/csv.ts';
import { csvFile, EXPORT_MAX_ROWS } from '../../platform/csv-export.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { activeCustomerRows } from './active-customer-rows.ts';
import { toActiveCustomer } from './list-active-customers.ts';
import { rangeOrThisMonth } from './report-period.ts';

const HEADERS = [
  'Cliente',
  'Documento',
  'Correo',
  'Órdenes',
  'Total enviado',
  'Comisión total',
  'Primera orden',
  'Última orden',
  'Tipo',
];

/**
 * The customers active in the range as a CSV file for Excel, newest last order first; dates in Lima. One
 * grouped query: past EXPORT_MAX_ROWS customers the export is refused (decision 040), never cut short.
 */
export async function exportActiveCustomers(
  ctx: AppContext,
  input: { from?: string; to?: string; bankId?: number },
): Promise<FileAnswer> {
  const range = rangeOrThisMonth(input, ctx.now());
  const rows = await activeCustomerRows(
    ctx.db,
    { range, bankId: input.bankId },
    { sort: 'lastOrderAt', direction: 'desc' },
  ).limit(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) {
    const message = `Son más de ${EXPORT_MAX_ROWS.toLocaleString('es-PE')} clientes. Acota los meses o el banco para exportarlos.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { from: message } });
  }
  const lines: CsvCell[][] = [];
  for (const customer of rows.map(toActiveCustomer)) {
    lines.push([
      customer.name,
      customer.documentNumber,
      customer.email,
      String(customer.orderCount),
      customer.totalSent,
      customer.totalCommission,
      formatLimaDateTime(new Date(customer.firstOrderAt)),
      formatLimaDateTime(new Date(customer.lastOrderAt)),
      customer.isNew ? 'Nuevo' : 'Recurrente',
    ]);
  }
  return csvFile(`clientes-activos-${range.from}-${range.to}.csv`, HEADERS, lines);
}
