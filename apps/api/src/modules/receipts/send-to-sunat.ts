import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { receipts } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { stateOfCdr, SunatException, type Cdr } from '../../platform/sunat/sunat-gateway.ts';
import type { Receipt } from './issue-receipt.ts';
import { electronicReceiptOf } from './receipt-document.ts';
import { signedUblDocument } from './ubl/signed-document.ts';

type Sunat = NonNullable<AppContext['receiptSender']['sunat']>;

/** What a CDR writes on a receipt: its state, code, description with the observations, and the CDR. */
export const cdrColumns = (cdr: Cdr) => ({
  sendStatus: stateOfCdr(cdr),
  cdrCode: cdr.responseCode,
  cdrXml: cdr.xml,
  sendMessage: [`${cdr.responseCode} - ${cdr.description}`, ...cdr.notes].join(' | '),
});

/** What an exception (nothing received) writes: the receipt stays pendiente with the reason. */
export const exceptionMessage = (error: unknown): string =>
  error instanceof SunatException ? error.message : 'No se pudo enviar; el servicio no respondió.';

/**
 * docs/rules/receipts.md#sending-to-sunat: the receipt is signed; a factura is sent alone and its CDR stored;
 * a boleta waits for its day's summary (sendDailySummaries).
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
  try {
    const cdr = await sunat.gateway.sendBill(signed);
    await ctx.db
      .update(receipts)
      .set({ ...base, ...cdrColumns(cdr) })
      .where(eq(receipts.id, receipt.id));
  } catch (error) {
    ctx.log.error({ err: error, receiptId: receipt.id }, 'factura not received by SUNAT');
    await ctx.db
      .update(receipts)
      .set({ ...base, sendStatus: 'pendiente', sendMessage: exceptionMessage(error) })
      .where(eq(receipts.id, receipt.id));
  }
}
