import { formatLimaDateTime, type LedgerRow } from '@cambix/contract';
import type { movementExportQuery } from '@cambix/contract/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { CsvCell } from '../../platform/csv.ts';
import { csvFile, EXPORT_BATCH, EXPORT_MAX_ROWS } from '../../platform/csv-export.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { XLSX_CONTENT_TYPE, xlsxWorkbook, type XlsxCell } from '../../platform/xlsx.ts';
import { readLedgerRows } from './ledger-rows.ts';
import { isNarrowRange, selectMovementIds } from './list-movements.ts';

export type ParsedMovementExportQuery = z.output<typeof movementExportQuery>;

const KIND_LABELS: Record<LedgerRow['kind'], string> = {
  payment: 'Pago de cliente',
  payout: 'Devolución',
  manual: 'Manual',
  transfer: 'Transferencia',
  opening: 'Saldo inicial',
  reversal: 'Reversión',
};

const HEADERS = [
  'Fecha',
  'Registrado',
  'Cuenta',
  'Tipo',
  'Dirección',
  'Concepto',
  'Nota',
  'N.º operación',
  'Orden',
  'Ingreso',
  'Egreso',
  'Saldo',
];
const WIDTHS = [12, 17, 22, 16, 10, 34, 34, 16, 11, 14, 14, 16];

const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function csvRow(row: LedgerRow): CsvCell[] {
  const ingreso = row.direction === 'ingreso';
  return [
    dayText(row.operatedOn),
    formatLimaDateTime(new Date(row.createdAt)),
    row.account.label,
    KIND_LABELS[row.kind],
    ingreso ? 'Ingreso' : 'Egreso',
    row.concept,
    row.note ?? '',
    row.operationNumber ?? '',
    row.order?.code ?? '',
    ingreso ? row.amount : '',
    ingreso ? '' : row.amount,
    row.balanceAfter,
  ];
}

function xlsxRow(row: LedgerRow): XlsxCell[] {
  const ingreso = row.direction === 'ingreso';
  return [
    { date: row.operatedOn },
    { dateTime: row.createdAt },
    row.account.label,
    KIND_LABELS[row.kind],
    ingreso ? 'Ingreso' : 'Egreso',
    row.concept,
    row.note,
    row.operationNumber,
    row.order?.code ?? null,
    ingreso ? { money: row.amount } : null,
    ingreso ? null : { money: row.amount },
    { money: row.balanceAfter },
  ];
}

function assertExportFits(rowCount: number): void {
  if (rowCount <= EXPORT_MAX_ROWS) return;
  const message = `Son más de ${EXPORT_MAX_ROWS.toLocaleString('es-PE')} movimientos. Acota las fechas u otros filtros para exportarlos.`;
  throw new AppError('VALIDATION_FAILED', { message, fields: { from: message } });
}

/**
 * Exactly the filtered rows of Movimientos, newest first, with the running balance, as CSV (UTF-8 with BOM)
 * or Excel (docs/rules/finance-reports.md#movements); more than EXPORT_MAX_ROWS is refused, not cut short.
 */
export async function exportMovements(
  ctx: AppContext,
  query: ParsedMovementExportQuery,
): Promise<FileAnswer> {
  // The ids first, so a refusal costs no more than reading them.
  const ids: number[] = [];
  const narrow = await isNarrowRange(ctx.db, query);
  for (;;) {
    const batch = await selectMovementIds(ctx.db, query, ids.at(-1), EXPORT_BATCH, narrow);
    assertExportFits(ids.length + batch.length);
    ids.push(...batch);
    if (batch.length < EXPORT_BATCH) break;
  }
  const rows: LedgerRow[] = [];
  for (let from = 0; from < ids.length; from += EXPORT_BATCH) {
    rows.push(...(await readLedgerRows(ctx.db, ids.slice(from, from + EXPORT_BATCH))));
  }
  const name = `movimientos-${limaDay(ctx.now())}`;
  if (query.format === 'xlsx') {
    return {
      filename: `${name}.xlsx`,
      contentType: XLSX_CONTENT_TYPE,
      body: await xlsxWorkbook({
        name: 'Movimientos',
        header: HEADERS,
        rows: rows.map(xlsxRow),
        widths: WIDTHS,
      }),
    };
  }
  return csvFile(`${name}.csv`, HEADERS, rows.map(csvRow));
}
