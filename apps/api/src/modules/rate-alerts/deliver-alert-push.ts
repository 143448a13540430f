import { eq } from 'drizzle-orm';
import type { JobWithMetadata } from 'pg-boss';
import type { AppContext } from '../../platform/context.ts';
import { pushSubscriptions } from '../../platform/db/schema/index.ts';
import type { JobKind } from '../../platform/job-queue.ts';
import { PushEndpointRefused } from './push-endpoint.ts';
import { sendPush, type PushPayload } from './send-push.ts';

export interface AlertPushJob {
  subscriptionId: number;
  alertId: number;
  payload: PushPayload;
}

/**
 * One job per push of a fired alert (decision 145): retried with backoff for an hour or so; a claim is
 * held a minute, well past a push's timeout; a finished job goes after a day.
 */
export const RATE_ALERT_PUSH_JOBS: JobKind<AlertPushJob> = {
  name: 'rate-alert-push',
  policy: {
    retryLimit: 6,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 1_800,
    expireInSeconds: 60,
    deleteAfterSeconds: 24 * 3_600,
  },
};

/** A push service that did not take the push: the job fails, to be tried again after its backoff. */
export class PushNotDelivered extends Error {}

/**
 * Delivers one push. The push service answering 404 or 410 says the browser unsubscribed: the subscription
 * is deleted and nothing is retried; an address Cambix may not post to is dropped the same way. A browser
 * unsubscribed meanwhile gets nothing.
 */
export async function deliverAlertPush(ctx: AppContext, job: JobWithMetadata<AlertPushJob>): Promise<void> {
  const [browser] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, job.data.subscriptionId));
  if (!browser) return;
  const drop = () => ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, browser.id));
  let status: number;
  try {
    status = await sendPush(ctx, browser, job.data.payload);
  } catch (error) {
    if (error instanceof PushEndpointRefused) {
      ctx.log.warn({ err: error, subscriptionId: browser.id }, 'push endpoint refused; subscription dropped');
      await drop();
      return;
    }
    throw error;
  }
  if (status === 404 || status === 410) {
    await drop();
    return;
  }
  if (status < 200 || status >= 300) throw new PushNotDelivered(`push service answered HTTP ${status}`);
}

/** This instance's worker for alert pushes. */
export function handleRateAlertJobs(ctx: AppContext): Promise<void> {
  return ctx.jobs.handle(RATE_ALERT_PUSH_JOBS, (job) => deliverAlertPush(ctx, job));
}
