import type { CustomerRisk } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { customerRisk, customerRiskHistory } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { getSettings } from '../settings/index.ts';
import { reviewDueFrom } from './recompute-risk.ts';
import { riskQuery, toRiskViews } from './risk-view.ts';

/**
 * docs/rules/compliance.md#customer-risk: the officer marks a high-risk customer reviewed, with a note. The
 * next review day is today (Lima) plus `highRiskReviewDays`; the review is kept in the history and audited.
 */
export async function reviewRisk(
  ctx: AppContext,
  actorId: number,
  userId: number,
  note: string,
): Promise<CustomerRisk> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(customerRisk)
      .where(eq(customerRisk.userId, userId))
      .for('update');
    if (!current) throw new AppError('RISK_NOT_FOUND');
    if (current.level !== 'high') throw new AppError('RISK_REVIEW_NOT_HIGH');
    const { highRiskReviewDays } = await getSettings(ctx, 'compliance', tx);
    const reviewDueOn = reviewDueFrom(now, highRiskReviewDays);
    await tx
      .update(customerRisk)
      .set({ reviewDueOn, reviewedAt: now, reviewedBy: actorId, reviewNote: note })
      .where(eq(customerRisk.userId, userId));
    await tx.insert(customerRiskHistory).values({
      userId,
      at: now,
      cause: 'review',
      actorId,
      fromLevel: current.level,
      toLevel: current.level,
      score: current.score,
      factors: current.factors,
      note,
    });
    await recordAudit(tx, {
      actorId,
      action: 'compliance-risk.review',
      targetType: 'customer_risk',
      targetId: userId,
      before: { reviewDueOn: current.reviewDueOn },
      after: { reviewDueOn },
      note,
    });
  });
  const rows = await riskQuery(ctx.db, limaDay(now)).where(eq(customerRisk.userId, userId));
  const [view] = await toRiskViews(ctx.db, rows);
  // Stryker disable next-line all: the row was just updated, and risk rows are never deleted
  if (!view) throw new AppError('RISK_NOT_FOUND');
  return view;
}
