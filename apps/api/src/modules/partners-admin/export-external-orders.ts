import { formatLimaDateTime, ORDER_STATUS_NAMES, type ExternalOrder } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { CsvCell } from '../../platform/csv.ts';
import { assertOrderExportFits, csvFile, forEachExportBatch } from '../../platform/csv-export.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { externalOrderConditions, type ExternalOrderFilters } from './external-order-filters.ts';
import { latestLinks } from '../partners-orders/index.ts';
import { selectExternalOrders, toExternalOrder } from './external-order-rows.ts';

const LINK_STATE_NAMES: Record<ExternalOrder['linkState'], string> = {
  activa: 'Activo',
  usada: 'Usado',
  vencida: 'Vencido',
};

const HEADERS = [
  'ID',
  'Código',
  'Socio',
  'Estado',
  'Cliente',
  'Documento',
  'Banco de pago',
  'Banco de destino',
  'Monto enviado',
  'Comisión',
  'Monto a recibir',
  'Link',
  'Comisión del socio',
  'Comisión liquidada',
  'Fecha de creación',
  'Fecha de finalización',
  'Fecha de pago',
];

const dateCell = (iso: string | null) => (iso ? formatLimaDateTime(new Date(iso)) : '');

function toCells(order: ExternalOrder): CsvCell[] {
  return [
    String(order.id),
    order.code,
    order.partner.name,
    ORDER_STATUS_NAMES[order.status],
    order.client.name,
    order.client.documentNumber,
    order.paymentBank.name,
    order.destination.bankName,
    order.sendAmount,
    order.finalFee,
    order.receiveAmount,
    LINK_STATE_NAMES[order.linkState],
    order.share?.amount ?? '',
    order.share ? (order.share.settled ? 'Sí' : 'No') : '',
    dateCell(order.createdAt),
    dateCell(order.finalizedAt),
    dateCell(order.paidOutAt),
  ];
}

/** The filtered partner orders as a CSV file for Excel, newest first; times in Lima, 24-hour. */
export async function exportExternalOrders(
  ctx: AppContext,
  filters: ExternalOrderFilters,
): Promise<FileAnswer> {
  const conditions = externalOrderConditions(filters);
  const lines: CsvCell[][] = [];
  const now = ctx.now();
  await forEachExportBatch(
    (limit, offset) => selectExternalOrders(ctx.db, conditions).limit(limit).offset(offset),
    async (rows) => {
      assertOrderExportFits(lines.length + rows.length);
      const links = await latestLinks(
        ctx.db,
        rows.map((row) => row.order.id),
      );
      for (const row of rows) lines.push(toCells(toExternalOrder(row, links.get(row.order.id), now)));
    },
  );
  return csvFile(`ordenes-externas-${limaDay(now)}.csv`, HEADERS, lines);
}
