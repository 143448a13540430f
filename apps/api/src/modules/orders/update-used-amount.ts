import type { UsedAmount } from '@cambix/contract';
import type { updateUsedAmountRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { usageAdjustments } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { assertOwnerOrStaff, isStaff, type Principal } from '../../platform/http/access.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { lockCustomer } from './lock-customer.ts';
import { usedThisMonth } from './monthly-usage.ts';

type Request = z.output<typeof updateUsedAmountRequest>;

/**
 * `POST /api/updateUsedAmount` (docs/rules/limits.md#staff-adjustments): usage is derived from orders. Staff
 * add to a customer's usage this month with an audited adjustment; nothing lowers it. A customer calling it
 * for their own id changes nothing and gets their usage back.
 */
export async function updateUsedAmount(
  ctx: AppContext,
  principal: Principal,
  request: Request,
): Promise<UsedAmount> {
  assertOwnerOrStaff(principal, request.id);
  const month = limaMonth(ctx.now());
  if (isStaff(principal)) {
    if (request.amount.startsWith('-') || parseMoney(request.amount) === 0n) {
      throw refuse([
        problem(
          'amount',
          'VALIDATION_FAILED',
          'El monto usado solo puede aumentar: indica un monto mayor que cero.',
        ),
      ]);
    }
    await ctx.db.transaction(async (tx) => {
      const customer = await lockCustomer(tx, request.id);
      if (!customer) throw new AppError('USER_NOT_FOUND');
      const before = await usedThisMonth(tx, request.id, month);
      const reason = request.reason || 'Ajuste del monto usado';
      await tx.insert(usageAdjustments).values({
        userId: request.id,
        month,
        amount: request.amount,
        reason,
        actorId: principal.userId,
        createdAt: ctx.now(),
      });
      await recordAudit(tx, {
        actorId: principal.userId,
        action: 'usage.adjust',
        targetType: 'user',
        targetId: request.id,
        before: { month, used: formatMoney(before) },
        after: { month, used: formatMoney(before + parseMoney(request.amount)) },
        note: reason,
      });
    });
  }
  return { used: formatMoney(await usedThisMonth(ctx.db, request.id, month)), month };
}
