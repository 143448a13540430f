import type { DocumentSending } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { SUMMARY_SWEEP_MS } from './summary-backoff.ts';
import type { Receipt } from './issue-receipt.ts';
import { summaryOpensAt, summaryWindow } from './ubl/summary-window.ts';

type SendingRow = Pick<
  Receipt,
  | 'serie'
  | 'issuedAt'
  | 'sendStatus'
  | 'sendProvider'
  | 'sendTicket'
  | 'sendMessage'
  | 'sentAt'
  | 'cdrCode'
  | 'summaryId'
  | 'signedXml'
  | 'cdrXml'
  | 'summaryRetryAt'
>;

/**
 * When the sweep (every SUMMARY_SWEEP_MS) will next try a document of the daily summary, at the latest: a
 * pendiente one on the first run after its day's window opens, or on the next run within it; an enviada one's CDR on the next run;
 * either no sooner than its retry moment after a failure (decision 179). Nothing after SUNAT's answer, past
 * the window, or without SUNAT's provider. "At the latest": the runs are a timer.
 */
export function nextAttemptAt(
  ctx: AppContext,
  row: Pick<SendingRow, 'serie' | 'issuedAt' | 'sendStatus' | 'signedXml' | 'summaryRetryAt'>,
): Date | null {
  if (!ctx.receiptSender.sunat || row.signedXml === null) return null;
  // A factura and its credit note (F series) go alone through their job, which keeps its own backoff: the
  // summary's runs say nothing of them, and their message says whether they will be tried again.
  if (row.serie.startsWith('F')) return null;
  const now = ctx.now();
  const due = Math.max(now.getTime(), row.summaryRetryAt?.getTime() ?? 0);
  const nextRun = new Date(due + SUMMARY_SWEEP_MS);
  if (row.sendStatus === 'enviada') return nextRun;
  if (row.sendStatus !== 'pendiente') return null;
  const day = limaDay(row.issuedAt);
  const window = summaryWindow(day, now);
  if (window === 'antes') return new Date(summaryOpensAt(day).getTime() + SUMMARY_SWEEP_MS);
  return window === 'dentro' ? nextRun : null;
}

/** What staff read of a document's sending (docs/rules/receipts.md#sending-to-sunat). */
export function sendingView(ctx: AppContext, row: SendingRow): DocumentSending {
  return {
    status: row.sendStatus,
    provider: row.sendProvider,
    ticket: row.sendTicket,
    message: row.sendMessage,
    sentAt: row.sentAt?.toISOString() ?? null,
    cdrCode: row.cdrCode,
    summaryId: row.summaryId,
    nextAttemptAt: nextAttemptAt(ctx, row)?.toISOString() ?? null,
    hasSignedXml: row.signedXml !== null,
    // A boleta informed in a summary takes the summary's CDR (receipt-files.ts).
    hasCdr: row.cdrXml !== null || (row.summaryId !== null && row.cdrCode !== null),
  };
}
