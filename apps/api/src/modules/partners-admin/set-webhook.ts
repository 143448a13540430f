import crypto from 'node:crypto';
import type { WebhookSettings } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partners } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { callerPartnerId } from './caller-partner.ts';
import { findPartnerRow } from './partner-view.ts';
import { checkWebhookTarget, WebhookTargetRefused } from './webhook-target.ts';

/**
 * Sets or removes the webhook of the caller's partner (docs/rules/partners.md#partner-api). Every call makes
 * a new signing secret, shown in this answer only; removing the webhook drops the secret too.
 */
export async function setWebhook(
  ctx: AppContext,
  caller: Principal,
  input: { url: string | null },
): Promise<WebhookSettings> {
  const partnerId = await callerPartnerId(ctx.db, caller);
  if (input.url !== null) {
    await checkWebhookTarget(ctx, input.url).catch((error: unknown) => {
      if (error instanceof WebhookTargetRefused)
        throw refuse([problem('url', 'VALIDATION_FAILED', error.message)]);
      throw error;
    });
  }
  const secret = input.url === null ? null : `whsec_${crypto.randomBytes(32).toString('base64url')}`;
  await ctx.db.transaction(async (tx) => {
    const before = await findPartnerRow(tx, partnerId, { lock: true });
    await tx
      .update(partners)
      .set({ webhookUrl: input.url, webhookSecret: secret, updatedAt: ctx.now() })
      .where(eq(partners.id, partnerId));
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'partner.webhook.set',
      targetType: 'partner',
      targetId: partnerId,
      before: { webhookUrl: before.webhookUrl },
      after: { webhookUrl: input.url, secretRotated: secret !== null },
    });
  });
  return { url: input.url, secret };
}
