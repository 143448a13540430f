import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { creditNotes, receipts } from '../../platform/db/schema/index.ts';
import type { JobKind } from '../../platform/job-queue.ts';
import { cdrColumns, exceptionMessage } from './sunat-answers.ts';
import { documentId } from './ubl/ubl-parts.ts';

/** Retries after the first send SUNAT did not receive; the next one is given up (decision 171). */
export const FACTURA_RETRIES = 6;
/** The wait after the first failed send; each later one doubles it (with up to as much again at random). */
export const FACTURA_RETRY_SECONDS = 60;
export const FACTURA_RETRY_MAX_SECONDS = 3_600;

/** A factura, or the nota de crédito of one: what SUNAT takes alone through sendBill. */
export type BillJob = { receiptId: number } | { creditNoteId: number };

/** One job per signed factura (or credit note of one) to send alone with sendBill; it survives restarts. */
export const FACTURA_JOBS: JobKind<BillJob> = {
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

/** The signed document a job sends, and how its row takes SUNAT's answer. */
interface BillDocument {
  signedXml: string | null;
  sendStatus: string;
  /** SUNAT's file name: RUC-type-series-number. */
  fileName: string;
  write(columns: Partial<typeof receipts.$inferInsert>): Promise<unknown>;
}

async function billDocumentOf(ctx: AppContext, data: BillJob): Promise<BillDocument | undefined> {
  if ('receiptId' in data) {
    const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.id, data.receiptId));
    if (!receipt) return undefined;
    return {
      ...receipt,
      fileName: `${receipt.issuerRuc ?? ''}-01-${documentId(receipt.serie, receipt.numero)}`,
      write: (columns) => ctx.db.update(receipts).set(columns).where(eq(receipts.id, receipt.id)),
    };
  }
  const [row] = await ctx.db
    .select({ note: creditNotes, issuerRuc: receipts.issuerRuc })
    .from(creditNotes)
    .innerJoin(receipts, eq(receipts.id, creditNotes.receiptId))
    .where(eq(creditNotes.id, data.creditNoteId));
  if (!row) return undefined;
  const { note } = row;
  return {
    ...note,
    fileName: `${row.issuerRuc ?? ''}-07-${documentId(note.serie, note.numero)}`,
    write: (columns) => ctx.db.update(creditNotes).set(columns).where(eq(creditNotes.id, note.id)),
  };
}

/**
 * Sends a signed factura (or a factura's credit note) and stores its CDR; what SUNAT did not receive is
 * written on the row for staff ("se reintentará", or given up after the last retry) and tried again.
 */
export async function sendBillJob(ctx: AppContext, job: JobWithMetadata<BillJob>): Promise<void> {
  const sunat = ctx.receiptSender.sunat;
  const document = await billDocumentOf(ctx, job.data);
  if (!sunat || !document?.signedXml || document.sendStatus !== 'pendiente') return;
  try {
    const cdr = await sunat.gateway.sendBill({ fileName: document.fileName, xml: document.signedXml });
    await document.write({ ...cdrColumns(cdr), sendProvider: sunat.gateway.provider, sentAt: ctx.now() });
  } catch (error) {
    const givesUp = job.retryCount >= job.retryLimit;
    const reason = exceptionMessage(error);
    await document.write({
      sendMessage: `${reason} (${givesUp ? 'sin más reintentos' : 'se reintentará'})`,
      sentAt: ctx.now(),
    });
    if (!givesUp) throw new BillNotReceived(reason);
  }
}

/** This instance's worker for facturas. */
export function handleFacturaJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(FACTURA_JOBS, (job) => sendBillJob(ctx, job));
}
