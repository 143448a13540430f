import type { ReceiptSeriesSettings } from '@cambix/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, receipts, receiptSeries } from '../../platform/db/schema/index.ts';

/** The highest boleta number issued in `serie`, whichever bank issued it. */
export async function lastIssuedIn(db: Queryable, serie: string): Promise<number | null> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${receipts.numero})` })
    .from(receipts)
    .where(eq(receipts.serie, serie));
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}

/** One row per active bank (or just `bankId`): its serie and next correlative, or nulls when it has none. */
export async function listReceiptSeries(db: Queryable, bankId?: number): Promise<ReceiptSeriesSettings[]> {
  const rows = await db
    .select({
      bankId: banks.id,
      bankName: banks.name,
      serie: receiptSeries.serie,
      nextNumber: receiptSeries.nextNumber,
      // Spelled out: inside a subquery drizzle leaves columns unqualified.
      lastIssued: sql<
        number | null
      >`(select max(receipts.numero) from receipts where receipts.serie = receipt_series.serie)`,
    })
    .from(banks)
    .leftJoin(receiptSeries, eq(receiptSeries.bankId, banks.id))
    .where(bankId === undefined ? eq(banks.active, true) : eq(banks.id, bankId))
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  return rows.map((row) => ({
    ...row,
    lastIssued: row.lastIssued === null ? null : Number(row.lastIssued),
  }));
}
