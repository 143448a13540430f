import type { PaymentBankStep } from '@cambix/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, paymentBankSteps } from '../../platform/db/schema/index.ts';

/**
 * How to pay Cambix at each active bank: by bank, then `step_number` ascending
 * (docs/rules/banks-and-accounts.md#payment-steps).
 */
export async function listPaymentSteps(db: Queryable): Promise<PaymentBankStep[]> {
  return db
    .select({
      bankId: paymentBankSteps.bankId,
      step_number: paymentBankSteps.stepNumber,
      text: paymentBankSteps.text,
    })
    .from(paymentBankSteps)
    .innerJoin(banks, eq(banks.id, paymentBankSteps.bankId))
    .where(eq(banks.active, true))
    .orderBy(asc(banks.sortOrder), asc(paymentBankSteps.bankId), asc(paymentBankSteps.stepNumber));
}
