import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { partners, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';

export type PartnerRow = typeof partners.$inferSelect;

export async function findPartner(db: Queryable, partnerId: number): Promise<PartnerRow | null> {
  const [partner] = await db.select().from(partners).where(eq(partners.id, partnerId));
  return partner ?? null;
}

/** The business an Externo account belongs to; null for an account no partner was attached to. */
export async function partnerIdOf(db: Queryable, userId: number): Promise<number | null> {
  const [user] = await db.select({ partnerId: users.partnerId }).from(users).where(eq(users.id, userId));
  return user?.partnerId ?? null;
}

/**
 * The partner the caller acts for (docs/rules/partners.md#partner-orders): a partner's user, always its own
 * business (naming another one is answered as if it did not exist); staff, the one they name, which they
 * must name.
 */
export async function actingPartner(
  ctx: AppContext,
  principal: Principal,
  requested: number | undefined,
): Promise<PartnerRow> {
  if (principal.role === 'Externo') {
    const own = await partnerIdOf(ctx.db, principal.userId);
    if (own === null) throw new AppError('PARTNER_ACCOUNT_WITHOUT_PARTNER');
    if (requested !== undefined && requested !== own) throw new AppError('PARTNER_NOT_FOUND');
    const partner = await findPartner(ctx.db, own);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return partner;
  }
  if (requested === undefined)
    throw new AppError('VALIDATION_FAILED', { fields: { partnerId: 'Elige el socio para el que actúas.' } });
  const partner = await findPartner(ctx.db, requested);
  if (!partner) throw new AppError('PARTNER_NOT_FOUND');
  return partner;
}
