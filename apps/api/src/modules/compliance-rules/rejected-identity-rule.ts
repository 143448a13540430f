import { formatAmount } from '@cambix/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import { auditLog } from '../../platform/db/schema/index.ts';
import type { Rule } from './rule-alert.ts';

/**
 * docs/rules/compliance.md#rejected-identity: an order of a customer whose identity validation was rejected
 * before (staff's `user.reject`, docs/rules/identity.md#staff-review), whatever was decided after it. One
 * alert per rejection: the first order after it raises it, later ones do not repeat it.
 */
export const rejectedIdentityRule: Rule = async ({ tx, order, now }) => {
  const [rejection] = await tx
    .select({ id: auditLog.id, at: auditLog.createdAt, note: auditLog.note })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, 'user'),
        eq(auditLog.targetId, String(order.userId)),
        eq(auditLog.action, 'user.reject'),
        lt(auditLog.createdAt, now),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  if (!rejection) return null;
  return {
    kind: 'rejected-identity',
    subject: `rejection:${rejection.id}`,
    facts: {
      orderId: order.id,
      orderCode: order.code,
      amountPen: order.penEquivalent,
      rejectedAt: rejection.at.toISOString(),
      rejectionReason: rejection.note,
    },
    summary: `Orden ${order.code} de S/ ${formatAmount(order.penEquivalent)} de un cliente cuya validación de identidad fue rechazada.`,
  };
};
