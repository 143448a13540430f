import type { WebhookEndpoint } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partnerWebhookEndpoints } from '../../platform/db/schema/index.ts';
import { findOwnEndpoint, toWebhookEndpoint } from './endpoint-view.ts';
import type { WebhookOwner } from './save-webhook-endpoint.ts';

/** The endpoint stops receiving at once; its row and delivery log stay, pending deliveries are given up. */
export async function removeWebhookEndpoint(
  ctx: AppContext,
  owner: WebhookOwner,
  endpointId: number,
): Promise<WebhookEndpoint> {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findOwnEndpoint(tx, owner.partnerId, endpointId, { lock: true });
    await tx
      .update(partnerWebhookEndpoints)
      .set({ removedAt: now, removedBy: owner.actorId, updatedAt: now })
      .where(eq(partnerWebhookEndpoints.id, endpointId));
    await recordAudit(tx, {
      actorId: owner.actorId,
      action: 'partner.webhook.remove',
      targetType: 'partner',
      targetId: owner.partnerId,
      before: { endpointId, url: before.url, events: before.events },
    });
    return before;
  });
  return toWebhookEndpoint(row, now);
}
