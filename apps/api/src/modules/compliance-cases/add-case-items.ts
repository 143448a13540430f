import type { ComplianceCase } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { complianceCaseItems, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { auditCaseChange, lockOpenCase } from './case-access.ts';
import { takeAlert } from './case-alert.ts';
import { readCase } from './case-view.ts';

/** Another alert of the case's customer into an open case (docs/rules/compliance.md#cases). */
export async function addCaseAlert(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  alertId: number,
): Promise<ComplianceCase> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const found = await lockOpenCase(tx, caseId);
    const alert = await takeAlert(ctx, tx, actorId, alertId, caseId);
    if (alert.userId !== found.userId) throw new AppError('CASE_OTHER_CUSTOMER');
    await tx
      .insert(complianceCaseItems)
      .values({ caseId, kind: 'alert', alertId, addedBy: actorId, addedAt: now });
    await alert.confirmFor(caseId);
    await auditCaseChange(tx, actorId, caseId, 'add-alert', { alertId });
  });
  return readCase(ctx.db, caseId);
}

/** An order of the case's customer, by its code, into an open case; each order enters once. */
export async function addCaseOrder(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  code: string,
): Promise<ComplianceCase> {
  await ctx.db.transaction(async (tx) => {
    const found = await lockOpenCase(tx, caseId);
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.code, code));
    if (!order) throw new AppError('CASE_ORDER_NOT_FOUND');
    if (order.userId !== found.userId) throw new AppError('CASE_OTHER_CUSTOMER');
    const [already] = await tx
      .select({ id: complianceCaseItems.id })
      .from(complianceCaseItems)
      .where(and(eq(complianceCaseItems.caseId, caseId), eq(complianceCaseItems.orderId, order.id)));
    if (already) throw new AppError('CASE_ORDER_IN_CASE');
    await tx
      .insert(complianceCaseItems)
      .values({ caseId, kind: 'order', orderId: order.id, addedBy: actorId, addedAt: ctx.now() });
    await auditCaseChange(tx, actorId, caseId, 'add-order', { orderId: order.id, code });
  });
  return readCase(ctx.db, caseId);
}

/** A note: appended, never edited or removed. */
export async function addCaseNote(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  text: string,
): Promise<ComplianceCase> {
  await ctx.db.transaction(async (tx) => {
    await lockOpenCase(tx, caseId);
    const [item] = await tx
      .insert(complianceCaseItems)
      .values({ caseId, kind: 'note', text, addedBy: actorId, addedAt: ctx.now() })
      .returning({ id: complianceCaseItems.id });
    await auditCaseChange(tx, actorId, caseId, 'add-note', { itemId: item?.id }, text);
  });
  return readCase(ctx.db, caseId);
}
