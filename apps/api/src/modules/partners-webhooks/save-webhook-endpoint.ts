import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@cambix/contract';
import type { webhookEndpointRequest } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partnerWebhookEndpoints } from '../../platform/db/schema/index.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { findOwnEndpoint, toWebhookEndpoint } from './endpoint-view.ts';
import { newWebhookSecret } from './webhook-secret.ts';
import { checkWebhookTarget, WebhookTargetRefused } from './webhook-target.ts';

type EndpointInput = z.output<typeof webhookEndpointRequest>;
/** The partner an endpoint belongs to, and the person who acts for it. */
export interface WebhookOwner {
  partnerId: number;
  actorId: number;
}

/** The address rule (decision 129) before anything is saved: its refusal is the field's message. */
async function assertTarget(ctx: AppContext, url: string): Promise<void> {
  await checkWebhookTarget(ctx, url).catch((error: unknown) => {
    if (error instanceof WebhookTargetRefused)
      throw refuse([problem('url', 'VALIDATION_FAILED', error.message)]);
    throw error;
  });
}

/** A new endpoint of the partner, with its own secret, shown in this answer only. */
export async function createWebhookEndpoint(
  ctx: AppContext,
  owner: WebhookOwner,
  input: EndpointInput,
): Promise<WebhookEndpointWithSecret> {
  await assertTarget(ctx, input.url);
  const now = ctx.now();
  const secret = newWebhookSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(partnerWebhookEndpoints)
      .values({
        partnerId: owner.partnerId,
        url: input.url,
        events: input.events,
        secret,
        createdBy: owner.actorId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert returned no endpoint');
    await recordAudit(tx, {
      actorId: owner.actorId,
      action: 'partner.webhook.create',
      targetType: 'partner',
      targetId: owner.partnerId,
      after: { endpointId: created.id, url: input.url, events: input.events },
    });
    return created;
  });
  return { ...toWebhookEndpoint(row, now), secret };
}

/** Another address or other events for one of the partner's endpoints; its secret stays. */
export async function updateWebhookEndpoint(
  ctx: AppContext,
  owner: WebhookOwner,
  endpointId: number,
  input: EndpointInput,
): Promise<WebhookEndpoint> {
  await findOwnEndpoint(ctx.db, owner.partnerId, endpointId);
  await assertTarget(ctx, input.url);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findOwnEndpoint(tx, owner.partnerId, endpointId, { lock: true });
    const [updated] = await tx
      .update(partnerWebhookEndpoints)
      .set({ url: input.url, events: input.events, updatedAt: now })
      .where(eq(partnerWebhookEndpoints.id, endpointId))
      .returning();
    await recordAudit(tx, {
      actorId: owner.actorId,
      action: 'partner.webhook.update',
      targetType: 'partner',
      targetId: owner.partnerId,
      before: { endpointId, url: before.url, events: before.events },
      after: { endpointId, url: input.url, events: input.events },
    });
    return updated!;
  });
  return toWebhookEndpoint(row, now);
}
