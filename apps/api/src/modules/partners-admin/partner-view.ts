import { ROLE_IDS, type Partner } from '@cambix/contract';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, partners, partnerWebhookEndpoints, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fullName } from '../partners-orders/index.ts';

export type PartnerRow = typeof partners.$inferSelect;

/** Partner businesses with their payout bank and their Externo users, by name. */
export async function loadPartners(db: Queryable, where?: SQL): Promise<Partner[]> {
  const rows = await db
    .select({
      partner: partners,
      bank: { id: banks.id, name: banks.name },
      webhookEndpoints: sql<number>`(
        select count(*)::int from ${partnerWebhookEndpoints}
        where ${partnerWebhookEndpoints.partnerId} = ${partners.id} and ${isNull(partnerWebhookEndpoints.removedAt)}
      )`,
    })
    .from(partners)
    .innerJoin(banks, eq(banks.id, partners.payoutBankId))
    .where(where)
    .orderBy(asc(partners.name), asc(partners.id));
  if (rows.length === 0) return [];
  const people = await db
    .select({
      id: users.id,
      partnerId: users.partnerId,
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
      apellidoMaterno: users.apellidoMaterno,
      email: users.email,
      accountStatus: users.accountStatus,
    })
    .from(users)
    .where(
      and(
        eq(users.roleId, ROLE_IDS.Externo),
        inArray(
          users.partnerId,
          rows.map((row) => row.partner.id),
        ),
      ),
    )
    .orderBy(asc(users.nombres), asc(users.id));
  return rows.map(({ partner, bank, webhookEndpoints }) => ({
    id: partner.id,
    name: partner.name,
    ruc: partner.ruc,
    contactName: partner.contactName,
    contactEmail: partner.contactEmail,
    contactPhone: partner.contactPhone,
    sharePercent: partner.sharePercent,
    commissionPercent: partner.commissionPercent,
    payoutBank: bank,
    payoutAccountNumber: partner.payoutAccountNumber,
    payoutCci: partner.payoutCci,
    linkHours: partner.linkHours,
    active: partner.active,
    webhookEndpoints,
    users: people
      .filter((person) => person.partnerId === partner.id)
      .map((person) => ({
        id: person.id,
        name: fullName(person),
        email: person.email,
        active: person.accountStatus !== 'BLOQUEADO',
      })),
    createdAt: partner.createdAt.toISOString(),
  }));
}

/** One partner as staff and its own users see it; an unknown id is not found. */
export async function loadPartner(db: Queryable, partnerId: number): Promise<Partner> {
  const [partner] = await loadPartners(db, eq(partners.id, partnerId));
  if (!partner) throw new AppError('PARTNER_NOT_FOUND');
  return partner;
}

/** The partner's row, locked until the transaction ends when `lock` says so. */
export async function findPartnerRow(
  db: Queryable,
  partnerId: number,
  options: { lock?: boolean } = {},
): Promise<PartnerRow> {
  const query = db.select().from(partners).where(eq(partners.id, partnerId));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('PARTNER_NOT_FOUND');
  return row;
}
