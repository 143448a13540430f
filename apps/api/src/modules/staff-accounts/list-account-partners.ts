import type { PartnerChoice } from '@cambix/contract';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { partners } from '../../platform/db/schema/index.ts';

/**
 * `GET /api/admin/staff-accounts/partners`: what an Externo account may belong to, for those who manage
 * accounts (a Usuario included, who may not open the partners' own screens). Inactive ones too: an account
 * of a paused partner is still edited.
 */
export async function listAccountPartners(ctx: AppContext): Promise<PartnerChoice[]> {
  return ctx.db
    .select({ id: partners.id, name: partners.name, active: partners.active })
    .from(partners)
    .orderBy(asc(partners.name));
}
