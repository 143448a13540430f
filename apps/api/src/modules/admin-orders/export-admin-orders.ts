import {
  CLOSED_TEMPORAL_NAME,
  DIRECTION_LABELS,
  formatLimaDateTime,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  type ParsedAdminOrderFilters,
} from '@cambix/contract';
import { and } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { CsvCell } from '../../platform/csv.ts';
import { assertOrderExportFits, csvFile, EXPORT_BATCH } from '../../platform/csv-export.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { closedTemporalAt, selectSummaries, type SummaryRow } from './admin-order-rows.ts';
import { NEWEST_FIRST } from '../orders/index.ts';
import { afterCursor } from './order-cursor.ts';
import { orderConditions } from './order-filters.ts';

const CHANNEL_LABELS: Record<string, string> = {
  web: 'Web',
  link: 'Link de orden',
  partner: 'Socio externo',
};

const HEADERS = [
  'ID',
  'Código',
  'Estado',
  'Canal',
  'Cliente',
  'Documento',
  'Banco de pago',
  'Banco de destino',
  'Monto enviado',
  'Comisión',
  'Monto a recibir',
  'N.º de operación del cliente',
  'N.º de operación recibida',
  'N.º de operación del pago',
  'Fecha de creación',
  'En el estado desde',
  // Divisas (issue 20): the amounts above are each in their own currency.
  'Tipo',
  'Moneda enviada',
  'Moneda recibida',
  'Operación de divisas',
  'Tipo de cambio',
  'Declaración jurada',
];

const KIND_LABELS = { saldo: 'Saldo', divisas: 'Divisas' } as const;

/** A TEMPORAL order the customer no longer sees (docs/rules/statuses.md#temporary-orders-and-expiry). */

function toCells(row: SummaryRow): CsvCell[] {
  const { order } = row;
  return [
    String(order.id),
    order.code,
    closedTemporalAt(order) ? CLOSED_TEMPORAL_NAME : ORDER_STATUS_NAMES[order.status as OrderStatus],
    CHANNEL_LABELS[order.channel] ?? order.channel,
    row.customer.name,
    row.customer.documentNumber,
    row.paymentBank.name,
    order.destination.bankName,
    order.sendAmount,
    order.finalFee,
    order.receiveAmount,
    order.customerOperationNumber ?? '',
    order.incomingOperationNumber ?? '',
    order.payoutOperationNumber ?? '',
    formatLimaDateTime(order.createdAt),
    formatLimaDateTime(order.statusChangedAt),
    KIND_LABELS[order.kind],
    order.sendCurrency,
    order.currency,
    order.direction ? DIRECTION_LABELS[order.direction] : '',
    order.rate ?? '',
    order.declarationSignedAt ? formatLimaDateTime(order.declarationSignedAt) : '',
  ];
}

/** The filtered orders as a CSV file for Excel, newest first, read in keyset batches. */
export async function exportAdminOrders(
  ctx: AppContext,
  filters: ParsedAdminOrderFilters,
): Promise<FileAnswer> {
  const conditions = orderConditions(filters);
  const lines: CsvCell[][] = [];
  let last: SummaryRow | undefined;
  for (;;) {
    const rows = await selectSummaries(ctx.db)
      .where(
        and(
          ...conditions,
          ...(last ? [afterCursor({ createdAt: last.createdAtExact, id: last.order.id })] : []),
        ),
      )
      .orderBy(...NEWEST_FIRST)
      .limit(EXPORT_BATCH);
    assertOrderExportFits(lines.length + rows.length);
    for (const row of rows) lines.push(toCells(row));
    last = rows.at(-1);
    if (rows.length < EXPORT_BATCH) break;
  }
  return csvFile(`ordenes-${limaDay(ctx.now())}.csv`, HEADERS, lines);
}
