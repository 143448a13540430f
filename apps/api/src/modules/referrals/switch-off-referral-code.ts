import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { referralCodes } from '../../platform/db/schema/index.ts';

/**
 * A customer's own referral code stops applying (their data was cancelled); the orders that carried it keep
 * it. True when they had one.
 */
export async function switchOffReferralCode(tx: Tx, ownerUserId: number): Promise<boolean> {
  const switched = await tx
    .update(referralCodes)
    .set({ active: false })
    .where(eq(referralCodes.ownerUserId, ownerUserId))
    .returning({ code: referralCodes.code });
  return switched.length > 0;
}
