import type { PartnerApiKey } from '@cambix/contract';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partnerApiKeys } from '../../platform/db/schema/index.ts';

type ApiKeyRow = typeof partnerApiKeys.$inferSelect;

export const toPartnerApiKey = (row: ApiKeyRow): PartnerApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  version: row.apiVersion,
  mode: row.mode,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** A partner's keys, revoked ones too, newest first. */
export async function listApiKeys(db: Queryable, partnerId: number): Promise<PartnerApiKey[]> {
  const rows = await db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.partnerId, partnerId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
  return rows.map(toPartnerApiKey);
}
