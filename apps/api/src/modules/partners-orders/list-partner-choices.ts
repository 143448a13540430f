import type { PartnerChoice } from '@cambix/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { partners } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { partnerIdOf } from './acting-partner.ts';

/** `GET /api/partner/partners`: a partner's user, its own business; staff, every active one. */
export async function listPartnerChoices(ctx: AppContext, principal: Principal): Promise<PartnerChoice[]> {
  const columns = { id: partners.id, name: partners.name, active: partners.active };
  if (principal.role === 'Externo') {
    const own = await partnerIdOf(ctx.db, principal.userId);
    if (own === null) return [];
    return ctx.db.select(columns).from(partners).where(eq(partners.id, own));
  }
  return ctx.db.select(columns).from(partners).where(eq(partners.active, true)).orderBy(asc(partners.name));
}
