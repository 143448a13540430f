import { and, asc, count, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { creditNotes, receipts, sunatSummaries } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { stateOfCdr } from '../../platform/sunat/sunat-gateway.ts';
import { creditNoteDocumentOf, type CreditNoteRow } from './credit-note-document.ts';
import type { Receipt } from './issue-receipt.ts';
import { electronicReceiptOf } from './receipt-document.ts';
import { cdrColumns, exceptionMessage } from './sunat-answers.ts';
import { signedUblDocument } from './ubl/signed-document.ts';
import type { SummaryDocument } from './ubl/summary-xml.ts';
import { retryNote, summaryRetryAt } from './summary-backoff.ts';
import { summaryClosesAt, summaryWindow } from './ubl/summary-window.ts';

export { SUMMARY_SWEEP_MS } from './summary-backoff.ts';

type Sunat = NonNullable<AppContext['receiptSender']['sunat']>;

/** SUNAT takes at most 500 lines in a summary. */
export const SUMMARY_MAX_LINES = 500;

/** A day's boletas cut into summaries of at most SUMMARY_MAX_LINES, in order. */
export function inSummaries<T>(boletas: T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < boletas.length; start += SUMMARY_MAX_LINES) {
    batches.push(boletas.slice(start, start + SUMMARY_MAX_LINES));
  }
  return batches;
}

/** A document is due once it has no retry moment or that moment has come. */
const isDue = (row: { summaryRetryAt: Date | null }, now: Date): boolean =>
  row.summaryRetryAt === null || row.summaryRetryAt <= now;

/**
 * Asks SUNAT for the CDR of each summary still waiting whose next ask has come, and writes it on the summary
 * and its documents. A failed ask waits longer each time (summary-backoff.ts).
 */
async function collectAnswers(ctx: AppContext, sunat: Sunat): Promise<void> {
  const now = ctx.now();
  const waiting = await ctx.db
    .select()
    .from(sunatSummaries)
    .where(
      and(
        eq(sunatSummaries.status, 'enviada'),
        or(isNull(sunatSummaries.nextPollAt), lte(sunatSummaries.nextPollAt, now)),
      ),
    );
  for (const summary of waiting) {
    let status;
    try {
      status = await sunat.gateway.getStatus(summary.ticket);
    } catch (error) {
      // Staff read it on each document of the summary, with when it is asked again.
      const pollAttempts = summary.pollAttempts + 1;
      const nextPollAt = summaryRetryAt(now, pollAttempts, summaryClosesAt(summary.referenceDay));
      const message = `Constancia del resumen ${summary.summaryId} no obtenida: ${exceptionMessage(error)}; ${retryNote(nextPollAt)}`;
      const mirrored = { sendMessage: message, summaryRetryAt: nextPollAt };
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(sunatSummaries)
          .set({ message, pollAttempts, nextPollAt })
          .where(eq(sunatSummaries.id, summary.id));
        await tx.update(receipts).set(mirrored).where(eq(receipts.summaryId, summary.summaryId));
        await tx.update(creditNotes).set(mirrored).where(eq(creditNotes.summaryId, summary.summaryId));
      });
      continue;
    }
    if (status.state === 'en-proceso') continue;
    const columns = cdrColumns(status.cdr);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(sunatSummaries)
        .set({
          status: stateOfCdr(status.cdr),
          cdrCode: columns.cdrCode,
          cdrXml: columns.cdrXml,
          message: columns.sendMessage,
          answeredAt: ctx.now(),
        })
        .where(eq(sunatSummaries.id, summary.id));
      const answer = {
        sendStatus: columns.sendStatus,
        cdrCode: columns.cdrCode,
        sendMessage: columns.sendMessage,
        summaryRetryAt: null,
      };
      await tx.update(receipts).set(answer).where(eq(receipts.summaryId, summary.summaryId));
      await tx.update(creditNotes).set(answer).where(eq(creditNotes.summaryId, summary.summaryId));
    });
  }
}

/** The next number of a summary made on a Lima day. */
async function nextSequence(ctx: AppContext, issueDay: string): Promise<number> {
  const [row] = await ctx.db
    .select({ made: count() })
    .from(sunatSummaries)
    .where(eq(sunatSummaries.issueDay, issueDay));
  return (row?.made ?? 0) + 1;
}

type SendingColumns = Partial<
  Pick<
    Receipt,
    | 'sendStatus'
    | 'sendProvider'
    | 'sendTicket'
    | 'summaryId'
    | 'sendMessage'
    | 'sentAt'
    | 'summaryAttempts'
    | 'summaryRetryAt'
  >
>;

/** What a summary's lines are written back on: the boletas' rows or the credit notes'. */
interface SummaryRows {
  lines: SummaryDocument[];
  /** The most failed sends among its documents. */
  failures: number;
  /** Writes the columns on the rows of the summary's documents. */
  mark: (db: Tx | AppContext['db'], columns: SendingColumns) => Promise<unknown>;
}

