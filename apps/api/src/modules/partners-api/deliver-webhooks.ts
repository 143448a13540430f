import { PARTNER_WEBHOOK_SIGNATURE_HEADER } from '@cambix/contract';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { partners, partnerWebhookDeliveries } from '../../platform/db/schema/index.ts';
import { postToCheckedAddress } from '../../platform/http/post-to-checked-address.ts';
import { checkWebhookTarget } from '../partners-admin/index.ts';
import { signWebhook } from './webhook-signature.ts';

const TIMEOUT_MS = 5_000;
/** How long a claimed delivery is held for the instance posting it, past any request's timeout. */
const CLAIM_MS = 60_000;
/** The waits after each failed attempt; past the last one the delivery is given up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
const BATCH = 20;

type Delivery = typeof partnerWebhookDeliveries.$inferSelect;

/**
 * Takes the due deliveries for this instance: their next attempt moves past the claim, so another
 * instance (or an overlapping run) skips them while they are posted.
 */
async function claimDue(ctx: AppContext, now: Date): Promise<Delivery[]> {
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: partnerWebhookDeliveries.id })
      .from(partnerWebhookDeliveries)
      .where(
        and(
          isNull(partnerWebhookDeliveries.deliveredAt),
          isNull(partnerWebhookDeliveries.failedAt),
          lte(partnerWebhookDeliveries.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(partnerWebhookDeliveries.nextAttemptAt), asc(partnerWebhookDeliveries.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(partnerWebhookDeliveries)
      .set({
        attempts: sql`${partnerWebhookDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
      })
      .where(
        inArray(
          partnerWebhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Posts one delivery; null when the receiver answered 2xx, otherwise why not. The address is checked again
 * here, and the connection made only to what passed (decision 129): a name that answered a public address
 * when the webhook was saved and answers an internal one now gets no connection at all.
 */
async function post(
  ctx: AppContext,
  url: string,
  secret: string,
  delivery: Delivery,
  now: Date,
): Promise<string | null> {
  const body = JSON.stringify(delivery.payload);
  try {
    const target = await checkWebhookTarget(ctx, url);
    const status = await postToCheckedAddress(target, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Cambix-Webhooks/1',
        'x-cambix-event': delivery.event,
        'x-cambix-delivery': String(delivery.id),
        [PARTNER_WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, now),
      },
      body,
      timeoutMs: TIMEOUT_MS,
    });
    return status >= 200 && status < 300 ? null : `HTTP ${status}`;
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 200) : 'error';
  }
}

/**
 * Posts every due webhook delivery (docs/rules/partners.md#partner-api), signed with the partner's current
 * secret; a failure is retried after RETRY_DELAYS_MS and given up after the last. A partner that removed
 * its webhook since gets nothing more. Returns how many were delivered.
 */
export async function deliverDueWebhooks(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const claimed = await claimDue(ctx, now);
  if (claimed.length === 0) return 0;
  const targets = await ctx.db
    .select({ id: partners.id, url: partners.webhookUrl, secret: partners.webhookSecret })
    .from(partners)
    .where(
      inArray(
        partners.id,
        claimed.map((delivery) => delivery.partnerId),
      ),
    );
  let delivered = 0;
  for (const delivery of claimed) {
    const target = targets.find((partner) => partner.id === delivery.partnerId);
    const error =
      target?.url && target.secret
        ? await post(ctx, target.url, target.secret, delivery, now)
        : 'El socio quitó su webhook.';
    const settled = ctx.now();
    if (error === null) delivered += 1;
    const delay = RETRY_DELAYS_MS[delivery.attempts - 1];
    const givesUp = error !== null && (delay === undefined || !target?.url);
    await ctx.db
      .update(partnerWebhookDeliveries)
      .set(
        error === null
          ? { deliveredAt: settled, lastError: null }
          : givesUp
            ? { failedAt: settled, lastError: error }
            : { nextAttemptAt: new Date(settled.getTime() + (delay ?? 0)), lastError: error },
      )
      .where(eq(partnerWebhookDeliveries.id, delivery.id));
  }
  return delivered;
}
