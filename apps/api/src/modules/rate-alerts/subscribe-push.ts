import type { PushSubscriptionRequest } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { pushSubscriptions } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { acceptsPushEndpoint } from './push-endpoint.ts';

/**
 * Keeps a browser's push subscription for a customer (every alert of theirs) or a visitor's alert. The same
 * browser subscribing again keeps its first row.
 */
export async function subscribePush(
  ctx: AppContext,
  owner: { userId: number } | { alertId: number },
  subscription: PushSubscriptionRequest,
): Promise<{ subscribed: true }> {
  if (!acceptsPushEndpoint(ctx, subscription.endpoint)) throw new AppError('PUSH_SUBSCRIPTION_INVALID');
  await ctx.db
    .insert(pushSubscriptions)
    .values({
      ...('userId' in owner ? { userId: owner.userId } : { alertId: owner.alertId }),
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing();
  return { subscribed: true };
}
