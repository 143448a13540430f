import type { PartnerApiKey } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partnerApiKeys } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { toPartnerApiKey } from './api-key-view.ts';
import { callerPartnerId } from './caller-partner.ts';

/**
 * Revokes one of the caller's partner's keys: the next request with it is refused. Another partner's key is
 * not found; revoking a revoked key changes nothing.
 */
export async function revokeApiKey(
  ctx: AppContext,
  caller: Principal,
  keyId: number,
): Promise<PartnerApiKey> {
  const partnerId = await callerPartnerId(ctx.db, caller);
  const ours = and(eq(partnerApiKeys.id, keyId), eq(partnerApiKeys.partnerId, partnerId));
  const row = await ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(partnerApiKeys)
      .set({ revokedAt: ctx.now(), revokedBy: caller.userId })
      .where(and(ours, isNull(partnerApiKeys.revokedAt)))
      .returning();
    if (revoked) {
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'partner.api-key.revoke',
        targetType: 'partner',
        targetId: partnerId,
        after: { keyId: revoked.id, name: revoked.name, prefix: revoked.prefix },
      });
      return revoked;
    }
    const [existing] = await tx.select().from(partnerApiKeys).where(ours);
    if (!existing) throw new AppError('PARTNER_API_KEY_NOT_FOUND');
    return existing;
  });
  return toPartnerApiKey(row);
}
