import { CREDIT_NOTE_REASONS, CREDIT_NOTE_SERIES, type CreditNoteReasonCode } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { creditNotes, creditNoteSeries, receipts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { creditNoteDocumentOf, type CreditNoteRow } from './credit-note-document.ts';
import { FACTURA_JOBS } from './factura-jobs.ts';
import { receiptNumber } from './issue-receipt.ts';
import { signedUblDocument } from './ubl/signed-document.ts';

/**
 * docs/rules/receipts.md#issuing-a-credit-note: staff credit a whole boleta or factura with a reason of SUNAT's
 * catalog 09, in the credit-note series of its kind (BC01, FC01). The receipt is never edited; its row is locked
 * so two staff members cannot both credit it, and the series row
 * is locked while the number is drawn, so notes take consecutive numbers and a rollback gives its number back.
 * The note is signed after the commit (as a receipt is) and goes to SUNAT the way its receipt went.
 */
export async function issueCreditNote(
  ctx: AppContext,
  actorId: number,
  receiptId: number,
  reasonCode: CreditNoteReasonCode,
): Promise<CreditNoteRow> {
  const note = await ctx.db.transaction(async (tx) => {
    const [receipt] = await tx.select().from(receipts).where(eq(receipts.id, receiptId)).for('update');
    if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
    const [existing] = await tx
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .where(eq(creditNotes.receiptId, receiptId));
    if (existing) throw new AppError('CREDIT_NOTE_EXISTS');
    const [series] = await tx
      .select()
      .from(creditNoteSeries)
      .where(eq(creditNoteSeries.serie, CREDIT_NOTE_SERIES[receipt.kind]))
      .for('update');
    // The migration seeds it; without it no number can be drawn.
    if (!series) throw new AppError('NO_RECEIPT_SERIES');
    await tx
      .update(creditNoteSeries)
      .set({ nextNumber: series.nextNumber + 1 })
      .where(eq(creditNoteSeries.serie, series.serie));
    const issuedAt = ctx.now();
    const [note] = await tx
      .insert(creditNotes)
      .values({
        serie: series.serie,
        numero: series.nextNumber,
        issuedAt,
        reasonCode,
        receiptId,
        reason: CREDIT_NOTE_REASONS[reasonCode],
        amount: receipt.amount,
        taxableAmount: receipt.taxableAmount,
        igvAmount: receipt.igvAmount,
        currency: receipt.currency,
        issuedBy: actorId,
        sendProvider: ctx.receiptSender.provider,
        sendMessage: `No enviada a SUNAT: proveedor ${ctx.receiptSender.provider}`,
      })
      .returning();
    if (!note) throw new Error('credit note not inserted');
    await recordAudit(tx, {
      actorId,
      action: 'credit-note.issue',
      targetType: 'receipt',
      targetId: receiptId,
      after: {
        creditNote: receiptNumber(note),
        receipt: receiptNumber(receipt),
        reasonCode,
        amount: note.amount,
      },
    });
    return note;
  });
  return signCreditNote(ctx, note);
}

/**
 * Signs a committed note for SUNAT's provider; without one it stays as issued, saying so. A boleta's note waits
 * for its day's summary; a factura's is sent alone, as its factura was.
 */
async function signCreditNote(ctx: AppContext, note: CreditNoteRow): Promise<CreditNoteRow> {
  const sunat = ctx.receiptSender.sunat;
  if (!sunat) return note;
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.id, note.receiptId));
  if (!receipt) return note;
  const signed = signedUblDocument(
    { kind: 'credit-note', note: await creditNoteDocumentOf(ctx, note, receipt) },
    sunat.identity,
  );
  const alone = receipt.kind === 'factura';
  const [updated] = await ctx.db
    .update(creditNotes)
    .set({
      signedXml: signed.xml,
      xmlHash: signed.digestValue,
      sendProvider: sunat.gateway.provider,
      sendMessage: alone
        ? 'En cola para enviarse a SUNAT'
        : `Se informará a SUNAT en el resumen diario del ${limaDay(note.issuedAt)}`,
      sentAt: ctx.now(),
    })
    .where(eq(creditNotes.id, note.id))
    .returning();
  if (alone) await ctx.jobs.send(ctx.db, FACTURA_JOBS, [{ creditNoteId: note.id }]);
  return updated ?? note;
}
