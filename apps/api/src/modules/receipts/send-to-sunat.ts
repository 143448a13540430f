import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { receipts } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { FACTURA_JOBS } from './factura-jobs.ts';
import type { Receipt } from './issue-receipt.ts';
import { electronicReceiptOf } from './receipt-document.ts';
import { signedUblDocument } from './ubl/signed-document.ts';

type Sunat = NonNullable<AppContext['receiptSender']['sunat']>;

/**
 * docs/rules/receipts.md#sending-to-sunat: the receipt is signed; a factura is queued to be sent alone
 * (FACTURA_JOBS, with retries); a boleta waits for its day's summary (sendDailySummaries).
 */
export async function sendToSunat(ctx: AppContext, receipt: Receipt, sunat: Sunat): Promise<void> {
  const document = await electronicReceiptOf(ctx, receipt);
  const signed = signedUblDocument({ kind: 'invoice', receipt: document }, sunat.identity);
  const base = {
    signedXml: signed.xml,
    xmlHash: signed.digestValue,
    sendProvider: sunat.gateway.provider,
    sentAt: ctx.now(),
  };
  if (document.documentType === '03') {
    await ctx.db
      .update(receipts)
      .set({
        ...base,
        sendStatus: 'pendiente',
        sendMessage: `Se informará a SUNAT en el resumen diario del ${limaDay(receipt.issuedAt)}`,
      })
      .where(eq(receipts.id, receipt.id));
    return;
  }
  await ctx.db
    .update(receipts)
    .set({ ...base, sendStatus: 'pendiente', sendMessage: 'En cola para enviarse a SUNAT' })
    .where(eq(receipts.id, receipt.id));
  await ctx.jobs.send(ctx.db, FACTURA_JOBS, [{ receiptId: receipt.id }]);
}
