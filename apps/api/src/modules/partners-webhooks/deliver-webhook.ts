import { and, eq, isNull, sql } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import {
  partnerWebhookDeliveries,
  partnerWebhookEndpoints,
  partnerWebhookEvents,
} from '../../platform/db/schema/index.ts';
import { postToCheckedAddress, type CheckedAnswer } from '../../platform/http/post-to-checked-address.ts';
import type { JobKind } from '../../platform/job-queue.ts';
import { webhookHeaders, type SigningSecrets } from './sign-webhook.ts';
import { checkWebhookTarget } from './webhook-target.ts';

/** The receiver has this long to answer: it should acknowledge first and work after. */
export const WEBHOOK_TIMEOUT_MS = 5_000;

/** Retries after the first failed post; the next one is given up. */
export const WEBHOOK_RETRIES = 20;
/** The wait after the first failed post; each later one doubles it (with up to as much again at random). */
export const WEBHOOK_RETRY_SECONDS = 60;
/** The longest wait between two posts. */
export const WEBHOOK_RETRY_MAX_SECONDS = 6 * 3_600;

/**
 * One job per row of `partner_webhook_deliveries`, the record of what was posted and how it went (decision
 * 145). Its retries span at least three days (decision 207). A claim is held a minute, well past a post's
 * timeout; a finished job goes after a day (the row stays).
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

const REMOVED = 'Quitaste este endpoint: la entrega no se envió.';

/** What one post came to: the receiver's answer, if any, and why it does not count as delivered. */
interface Outcome {
  answer: CheckedAnswer | null;
  error: string | null;
}

/**
 * Posts one event to one endpoint. The address is checked again here, and the connection made only to
 * what passed (decision 129): a name that answered a public address when the endpoint was saved and answers
 * an internal one now gets no connection at all.
 */
async function post(ctx: AppContext, url: string, secrets: SigningSecrets, eventId: string, body: string) {
  try {
    const target = await checkWebhookTarget(ctx, url);
    const answer = await postToCheckedAddress(target, {
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Cambix-Webhooks/1',
        ...webhookHeaders(secrets, eventId, ctx.now(), body),
      },
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    const delivered = answer.status >= 200 && answer.status < 300;
    return { answer, error: delivered ? null : `HTTP ${answer.status}` } satisfies Outcome;
  } catch (error) {
    return { answer: null, error: error instanceof Error ? error.message.slice(0, 200) : 'error' };
  }
}

/**
 * Posts the delivery of `job` (docs/rules/partners.md#webhooks) and records how it went on its row: the
 * attempt, the receiver's status and the start of its answer. A failure throws, so the queue tries again
 * after its backoff; the last one, or an endpoint removed since, gives the delivery up. A delivery already
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
  const [found] = await ctx.db
    .select({ event: partnerWebhookEvents, endpoint: partnerWebhookEndpoints })
    .from(partnerWebhookEvents)
    .leftJoin(partnerWebhookEndpoints, eq(partnerWebhookEndpoints.id, delivery.endpointId ?? 0))
    .where(eq(partnerWebhookEvents.id, delivery.eventId));
  const endpoint = found?.endpoint?.removedAt === null ? found.endpoint : null;
  const outcome: Outcome =
    found && endpoint
      ? await post(ctx, endpoint.url, endpoint, found.event.id, found.event.payload)
      : { answer: null, error: REMOVED };
  const settled = ctx.now();
  const givesUp = outcome.error !== null && (job.retryCount >= job.retryLimit || !endpoint);
  await ctx.db
    .update(partnerWebhookDeliveries)
    .set({
      lastAttemptAt: settled,
      responseStatus: outcome.answer?.status ?? null,
      responseBody: outcome.answer?.body ?? null,
      lastError: outcome.error,
      ...(outcome.error === null ? { deliveredAt: settled } : givesUp ? { failedAt: settled } : {}),
    })
    .where(eq(partnerWebhookDeliveries.id, delivery.id));
  if (outcome.error !== null && !givesUp) throw new WebhookNotDelivered(outcome.error);
}

/** This instance's worker for partner webhooks. */
export function handleWebhookJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(WEBHOOK_JOBS, (job) => deliverWebhook(ctx, job));
}
