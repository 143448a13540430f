import type { CreditNoteReasonCode, CreditNoteView } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { creditNotes, users } from '../../platform/db/schema/index.ts';
import type { CreditNoteRow } from './credit-note-document.ts';
import { receiptNumber } from './issue-receipt.ts';
import { sendingView } from './sending-view.ts';

/** A credit note as staff read it under its boleta, with who issued it. */
export async function creditNoteView(ctx: AppContext, note: CreditNoteRow): Promise<CreditNoteView> {
  const [issuer] = await ctx.db
    .select({ nombres: users.nombres, apellido: users.apellidoPaterno })
    .from(users)
    .where(eq(users.id, note.issuedBy));
  return {
    id: note.id,
    number: receiptNumber(note),
    reasonCode: note.reasonCode as CreditNoteReasonCode,
    reason: note.reason,
    amount: note.amount,
    currency: note.currency,
    issuedAt: note.issuedAt.toISOString(),
    issuedBy: issuer ? `${issuer.nombres} ${issuer.apellido}` : '',
    sending: sendingView(ctx, { ...note }),
  };
}

/** The credit note of a boleta, or null: at most one, since it credits the whole boleta. */
export async function creditNoteOfReceipt(
  ctx: AppContext,
  receiptId: number,
): Promise<CreditNoteView | null> {
  const [note] = await ctx.db.select().from(creditNotes).where(eq(creditNotes.receiptId, receiptId));
  return note ? creditNoteView(ctx, note) : null;
}
