import {
  formatLimaDateTime,
  type ParsedPromoFilters,
  type PromoState,
  type PromoSummary,
} from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { CsvCell } from '../../platform/csv.ts';
import { csvFile, forEachExportBatch } from '../../platform/csv-export.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { promoConditions, promoOrder, selectPromoRows, toPromoSummaries } from './promo-query.ts';

const STATE_LABELS: Record<PromoState, string> = {
  activo: 'Activo',
  programado: 'Programado',
  vencido: 'Vencido',
  agotado: 'Agotado',
  inactivo: 'Inactivo',
};

const HEADERS = [
  'ID',
  'Código',
  'Descripción',
  'Tipo de descuento',
  'Descuento',
  'Monto mínimo',
  'Monto máximo',
  'Desde',
  'Hasta',
  'Usos totales',
  'Usos por cliente',
  'Solo primera orden',
  'Banco',
  'Clientes',
  'Estado',
  'Usos',
  'Comisión descontada',
  'Fecha de creación',
  'Creado por',
];

function toCells(promo: PromoSummary): CsvCell[] {
  return [
    String(promo.id),
    promo.code,
    promo.description ?? '',
    promo.discountKind === 'percent' ? 'Porcentaje' : 'Monto fijo',
    promo.discountValue,
    promo.minAmount ?? '',
    promo.maxAmount ?? '',
    promo.validFrom ?? '',
    promo.validTo ?? '',
    promo.totalUses === null ? '' : String(promo.totalUses),
    String(promo.usesPerCustomer),
    promo.firstOrderOnly ? 'Sí' : 'No',
    promo.bank?.name ?? '',
    promo.customers.map((customer) => customer.documentNumber).join(' '),
    STATE_LABELS[promo.state],
    String(promo.uses),
    promo.discountTotal,
    formatLimaDateTime(new Date(promo.createdAt)),
    promo.createdBy ?? '',
  ];
}

/** The filtered coupons as a CSV file for Excel, in the list's order; days in Lima. */
export async function exportPromotions(ctx: AppContext, filters: ParsedPromoFilters): Promise<FileAnswer> {
  const now = ctx.now();
  const where = promoConditions(filters, now);
  const order = promoOrder(filters);
  const lines: CsvCell[][] = [];
  await forEachExportBatch(
    (limit, offset) =>
      selectPromoRows(ctx.db, now)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    async (rows) => {
      for (const promo of await toPromoSummaries(ctx.db, rows)) lines.push(toCells(promo));
    },
  );
  return csvFile(`cupones-${limaDay(now)}.csv`, HEADERS, lines);
}
