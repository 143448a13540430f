import { PARTNER_WEBHOOK_SIGNATURE_HEADER } from '@cambix/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { partners, partnerWebhookDeliveries } from '../../platform/db/schema/index.ts';
import { postToCheckedAddress } from '../../platform/http/post-to-checked-address.ts';
import type { JobKind } from '../../platform/job-queue.ts';
import { checkWebhookTarget } from '../partners-admin/index.ts';
import { signWebhook } from './webhook-signature.ts';

const TIMEOUT_MS = 5_000;

/** Retries after the first failed post; the next one is given up. */
export const WEBHOOK_RETRIES = 8;
/** The wait after the first failed post; each later one doubles it (with up to as much again at random). */
export const WEBHOOK_RETRY_SECONDS = 60;
/** The longest wait between two posts. */
export const WEBHOOK_RETRY_MAX_SECONDS = 6 * 3_600;

/**
 * One job per row of `partner_webhook_deliveries`, the record of what was posted and how it went (decision
 * 145). A claim is held a minute, well past a post's timeout; a finished job goes after a day (the row stays).
 */
export const WEBHOOK_JOBS: JobKind<{ deliveryId: number }> = {
  name: 'partner-webhook',
  policy: {
    retryLimit: WEBHOOK_RETRIES,
    retryDelay: WEBHOOK_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: WEBHOOK_RETRY_MAX_SECONDS,
    expireInSeconds: 60,
    deleteAfterSeconds: 24 * 3_600,
  },
};

/** A post that did not reach a 2xx answer: the job fails, to be tried again after its backoff. */
export class WebhookNotDelivered extends Error {}

type Delivery = typeof partnerWebhookDeliveries.$inferSelect;

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
        [PARTNER_WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, body, ctx.now()),
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
 * Posts the delivery of `job` (docs/rules/partners.md#partner-api), signed with the partner's current
 * secret, and records how it went on its row. A failure throws, so the queue tries again after its backoff;
 * the last one, or a partner that removed its webhook since, gives the delivery up. A delivery already
 * settled (a job run again after its instance stopped mid-way) is not posted again.
 */
export async function deliverWebhook(
  ctx: AppContext,
  job: JobWithMetadata<{ deliveryId: number }>,
): Promise<void> {
  const [delivery] = await ctx.db
    .update(partnerWebhookDeliveries)
    .set({ attempts: sql`${partnerWebhookDeliveries.attempts} + 1` })
    .where(
      and(
        eq(partnerWebhookDeliveries.id, job.data.deliveryId),
        isNull(partnerWebhookDeliveries.deliveredAt),
        isNull(partnerWebhookDeliveries.failedAt),
      ),
    )
    .returning();
  if (!delivery) return;
  const [target] = await ctx.db
    .select({ url: partners.webhookUrl, secret: partners.webhookSecret })
    .from(partners)
    .where(eq(partners.id, delivery.partnerId));
  const error =
    target?.url && target.secret
      ? await post(ctx, target.url, target.secret, delivery)
      : 'El socio quitó su webhook.';
  const settled = ctx.now();
  const givesUp = error !== null && (job.retryCount >= job.retryLimit || !target?.url);
  await ctx.db
    .update(partnerWebhookDeliveries)
    .set(
      error === null
        ? { deliveredAt: settled, lastError: null }
        : givesUp
          ? { failedAt: settled, lastError: error }
          : { lastError: error },
    )
    .where(eq(partnerWebhookDeliveries.id, delivery.id));
  if (error !== null && !givesUp) throw new WebhookNotDelivered(error);
}

/** This instance's worker for partner webhooks. */
export function handleWebhookJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(WEBHOOK_JOBS, (job) => deliverWebhook(ctx, job));
}
