import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { creditNotes, receipts, sunatSummaries } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { receiptNumber } from './issue-receipt.ts';

export type ReceiptFile = 'xml' | 'cdr';

const xmlFile = (name: string, body: string | null): FileAnswer => {
  if (body === null) throw new AppError('RECEIPT_FILE_NOT_FOUND');
  return { filename: `${name}.xml`, contentType: 'application/xml; charset=utf-8', body };
};

/**
 * SUNAT's CDR of a document: its own (a factura's sendBill), or the CDR of the daily summary it was informed
 * in, which answers for every document of the summary.
 */
async function cdrOf(ctx: AppContext, row: { cdrXml: string | null; summaryId: string | null }) {
  if (row.cdrXml !== null || row.summaryId === null) return row.cdrXml;
  const [summary] = await ctx.db
    .select({ cdrXml: sunatSummaries.cdrXml })
    .from(sunatSummaries)
    .where(eq(sunatSummaries.summaryId, row.summaryId));
  return summary?.cdrXml ?? null;
}

/** A boleta's signed XML or SUNAT's CDR, for staff who may open its order (decision 175). */
export async function boletaFile(ctx: AppContext, receiptId: number, file: ReceiptFile): Promise<FileAnswer> {
  const [row] = await ctx.db.select().from(receipts).where(eq(receipts.id, receiptId));
  if (!row) throw new AppError('RECEIPT_NOT_FOUND');
  const number = receiptNumber(row);
  return file === 'xml' ? xmlFile(number, row.signedXml) : xmlFile(`R-${number}`, await cdrOf(ctx, row));
}

/** A credit note's signed XML or the CDR of the summary it went in. */
export async function creditNoteFile(
  ctx: AppContext,
  creditNoteId: number,
  file: ReceiptFile,
): Promise<FileAnswer> {
  const [row] = await ctx.db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
  if (!row) throw new AppError('RECEIPT_NOT_FOUND');
  const number = receiptNumber(row);
  return file === 'xml' ? xmlFile(number, row.signedXml) : xmlFile(`R-${number}`, await cdrOf(ctx, row));
}
