import type { AppContext } from '../../platform/context.ts';
import type { CheckedTarget } from '../../platform/http/post-to-checked-address.ts';
import {
  isLoopbackAddress,
  resolveOutboundAddresses,
  systemResolver,
} from '../../platform/security/outbound-address.ts';

/** A push service address Cambix will not post to. */
export class PushEndpointRefused extends Error {}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser's push endpoint may be kept: https, or outside production plain http on this machine
 * (a test's push service). The address is checked again on every push (`checkPushEndpoint`).
 */
export function acceptsPushEndpoint(ctx: Pick<AppContext, 'config'>, endpoint: string): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  return ctx.config.env !== 'production' && url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname);
}

/**
 * Where a push may go (decision 129, as for partners' webhooks): the endpoint is the browser's word, so
 * only public addresses, and this machine only outside production.
 */
export async function checkPushEndpoint(ctx: AppContext, endpoint: string): Promise<CheckedTarget> {
  const url = new URL(endpoint);
  if (!acceptsPushEndpoint(ctx, endpoint)) throw new PushEndpointRefused(`${url.protocol} is not accepted`);
  const allowLoopback = ctx.config.env !== 'production';
  const addresses = await resolveOutboundAddresses(url.hostname, {
    resolve: ctx.resolveHost ?? systemResolver,
    allowLoopback,
  }).catch((error: unknown) => {
    throw new PushEndpointRefused(error instanceof Error ? error.message : 'refused');
  });
  if (url.protocol === 'http:' && !addresses.every(({ address }) => isLoopbackAddress(address)))
    throw new PushEndpointRefused('plain http off this machine');
  return { url, addresses, allowLoopback };
}
