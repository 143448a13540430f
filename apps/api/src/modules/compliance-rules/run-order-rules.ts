import type { StaffModule } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { orders } from '../../platform/db/schema/index.ts';
import type { NotificationCreated } from '../../platform/events.ts';
import { raiseAlert } from '../compliance-alerts/index.ts';
import { readNewestBoard } from '../exchange/index.ts';
import { notifyStaff } from '../notifications/index.ts';
import { newAccountsRule } from './new-accounts-rule.ts';
import { rejectedIdentityRule } from './rejected-identity-rule.ts';
import type { Rule } from './rule-alert.ts';
import { ruleSettings } from './rule-settings.ts';
import { sharedPartnerClientRule } from './shared-partner-client-rule.ts';
import { structuringRule } from './structuring-rule.ts';
import { suddenChangeRule } from './sudden-change-rule.ts';
import { thirdPartyPayerRule } from './third-party-payer-rule.ts';

/** The rules run when an order is finalized (docs/rules/compliance.md#rules). */
export const ORDER_RULES: readonly Rule[] = [
  structuringRule,
  suddenChangeRule,
  newAccountsRule,
  rejectedIdentityRule,
  sharedPartnerClientRule,
];

/** The rules run when staff approve a payment: what they saw on the voucher. */
export const PAYMENT_RULES: readonly Rule[] = [thirdPartyPayerRule];

/** The officers: Administradores and holders of module cumplimiento (docs/rules/compliance.md#who). */
const COMPLIANCE_MODULE: StaffModule = 'cumplimiento';

/**
 * Runs rules on an order in the transaction of the step that ran them (ORDER_RULES at finalize, PAYMENT_RULES
 * at a payment's approval), so an alert exists exactly when the step does. Each alert found is raised once for
 * its situation and told to the officers' bell only; nothing reaches the customer, and none holds them (the
 * officer decides). Returns the notices to publish after the commit.
 */
export async function runOrderRules(
  ctx: AppContext,
  tx: Tx,
  order: typeof orders.$inferSelect,
  now: Date,
  rules: readonly Rule[] = ORDER_RULES,
): Promise<NotificationCreated[]> {
  const settings = await ruleSettings(ctx, tx);
  const board = (await readNewestBoard(tx))?.board ?? null;
  const notices: NotificationCreated[] = [];
  for (const rule of rules) {
    const found = await rule({ tx, order, settings, board, now });
    if (!found) continue;
    const alert = await raiseAlert(tx, {
      kind: found.kind,
      userId: found.userId ?? order.userId,
      subject: found.subject,
      holds: false,
      score: null,
      facts: found.facts,
      at: now,
    });
    if (!alert) continue;
    notices.push(
      await notifyStaff(tx, {
        title: 'Alerta de cumplimiento',
        body: found.summary,
        link: `/dashboard/cumplimiento/alertas?alerta=${alert.id}`,
        group: 'cumplimiento',
        at: now,
        sourceKey: `compliance-alert:${alert.id}`,
        module: COMPLIANCE_MODULE,
      }),
    );
  }
  return notices;
}

/** The payment rules on an order whose payment staff just approved, in the approval's transaction. */
export function runPaymentRules(
  ctx: AppContext,
  tx: Tx,
  order: typeof orders.$inferSelect,
  now: Date,
): Promise<NotificationCreated[]> {
  return runOrderRules(ctx, tx, order, now, PAYMENT_RULES);
}
