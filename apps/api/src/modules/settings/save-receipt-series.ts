import { facturaSerieOf, type ReceiptSeriesSettings } from '@cambix/contract';
import type { receiptSeriesInput } from '@cambix/contract/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { receiptSeries } from '../../platform/db/schema/index.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { lockBank } from './bank-settings.ts';
import { lastIssuedBySerie, listReceiptSeries } from './receipt-series-settings.ts';

export type ReceiptSeriesFields = z.output<typeof receiptSeriesInput>;

const serieTaken = () => refuse([problem('serie', 'RECEIPT_SERIE_TAKEN')]);

/**
 * Each series' next number is above the last one issued in it, by any bank (RECEIPT_NUMBER_TOO_LOW, under
 * the field that would go back): a number issued twice would be two comprobantes with one id at SUNAT.
 */
async function refuseNumbersIssued(tx: Tx, input: ReceiptSeriesFields): Promise<void> {
  const numbers = [
    { field: 'nextNumber', serie: input.serie, next: input.nextNumber },
    { field: 'facturaNextNumber', serie: facturaSerieOf(input.serie), next: input.facturaNextNumber },
  ];
  const issued = await lastIssuedBySerie(
    tx,
    numbers.map((number) => number.serie),
  );
  const problems = numbers.flatMap(({ field, serie, next }) => {
    const last = issued.get(serie);
    return last !== undefined && next <= last
      ? [
          problem(
            field,
            'RECEIPT_NUMBER_TOO_LOW',
            `El último número emitido en ${serie} es ${last}: usa ${last + 1} o más.`,
          ),
        ]
      : [];
  });
  if (problems.length > 0) throw refuse(problems);
}

/**
 * A bank's boleta serie and the next correlatives of its boletas and facturas. The series row is locked as
 * a payout's issue-receipt locks it, so nothing is numbered while the correlatives change; neither goes back to a number already
 * issued, and a serie belongs to one bank.
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
      await refuseNumbersIssued(tx, input);
      const after = {
        serie: input.serie,
        nextNumber: input.nextNumber,
        facturaNextNumber: input.facturaNextNumber,
      };
      await tx
        .insert(receiptSeries)
        .values({ bankId, ...after })
        .onConflictDoUpdate({ target: receiptSeries.bankId, set: after });
      await recordAudit(tx, {
        actorId,
        action: 'receipt-series.save',
        targetType: 'bank',
        targetId: bankId,
        before: current
          ? {
              serie: current.serie,
              nextNumber: current.nextNumber,
              facturaNextNumber: current.facturaNextNumber,
            }
          : null,
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
