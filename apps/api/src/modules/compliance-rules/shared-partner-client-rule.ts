import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { partners, users } from '../../platform/db/schema/index.ts';
import type { Rule } from './rule-alert.ts';

/**
 * docs/rules/compliance.md#shared-partner-clients: a partner's order for a client whose document is also a
 * client of another partner. One alert per document and set of partners (on the
 * first partner's client row, so a later order of either partner does not repeat it); a third partner is
 * a new situation.
 */
export const sharedPartnerClientRule: Rule = async ({ tx, order }) => {
  if (order.partnerId === null) return null;
  const [client] = await tx
    .select({ documentType: users.documentType, documentNumber: users.documentNumber })
    .from(users)
    .where(eq(users.id, order.userId));
  // Stryker disable next-line all: the order's customer exists (a foreign key)
  if (!client) return null;
  const clients = await tx
    .select({ clientId: users.id, partnerId: partners.id, partner: partners.name })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(
      and(
        eq(users.documentType, client.documentType),
        eq(users.documentNumber, client.documentNumber),
        isNotNull(users.partnerId),
      ),
    )
    .orderBy(asc(partners.id));
  const others = clients.filter((row) => row.partnerId !== order.partnerId);
  if (others.length === 0) return null;
  const partnerIds = [...new Set(clients.map((row) => row.partnerId))];
  return {
    kind: 'shared-partner-client',
    // The first partner's client row carries it, whichever partner's order came second.
    // Stryker disable next-line OptionalChaining: `others` is not empty, so neither is `clients`
    userId: clients[0]?.clientId ?? order.userId,
    subject: `partners:${partnerIds.join(',')}`,
    facts: {
      orderId: order.id,
      orderCode: order.code,
      partnerId: order.partnerId,
      document: `${client.documentType} ${client.documentNumber}`,
      partners: clients,
    },
    summary: `El cliente ${client.documentType} ${client.documentNumber} es cliente de ${partnerIds.length} socios.`,
  };
};
