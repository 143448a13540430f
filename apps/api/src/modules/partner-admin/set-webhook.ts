import crypto from 'node:crypto';
import type { WebhookSettings } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partners } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { callerPartnerId } from './caller-partner.ts';
import { findPartnerRow } from './partner-view.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/** Addresses of this machine or a private network, written as such: never a partner's server. */
const INTERNAL_ADDRESS =
  /^(localhost|.*\.localhost|.*\.internal|0\.0\.0\.0|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|169\.254\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|\[.*\])$/i;

const refused = (message: string) => refuse([problem('url', 'VALIDATION_FAILED', message)]);

/**
 * HTTPS to a public server; plain HTTP to this machine outside production only, so tests and local setups
 * can listen. Cambix posts to this address, so in production it may not name an internal one.
 */
function assertWebhookUrl(ctx: AppContext, url: string): void {
  const { protocol, hostname } = new URL(url);
  const production = ctx.config.env === 'production';
  if (protocol === 'http:' && !production && LOCAL_HOSTS.has(hostname)) return;
  if (protocol !== 'https:') throw refused('Usa una dirección https://.');
  if (production && INTERNAL_ADDRESS.test(hostname))
    throw refused('Usa la dirección pública de tu servidor.');
}

/**
 * Sets or removes the webhook of the caller's partner (docs/rules/partners.md#partner-api). Every call makes
 * a new signing secret, shown in this answer only; removing the webhook drops the secret too.
 */
export async function setWebhook(
  ctx: AppContext,
  caller: Principal,
  input: { url: string | null },
): Promise<WebhookSettings> {
  const partnerId = await callerPartnerId(ctx.db, caller);
  if (input.url !== null) assertWebhookUrl(ctx, input.url);
  const secret = input.url === null ? null : `whsec_${crypto.randomBytes(32).toString('base64url')}`;
  await ctx.db.transaction(async (tx) => {
    const before = await findPartnerRow(tx, partnerId, { lock: true });
    await tx
      .update(partners)
      .set({ webhookUrl: input.url, webhookSecret: secret, updatedAt: ctx.now() })
      .where(eq(partners.id, partnerId));
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'partner.webhook.set',
      targetType: 'partner',
      targetId: partnerId,
      before: { webhookUrl: before.webhookUrl },
      after: { webhookUrl: input.url, secretRotated: secret !== null },
    });
  });
  return { url: input.url, secret };
}
