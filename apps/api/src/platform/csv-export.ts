import { csvText, type CsvCell } from './csv.ts';
import { AppError } from './errors.ts';
import type { FileAnswer } from './http/download.ts';

/** Rows read per query while an export is written. */
export const EXPORT_BATCH = 1000;
/** Decision 040: a larger export is refused, with a hint to narrow it, instead of cut short. */
export const EXPORT_MAX_ROWS = 50_000;

/**
 * Reads an export's rows a batch at a time, by offset, and hands each batch on, until a short batch says
 * there are no more.
 */
export async function forEachExportBatch<R>(
  readBatch: (limit: number, offset: number) => PromiseLike<R[]>,
  useBatch: (rows: R[]) => Promise<void> | void,
): Promise<void> {
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await readBatch(EXPORT_BATCH, offset);
    await useBatch(rows);
    if (rows.length < EXPORT_BATCH) break;
  }
}

/** Refuses an order export once its data rows would pass EXPORT_MAX_ROWS, pointing at the date filter. */
export function assertOrderExportFits(rowCount: number): void {
  if (rowCount <= EXPORT_MAX_ROWS) return;
  const message = `Son más de ${EXPORT_MAX_ROWS.toLocaleString('es-PE')} órdenes. Acota las fechas u otros filtros para exportarlas.`;
  throw new AppError('VALIDATION_FAILED', { message, fields: { from: message } });
}

/** The CSV file answer Excel opens as UTF-8: the header's titles, then the rows. */
export const csvFile = (filename: string, header: string[], rows: readonly CsvCell[][]): FileAnswer => ({
  filename,
  contentType: 'text/csv; charset=utf-8',
  body: csvText([header, ...rows]),
});
