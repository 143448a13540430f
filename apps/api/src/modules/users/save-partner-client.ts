import { nationalityFor, PARTNER_CLIENT_ROLE_ID, type PartnerOrderInput } from '@cambix/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

export type ClientRow = typeof users.$inferSelect;

/**
 * The partner's client (docs/rules/partners.md#partner-clients): one person row of the partner-client role
 * per partner and document, with no password and nothing to sign in with. The same document again updates the
 * name, nationality and contact; an email or celular left out keeps the one on record. An upsert, so two
 * orders for one new client at once make one row.
 */
export async function savePartnerClient(
  tx: Tx,
  partnerId: number,
  client: PartnerOrderInput['client'],
  now: Date,
): Promise<ClientRow> {
  const [row] = await tx
    .insert(users)
    .values({
      roleId: PARTNER_CLIENT_ROLE_ID,
      partnerId,
      documentType: client.documentType,
      documentNumber: client.documentNumber,
      nationality: nationalityFor(client.documentType, client.nationality),
      nombres: client.nombres,
      apellidoPaterno: client.apellidoPaterno,
      apellidoMaterno: client.apellidoMaterno,
      email: client.email ?? '',
      celular: client.phone,
      passwordHash: null,
      kycStep: 0,
      accountStatus: 'ACTIVO',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [users.partnerId, users.documentNumber],
      targetWhere: sql`${users.roleId} = ${sql.raw(String(PARTNER_CLIENT_ROLE_ID))}`,
      set: {
        documentType: client.documentType,
        nationality: sql`excluded.nationality`,
        nombres: client.nombres,
        apellidoPaterno: client.apellidoPaterno,
        apellidoMaterno: client.apellidoMaterno,
        email: sql`case when excluded.email = '' then ${users.email} else excluded.email end`,
        celular: sql`coalesce(excluded.celular, ${users.celular})`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no partner client');
  return row;
}
