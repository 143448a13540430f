import {
  customerReviewOutcome,
  ERROR_MESSAGES,
  REASON_REQUIRED_CUSTOMER_ACTIONS,
  type CustomerReviewAction,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { endSessions } from '../../platform/security/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import { resolveTask } from '../notifications/index.ts';
import { setAccountState } from '../users/index.ts';
import { isCustomer } from './customer-query.ts';
import { getCustomer } from './get-customer.ts';
import { reviewMail } from './mails/review-mail.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';

export interface ReviewInput {
  staffId: number;
  userId: number;
  action: CustomerReviewAction;
  /** The reason (reject, block) or an optional note (approve, activate). */
  text?: string | undefined;
}

/** Why an action is refused now, in words staff can act on. */
function refusal(action: CustomerReviewAction, status: string, kycStep: number): AppError {
  if (action === 'approve' && status === 'POR_VALIDAR' && kycStep !== 0) {
    return new AppError('REVIEW_NOT_ALLOWED', {
      message: 'El cliente aún no completa la validación de identidad.',
    });
  }
  if (action === 'activate' && status === 'RECHAZADO') {
    return new AppError('REVIEW_NOT_ALLOWED', {
      message: 'El cliente aún no vuelve a enviar sus datos y fotos de identidad.',
    });
  }
  return new AppError('REVIEW_NOT_ALLOWED');
}

/**
 * Approve, reject, block or activate a customer's account (decision 022). One transaction that changes
 * the row only if its status is still the one read (two staff at once: one change, one
 * REVIEW_NOT_ALLOWED), with its audit row, the customer's mail and, leaving POR_VALIDAR, the review's
 * notifications resolved.
 */
export async function reviewCustomer(ctx: AppContext, input: ReviewInput) {
  const text = input.text?.trim() ?? '';
  const needsReason = REASON_REQUIRED_CUSTOMER_ACTIONS.includes(input.action);
  if (needsReason && !text) {
    throw new AppError('REASON_REQUIRED', { fields: { reason: ERROR_MESSAGES.REASON_REQUIRED } });
  }

  const resolved = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        accountStatus: users.accountStatus,
        kycStep: users.kycStep,
        statusReason: users.statusReason,
        email: users.email,
        nombres: users.nombres,
      })
      .from(users)
      .where(and(eq(users.id, input.userId), isCustomer));
    if (!current) throw new AppError('USER_NOT_FOUND');
    const next = customerReviewOutcome(input.action, current.accountStatus, current.kycStep);
    if (!next) throw refusal(input.action, current.accountStatus, current.kycStep);

    const now = ctx.now();
    const statusReason = needsReason ? text : null;
    // A rejected customer sends data and photos again (decision 022): back to KYC step 1.
    const kycStep = input.action === 'reject' ? 1 : current.kycStep;
    const updated = await setAccountState(
      tx,
      input.userId,
      {
        accountStatus: next,
        review: { statusReason, kycStep, reviewedBy: input.staffId },
        from: { accountStatus: current.accountStatus, kycStep: current.kycStep },
      },
      now,
    );
    if (!updated) throw new AppError('REVIEW_NOT_ALLOWED');
    // Blocking ends every open session of the customer at once.
    if (input.action === 'block') await endSessions(tx, input.userId, now);

    const before: Record<string, unknown> = {
      accountStatus: current.accountStatus,
      statusReason: current.statusReason,
    };
    const after: Record<string, unknown> = { accountStatus: next, statusReason };
    if (kycStep !== current.kycStep) {
      before.kycStep = current.kycStep;
      after.kycStep = kycStep;
    }
    await recordAudit(tx, {
      actorId: input.staffId,
      action: `user.${input.action}`,
      targetType: 'user',
      targetId: input.userId,
      before,
      after,
      note: text || null,
    });
    await ctx.mailer.enqueue(
      tx,
      reviewMail(
        ctx.config,
        { email: current.email, nombres: current.nombres },
        { action: input.action, status: next, reason: needsReason ? text : null },
      ),
    );
    // Out of review (approved, rejected or blocked): the "Cliente por validar" task is done.
    return current.accountStatus === 'POR_VALIDAR'
      ? resolveTask(tx, { kind: 'kyc-review', id: input.userId }, input.staffId, now)
      : null;
  });

  await forgetPrincipal(ctx, input.userId);
  if (resolved) ctx.events.publish(resolved);
  if (input.action === 'block') ctx.events.publish({ type: 'user.sessions-revoked', userId: input.userId });
  return getCustomer(ctx, input.userId);
}
