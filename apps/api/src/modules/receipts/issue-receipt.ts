import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { receipts, receiptSeries } from '../../platform/db/schema/index.ts';

export type Receipt = typeof receipts.$inferSelect;

/** The service a boleta charges for (docs/rules/receipts.md#boleta). */
export const RECEIPT_DESCRIPTION = 'Comisión por cambio de saldo';

/** How the boleta is numbered on paper: B001-00000042, as the customer's receipt shows it. */
export function receiptNumber(receipt: Pick<Receipt, 'serie' | 'numero'>): string {
  return `${receipt.serie}-${String(receipt.numero).padStart(8, '0')}`;
}

export interface ReceiptInput {
  orderId: number;
  /** The order's payment bank: each has its own series. */
  bankId: number;
  /** The commission charged (the order's final fee). */
  amount: string;
  customer: { name: string; documentType: string; documentNumber: string };
  issuedAt: Date;
}

/**
 * Issues the boleta of a finished order inside its transaction. The series row is locked until the
 * transaction ends, so concurrent payouts at one bank take consecutive numbers, and a payout that rolls
 * back gives its number back with it: the correlative has no gaps.
 */
export async function issueReceipt(tx: Tx, input: ReceiptInput): Promise<Receipt> {
  const [series] = await tx
    .select()
    .from(receiptSeries)
    .where(eq(receiptSeries.bankId, input.bankId))
    .for('update');
  // Every bank with a collection account is seeded with its series; one removed in Ajustes stops payouts.
  if (!series) throw new AppError('NO_RECEIPT_SERIES');
  await tx
    .update(receiptSeries)
    .set({ nextNumber: series.nextNumber + 1 })
    .where(eq(receiptSeries.bankId, series.bankId));
  const [receipt] = await tx
    .insert(receipts)
    .values({
      serie: series.serie,
      numero: series.nextNumber,
      bankId: input.bankId,
      orderId: input.orderId,
      customerName: input.customer.name,
      documentType: input.customer.documentType,
      documentNumber: input.customer.documentNumber,
      description: RECEIPT_DESCRIPTION,
      amount: input.amount,
      issuedAt: input.issuedAt,
    })
    .returning();
  if (!receipt) throw new Error('receipt not inserted');
  return receipt;
}
