import { asc, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { receipts, sunatSummaries } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { stateOfCdr } from '../../platform/sunat/sunat-gateway.ts';
import type { Receipt } from './issue-receipt.ts';
import { electronicReceiptOf } from './receipt-document.ts';
import { cdrColumns, exceptionMessage } from './sunat-answers.ts';
import { signedUblDocument } from './ubl/signed-document.ts';
import { summaryWindow } from './ubl/summary-window.ts';

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

/** Asks SUNAT for the CDR of each summary still waiting, and writes it on the summary and its boletas. */
async function collectAnswers(ctx: AppContext, sunat: Sunat): Promise<void> {
  const waiting = await ctx.db.select().from(sunatSummaries).where(eq(sunatSummaries.status, 'enviada'));
  for (const summary of waiting) {
    let status;
    try {
      status = await sunat.gateway.getStatus(summary.ticket);
    } catch (error) {
      // Staff read it on each boleta of the summary; the next run asks again.
      const message = `Constancia del resumen ${summary.summaryId} no obtenida: ${exceptionMessage(error)}`;
      await ctx.db.transaction(async (tx) => {
        await tx.update(sunatSummaries).set({ message }).where(eq(sunatSummaries.id, summary.id));
        await tx
          .update(receipts)
          .set({ sendMessage: message })
          .where(eq(receipts.summaryId, summary.summaryId));
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
      await tx
        .update(receipts)
        .set({ sendStatus: columns.sendStatus, cdrCode: columns.cdrCode, sendMessage: columns.sendMessage })
        .where(eq(receipts.summaryId, summary.summaryId));
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

/** Sends one summary of boletas of one day; an exception leaves them pendiente with the reason. */
async function sendSummary(ctx: AppContext, sunat: Sunat, referenceDay: string, boletas: Receipt[]) {
  const now = ctx.now();
  const issueDay = limaDay(now);
  const sequence = await nextSequence(ctx, issueDay);
  const documents = await Promise.all(boletas.map((receipt) => electronicReceiptOf(ctx, receipt)));
  const [first] = documents;
  if (!first) return;
  const signed = signedUblDocument(
    {
      kind: 'summary',
      summary: {
        issuer: first.issuer,
        referenceDay,
        issueDay,
        sequence,
        documents: documents.map((document) => ({ condition: '1', document })),
      },
    },
    sunat.identity,
  );
  const ids = boletas.map((receipt) => receipt.id);
  let ticket: string;
  try {
    ({ ticket } = await sunat.gateway.sendSummary(signed));
  } catch (error) {
    ctx.log.error({ err: error, referenceDay }, 'daily summary not received by SUNAT');
    await ctx.db
      .update(receipts)
      .set({ sendMessage: `Resumen diario no recibido: ${exceptionMessage(error)}`, sentAt: now })
      .where(inArray(receipts.id, ids));
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
    await tx
      .update(receipts)
      .set({
        sendStatus: 'enviada',
        sendProvider: sunat.gateway.provider,
        sendTicket: ticket,
        summaryId,
        sendMessage: `Enviada en el resumen diario ${summaryId}; esperando la constancia de SUNAT`,
        sentAt: now,
      })
      .where(inArray(receipts.id, ids));
  });
}

/**
 * docs/rules/receipts.md#daily-summary: the boletas still pendiente go, by their Lima day, in a summary once
 * that day is over and within its window; a boleta past the window stays pendiente and says so. Then the
 * CDR of each summary sent is asked for. State lives in the rows, so a restart only delays it to the next run.
 */
export async function sendDailySummaries(ctx: AppContext): Promise<void> {
  const sunat = ctx.receiptSender.sunat;
  if (!sunat) return;
  await collectAnswers(ctx, sunat);
  const pending = await ctx.db
    .select()
    .from(receipts)
    .where(eq(receipts.sendStatus, 'pendiente'))
    .orderBy(asc(receipts.issuedAt), asc(receipts.id));
  const byDay = new Map<string, Receipt[]>();
  for (const receipt of pending.filter((row) => row.serie.startsWith('B'))) {
    const day = limaDay(receipt.issuedAt);
    byDay.set(day, [...(byDay.get(day) ?? []), receipt]);
  }
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
    for (const batch of inSummaries(boletas)) await sendSummary(ctx, sunat, day, batch);
  }
}
