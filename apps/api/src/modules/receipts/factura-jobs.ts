import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { receipts } from '../../platform/db/schema/index.ts';
import type { JobKind } from '../../platform/job-queue.ts';
import { cdrColumns, exceptionMessage } from './sunat-answers.ts';
import { documentId } from './ubl/ubl-parts.ts';

/** Retries after the first send SUNAT did not receive; the next one is given up (decision 171). */
export const FACTURA_RETRIES = 6;
/** The wait after the first failed send; each later one doubles it (with up to as much again at random). */
export const FACTURA_RETRY_SECONDS = 60;
export const FACTURA_RETRY_MAX_SECONDS = 3_600;

/** One job per signed factura (or credit note of one) to send alone with sendBill; it survives restarts. */
export const FACTURA_JOBS: JobKind<{ receiptId: number }> = {
  name: 'sunat-send-bill',
  policy: {
    retryLimit: FACTURA_RETRIES,
    retryDelay: FACTURA_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: FACTURA_RETRY_MAX_SECONDS,
    // Longer than billService's 30-second timeout.
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 24 * 3_600,
  },
};

/** A send SUNAT did not receive: the job fails, to be tried again after its backoff. */
export class BillNotReceived extends Error {}

/**
 * Sends a signed factura and stores its CDR; what SUNAT did not receive is written on the receipt for
 * staff ("se reintentará", or given up after the last retry) and tried again.
 */
export async function sendBillJob(
  ctx: AppContext,
  job: JobWithMetadata<{ receiptId: number }>,
): Promise<void> {
  const sunat = ctx.receiptSender.sunat;
  const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.id, job.data.receiptId));
  if (!sunat || !receipt?.signedXml || receipt.sendStatus !== 'pendiente') return;
  const document = {
    fileName: `${receipt.issuerRuc ?? ''}-01-${documentId(receipt.serie, receipt.numero)}`,
    xml: receipt.signedXml,
  };
  try {
    const cdr = await sunat.gateway.sendBill(document);
    await ctx.db
      .update(receipts)
      .set({ ...cdrColumns(cdr), sendProvider: sunat.gateway.provider, sentAt: ctx.now() })
      .where(eq(receipts.id, receipt.id));
  } catch (error) {
    const givesUp = job.retryCount >= job.retryLimit;
    const reason = exceptionMessage(error);
    await ctx.db
      .update(receipts)
      .set({
        sendMessage: `${reason} (${givesUp ? 'sin más reintentos' : 'se reintentará'})`,
        sentAt: ctx.now(),
      })
      .where(eq(receipts.id, receipt.id));
    if (!givesUp) throw new BillNotReceived(reason);
  }
}

/** This instance's worker for facturas. */
export function handleFacturaJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(FACTURA_JOBS, (job) => sendBillJob(ctx, job));
}
