import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { receipts } from '../../platform/db/schema/index.ts';
import type { ReceiptSendResult } from '../../platform/receipt-sender.ts';
import { electronicReceiptOf } from './receipt-document.ts';
import { sendToSunat } from './send-to-sunat.ts';

/**
 * docs/rules/receipts.md#sending-to-sunat: hands a committed boleta to the configured provider and stores what
 * it answered. Called after the payout's commit, so a rolled-back payout never reaches SUNAT; a provider that
 * fails leaves the boleta "pendiente" with the reason, and never undoes the payout.
 */
export async function sendReceipt(ctx: AppContext, receiptId: number): Promise<void> {
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.id, receiptId));
  if (!receipt) return;
  const sender = ctx.receiptSender;
  if (sender.sunat) {
    await sendToSunat(ctx, receipt, sender.sunat);
    return;
  }
  let result: ReceiptSendResult;
  try {
    result = await sender.send(await electronicReceiptOf(ctx, receipt));
  } catch (error) {
    ctx.log.error({ err: error, receiptId }, 'receipt not sent to the invoicing provider');
    result = { status: 'pendiente', ticket: null, message: 'No se pudo enviar; el proveedor no respondió.' };
  }
  await ctx.db
    .update(receipts)
    .set({
      sendStatus: result.status,
      sendProvider: sender.provider,
      sendTicket: result.ticket,
      sendMessage: result.message,
      sentAt: ctx.now(),
    })
    .where(eq(receipts.id, receiptId));
}
