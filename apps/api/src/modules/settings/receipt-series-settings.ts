import { facturaSerieOf, type ReceiptSeriesSettings } from '@cambix/contract';
import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, receipts, receiptSeries } from '../../platform/db/schema/index.ts';

/** The highest number issued in each of `series` (a boleta's or a factura's), whichever bank issued it. */
export async function lastIssuedBySerie(db: Queryable, series: string[]): Promise<Map<string, number>> {
  if (series.length === 0) return new Map();
  const rows = await db
    .select({ serie: receipts.serie, last: max(receipts.numero) })
    .from(receipts)
    .where(inArray(receipts.serie, series))
    .groupBy(receipts.serie);
  return new Map(rows.map((row) => [row.serie, Number(row.last)]));
}

/**
 * One row per active bank (or just `bankId`): its boleta serie and the factura serie that goes with it, each
 * with its next correlative and the last number issued, or nulls when the bank has none.
 */
export async function listReceiptSeries(db: Queryable, bankId?: number): Promise<ReceiptSeriesSettings[]> {
  const rows = await db
    .select({
      bankId: banks.id,
      bankName: banks.name,
      serie: receiptSeries.serie,
      nextNumber: receiptSeries.nextNumber,
      facturaNextNumber: receiptSeries.facturaNextNumber,
    })
    .from(banks)
    .leftJoin(receiptSeries, eq(receiptSeries.bankId, banks.id))
    .where(bankId === undefined ? eq(banks.active, true) : eq(banks.id, bankId))
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  const boletaSeries = rows.flatMap((row) => (row.serie === null ? [] : [row.serie]));
  const last = await lastIssuedBySerie(db, [...boletaSeries, ...boletaSeries.map(facturaSerieOf)]);
  const lastIn = (serie: string | null) => (serie === null ? null : (last.get(serie) ?? null));
  return rows.map((row) => {
    const facturaSerie = row.serie === null ? null : facturaSerieOf(row.serie);
    return { ...row, lastIssued: lastIn(row.serie), facturaSerie, facturaLastIssued: lastIn(facturaSerie) };
  });
}
