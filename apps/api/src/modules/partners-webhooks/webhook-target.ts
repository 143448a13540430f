import type { AppContext } from '../../platform/context.ts';
import type { CheckedTarget } from '../../platform/http/post-to-checked-address.ts';
import {
  isLoopbackAddress,
  OutboundAddressRefused,
  resolveOutboundAddresses,
  systemResolver,
} from '../../platform/security/outbound-address.ts';

/** Why a webhook address is refused, in words for the partner. */
export class WebhookTargetRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookTargetRefused';
  }
}

const HTTPS_ONLY = 'Usa una dirección https://.';

function refusal(error: OutboundAddressRefused): WebhookTargetRefused {
  return new WebhookTargetRefused(
    error.reason === 'unresolved'
      ? `No encontramos el servidor ${error.host}: revisa que la dirección esté bien escrita.`
      : `La dirección apunta a ${error.address ?? error.host}, que no es pública. Usa la dirección pública de tu servidor.`,
  );
}

/**
 * The webhook address rule (docs/rules/partners.md#partner-api, decision 129), applied when it is saved and
 * again before every delivery, since what a name resolves to can change between the two: https to public
 * addresses only; outside production, this machine's own addresses too (https, or plain http), so tests
 * and local setups can listen. Answers where to connect; throws `WebhookTargetRefused`.
 */
export async function checkWebhookTarget(ctx: AppContext, url: string): Promise<CheckedTarget> {
  const target = new URL(url);
  const allowLoopback = ctx.config.env !== 'production';
  if (target.protocol !== 'https:' && !(allowLoopback && target.protocol === 'http:'))
    throw new WebhookTargetRefused(HTTPS_ONLY);
  const addresses = await resolveOutboundAddresses(target.hostname, {
    resolve: ctx.resolveHost ?? systemResolver,
    allowLoopback,
  }).catch((error: unknown) => {
    throw error instanceof OutboundAddressRefused ? refusal(error) : error;
  });
  if (target.protocol === 'http:' && !addresses.every(({ address }) => isLoopbackAddress(address)))
    throw new WebhookTargetRefused(HTTPS_ONLY);
  return { url: target, addresses, allowLoopback };
}
