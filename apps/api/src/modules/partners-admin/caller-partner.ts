import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';

/** The business a partner's user works for: theirs only, whatever the request names. */
export async function callerPartnerId(db: Queryable, caller: Principal): Promise<number> {
  const [user] = await db
    .select({ partnerId: users.partnerId })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user?.partnerId) throw new AppError('PARTNER_ACCOUNT_WITHOUT_PARTNER');
  return user.partnerId;
}
