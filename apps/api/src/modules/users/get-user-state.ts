import type { UserState } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertOwnerOrStaff, type Principal } from '../../platform/http/access.ts';

/** The KYC step of a user (0 = complete), to its owner and to staff. */
export async function getUserState(
  ctx: AppContext,
  principal: Principal,
  userId: number,
): Promise<UserState> {
  assertOwnerOrStaff(principal, userId);
  const [user] = await ctx.db.select({ state: users.kycStep }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  return [{ state: user.state }];
}
