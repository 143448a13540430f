import {
  formatLimaDateTime,
  type ParsedReferralCodeFilters,
  type ReferralCodeSummary,
} from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { CsvCell } from '../../platform/csv.ts';
import { csvFile, forEachExportBatch } from '../../platform/csv-export.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import {
  referralCodeConditions,
  referralCodeOrder,
  selectReferralCodes,
  toReferralCodeSummary,
} from './referral-code-rows.ts';

const HEADERS = [
  'Código',
  'Dueño',
  'Documento',
  'Descuento (%)',
  'Activo',
  'Referidos',
  'Primeras órdenes terminadas',
  'Puntos de premio',
  'Fecha de creación',
];

function toCells(code: ReferralCodeSummary): CsvCell[] {
  return [
    code.code,
    code.owner.name,
    code.owner.documentNumber,
    code.percentDiscount,
    code.active ? 'Sí' : 'No',
    String(code.referred),
    String(code.finished),
    String(code.rewardPoints),
    formatLimaDateTime(new Date(code.createdAt)),
  ];
}

/** `GET /api/admin/referral-codes/export`: the rows of the list, every page, as a CSV file for Excel. */
export async function exportReferralCodes(
  ctx: AppContext,
  filters: ParsedReferralCodeFilters,
): Promise<FileAnswer> {
  const where = referralCodeConditions(filters);
  const lines: CsvCell[][] = [];
  await forEachExportBatch(
    (limit, offset) =>
      selectReferralCodes(ctx.db)
        .where(where)
        .orderBy(...referralCodeOrder(filters))
        .limit(limit)
        .offset(offset),
    (rows) => {
      for (const row of rows) lines.push(toCells(toReferralCodeSummary(row)));
    },
  );
  return csvFile(`referidos-${limaDay(ctx.now())}.csv`, HEADERS, lines);
}
