import { WEBHOOK_PREVIOUS_SECRET_HOURS, type WebhookEndpointWithSecret } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partnerWebhookEndpoints } from '../../platform/db/schema/index.ts';
import { findOwnEndpoint, toWebhookEndpoint } from './endpoint-view.ts';
import type { WebhookOwner } from './save-webhook-endpoint.ts';
import { newWebhookSecret } from './webhook-secret.ts';

/**
 * A new secret for one endpoint, shown in this answer only. The one it replaces still signs every delivery
 * beside it for `WEBHOOK_PREVIOUS_SECRET_HOURS`, so the receiver can switch without losing one; a second
 * rotation within that time drops the oldest.
 */
export async function rotateWebhookSecret(
  ctx: AppContext,
  owner: WebhookOwner,
  endpointId: number,
): Promise<WebhookEndpointWithSecret> {
  const now = ctx.now();
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findOwnEndpoint(tx, owner.partnerId, endpointId, { lock: true });
    const [updated] = await tx
      .update(partnerWebhookEndpoints)
      .set({
        secret,
        previousSecret: before.secret,
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_PREVIOUS_SECRET_HOURS * 3_600_000),
        updatedAt: now,
      })
      .where(eq(partnerWebhookEndpoints.id, endpointId))
      .returning();
    await recordAudit(tx, {
      actorId: owner.actorId,
      action: 'partner.webhook.rotate',
      targetType: 'partner',
      targetId: owner.partnerId,
      after: { endpointId },
    });
    return updated!;
  });
  return { ...toWebhookEndpoint(row, now), secret };
}
