import { and, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { partnerWebhookDeliveries } from '../../platform/db/schema/index.ts';
import { WEBHOOK_JOBS } from './deliver-webhook.ts';

/**
 * Hands the webhook deliveries queued before the job queue (those with a `next_attempt_at`, decision 145) to
 * it: each gets its job and loses the column's value, in one transaction. Returns how many were handed over.
 */
export async function carryOverQueuedWebhooks(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const waiting = await tx
      .update(partnerWebhookDeliveries)
      .set({ nextAttemptAt: null })
      .where(
        and(
          isNotNull(partnerWebhookDeliveries.nextAttemptAt),
          isNull(partnerWebhookDeliveries.deliveredAt),
          isNull(partnerWebhookDeliveries.failedAt),
        ),
      )
      .returning({ deliveryId: partnerWebhookDeliveries.id });
    await ctx.jobs.send(tx, WEBHOOK_JOBS, waiting);
    return waiting.length;
  });
}
