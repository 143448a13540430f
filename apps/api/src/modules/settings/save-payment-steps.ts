import type { BankSettings } from '@cambix/contract';
import { asc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { paymentBankSteps } from '../../platform/db/schema/index.ts';
import { bankSettingsOf, lockBank } from './bank-settings.ts';

/** Replaces the bank's payment steps; they are numbered 1..n in the order given. */
export async function savePaymentSteps(
  ctx: AppContext,
  actorId: number,
  bankId: number,
  steps: string[],
): Promise<BankSettings> {
  await ctx.db.transaction(async (tx) => {
    await lockBank(tx, bankId);
    const before = await tx
      .select({ text: paymentBankSteps.text })
      .from(paymentBankSteps)
      .where(eq(paymentBankSteps.bankId, bankId))
      .orderBy(asc(paymentBankSteps.stepNumber));
    await tx.delete(paymentBankSteps).where(eq(paymentBankSteps.bankId, bankId));
    if (steps.length > 0) {
      await tx
        .insert(paymentBankSteps)
        .values(steps.map((text, index) => ({ bankId, stepNumber: index + 1, text })));
    }
    await recordAudit(tx, {
      actorId,
      action: 'bank.payment-steps',
      targetType: 'bank',
      targetId: bankId,
      before: before.map((step) => step.text),
      after: steps,
    });
  });
  return bankSettingsOf(ctx.db, bankId);
}
