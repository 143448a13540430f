import { grantsMarketing, type MarketingConsent } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { lastMarketingConsent } from '../../platform/db/latest-consents.ts';
import type { DeviceSeen } from '../../platform/security/sessions.ts';
import { recordConsents } from './record-consents.ts';

/** The customer's marketing consent as Perfil shows it. */
export async function readMarketingConsent(db: Queryable, userId: number): Promise<MarketingConsent> {
  const last = await lastMarketingConsent(db, userId);
  return { otorgado: grantsMarketing(last), desde: last ? last.at.toISOString() : null };
}

/** Grants or withdraws marketing consent: always a new record, even when it repeats the last one. */
export async function setMarketingConsent(
  ctx: AppContext,
  userId: number,
  grant: boolean,
  device: DeviceSeen,
): Promise<MarketingConsent> {
  await recordConsents(ctx.db, userId, [{ document: 'marketing', accepted: grant }], ctx.now(), device);
  return readMarketingConsent(ctx.db, userId);
}
