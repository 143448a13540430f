import type { DeviceSession } from '@cambix/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { sessions } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { describeDevice } from './describe-device.ts';
import { networkOfAddress } from './network-of-address.ts';
import { openAt } from '../../platform/db/deadline.ts';

/** The caller's sessions still open (not ended, not expired), the one asking first, then by last seen. */
export async function listSessions(ctx: AppContext, principal: Principal): Promise<DeviceSession[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, principal.userId),
        isNull(sessions.revokedAt),
        openAt(sessions.expiresAt, ctx.now()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  const listed = rows.map((row): DeviceSession => {
    const shown = networkOfAddress(row.address);
    return {
      id: row.id,
      ...describeDevice(row.userAgent),
      address: shown?.address ?? null,
      network: shown?.network ?? null,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
      current: row.id === principal.sessionId,
    };
  });
  return [...listed.filter((one) => one.current), ...listed.filter((one) => !one.current)];
}
