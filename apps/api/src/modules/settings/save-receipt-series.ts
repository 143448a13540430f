import type { ReceiptSeriesSettings } from '@cambix/contract';
import type { receiptSeriesInput } from '@cambix/contract/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { receiptSeries } from '../../platform/db/schema/index.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { lockBank } from './bank-settings.ts';
import { lastIssuedIn, listReceiptSeries } from './receipt-series-settings.ts';

export type ReceiptSeriesFields = z.output<typeof receiptSeriesInput>;

const serieTaken = () => refuse([problem('serie', 'RECEIPT_SERIE_TAKEN')]);

/**
 * A bank's boleta serie and next correlative. The series row is locked like a payout's issue-receipt
 * locks it, so no boleta is numbered while the correlative changes; it never goes back to a number
 * already issued in that serie (RECEIPT_NUMBER_TOO_LOW), and a serie belongs to one bank.
 */
export async function saveReceiptSeries(
  ctx: AppContext,
  actorId: number,
  bankId: number,
  input: ReceiptSeriesFields,
): Promise<ReceiptSeriesSettings> {
  try {
    await ctx.db.transaction(async (tx) => {
      // The bank's row stands in for a series row that does not exist yet: two first saves take turns.
      await lockBank(tx, bankId);
      const [current] = await tx
        .select()
        .from(receiptSeries)
        .where(eq(receiptSeries.bankId, bankId))
        .for('update');
      const [other] = await tx
        .select({ bankId: receiptSeries.bankId })
        .from(receiptSeries)
        .where(and(eq(receiptSeries.serie, input.serie), ne(receiptSeries.bankId, bankId)));
      if (other) throw serieTaken();
      const last = await lastIssuedIn(tx, input.serie);
      if (last !== null && input.nextNumber <= last) {
        throw refuse([
          problem(
            'nextNumber',
            'RECEIPT_NUMBER_TOO_LOW',
            `El último número emitido en ${input.serie} es ${last}: usa ${last + 1} o más.`,
          ),
        ]);
      }
      const after = { serie: input.serie, nextNumber: input.nextNumber };
      await tx
        .insert(receiptSeries)
        .values({ bankId, ...after })
        .onConflictDoUpdate({ target: receiptSeries.bankId, set: after });
      await recordAudit(tx, {
        actorId,
        action: 'receipt-series.save',
        targetType: 'bank',
        targetId: bankId,
        before: current ? { serie: current.serie, nextNumber: current.nextNumber } : null,
        after,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw serieTaken();
    throw error;
  }
  const [saved] = await listReceiptSeries(ctx.db, bankId);
  if (!saved) throw new Error('receipt series not saved');
  return saved;
}