/** Sends one summary of documents of one day; an exception leaves them pendiente with the reason. */
async function sendSummary(ctx: AppContext, sunat: Sunat, referenceDay: string, rows: SummaryRows) {
  const now = ctx.now();
  const issueDay = limaDay(now);
  const sequence = await nextSequence(ctx, issueDay);
  const [first] = rows.lines;
  if (!first) return;
  const signed = signedUblDocument(
    {
      kind: 'summary',
      summary: { issuer: first.document.issuer, referenceDay, issueDay, sequence, documents: rows.lines },
    },
    sunat.identity,
  );
  let ticket: string;
  try {
    ({ ticket } = await sunat.gateway.sendSummary(signed));
  } catch (error) {
    ctx.log.error({ err: error, referenceDay }, 'daily summary not received by SUNAT');
    const summaryAttempts = rows.failures + 1;
    const retryAt = summaryRetryAt(now, summaryAttempts, summaryClosesAt(referenceDay));
    await rows.mark(ctx.db, {
      sendMessage: `Resumen diario no recibido: ${exceptionMessage(error)}; ${retryNote(retryAt)}`,
      sentAt: now,
      summaryAttempts,
      summaryRetryAt: retryAt,
    });
    return;
  }
  const summaryId = signed.fileName.slice(signed.fileName.indexOf('RC-'));
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sunatSummaries).values({
      summaryId,
      issueDay,
      sequence,
      referenceDay,
      status: 'enviada',
      provider: sunat.gateway.provider,
      ticket,
      signedXml: signed.xml,
      sentAt: now,
    });
    await rows.mark(tx, {
      sendStatus: 'enviada',
      sendProvider: sunat.gateway.provider,
      sendTicket: ticket,
      summaryId,
      sendMessage: `Enviada en el resumen diario ${summaryId}; esperando la constancia de SUNAT`,
      sentAt: now,
      summaryRetryAt: null,
    });
  });
}

async function sendBoletas(ctx: AppContext, sunat: Sunat, referenceDay: string, boletas: Receipt[]) {
  const documents = await Promise.all(boletas.map((receipt) => electronicReceiptOf(ctx, receipt)));
  const ids = boletas.map((receipt) => receipt.id);
  await sendSummary(ctx, sunat, referenceDay, {
    lines: documents.map((document) => ({ condition: '1', document })),
    failures: Math.max(...boletas.map((receipt) => receipt.summaryAttempts)),
    mark: (db, columns) => db.update(receipts).set(columns).where(inArray(receipts.id, ids)),
  });
}

async function sendCreditNotes(
  ctx: AppContext,
  sunat: Sunat,
  referenceDay: string,
  notes: { note: CreditNoteRow; boleta: Receipt }[],
) {
  const documents = await Promise.all(
    notes.map(({ note, boleta }) => creditNoteDocumentOf(ctx, note, boleta)),
  );
  const ids = notes.map(({ note }) => note.id);
  await sendSummary(ctx, sunat, referenceDay, {
    lines: documents.map((document) => ({ condition: '1', document })),
    failures: Math.max(...notes.map(({ note }) => note.summaryAttempts)),
    mark: (db, columns) => db.update(creditNotes).set(columns).where(inArray(creditNotes.id, ids)),
  });
}

/** Groups rows by the Lima day of an instant, in order. */
function byLimaDay<T>(rows: T[], instant: (row: T) => Date): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const row of rows) {
    const day = limaDay(instant(row));
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return days;
}

/**
 * docs/rules/receipts.md#credit-notes-in-the-daily-summary: the credit notes still pendiente whose boleta has
 * already been sent (SUNAT checks that the boleta it refers to was informed): in their own summary, by their
 * own day and window, after the boletas.
 */
async function sendPendingCreditNotes(ctx: AppContext, sunat: Sunat): Promise<void> {
  const pending = await ctx.db
    .select({ note: creditNotes, boleta: receipts })
    .from(creditNotes)
    .innerJoin(receipts, eq(receipts.id, creditNotes.receiptId))
    .where(
      and(
        eq(creditNotes.sendStatus, 'pendiente'),
        isNotNull(creditNotes.signedXml),
        isNotNull(receipts.summaryId),
      ),
    )
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  const now = ctx.now();
  for (const [day, notes] of byLimaDay(pending, (row) => row.note.issuedAt)) {
    if (summaryWindow(day, now) !== 'dentro') continue;
    const due = notes.filter(({ note }) => isDue(note, now));
    for (const batch of inSummaries(due)) await sendCreditNotes(ctx, sunat, day, batch);
  }
}

/**
 * docs/rules/receipts.md#daily-summary: the boletas still pendiente go, by their Lima day, in a summary once
 * that day is over and within its window, each once its retry moment after a failed send has come (decision
 * 179); a boleta past the window stays pendiente and says so; then the
 * credit notes of boletas already sent. First the CDR of each summary sent is asked for. State lives in the
 * rows, so a restart only delays it to the next run.
 */
export async function sendDailySummaries(ctx: AppContext): Promise<void> {
  const sunat = ctx.receiptSender.sunat;
  if (!sunat) return;
  await collectAnswers(ctx, sunat);
  // Facturas go alone (FACTURA_JOBS), never in a summary.
  const pending = await ctx.db
    .select()
    .from(receipts)
    .where(and(eq(receipts.sendStatus, 'pendiente'), eq(receipts.kind, 'boleta')))
    .orderBy(asc(receipts.issuedAt), asc(receipts.id));
  const byDay = byLimaDay(pending, (receipt) => receipt.issuedAt);
  const now = ctx.now();
  for (const [day, boletas] of byDay) {
    const window = summaryWindow(day, now);
    if (window === 'antes') continue;
    if (window === 'vencido') {
      const late = `Fuera del plazo del resumen diario del ${day}: informarla a SUNAT a mano`;
      const unmarked = boletas.filter((receipt) => receipt.sendMessage !== late).map((receipt) => receipt.id);
      if (unmarked.length > 0) {
        await ctx.db.update(receipts).set({ sendMessage: late }).where(inArray(receipts.id, unmarked));
      }
      continue;
    }
    const due = boletas.filter((receipt) => isDue(receipt, now));
    for (const batch of inSummaries(due)) await sendBoletas(ctx, sunat, day, batch);
  }
  await sendPendingCreditNotes(ctx, sunat);
}
