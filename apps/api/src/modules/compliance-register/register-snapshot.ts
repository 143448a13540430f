import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  partners,
  users,
  type orders,
  type RegisterParty,
  type RegisterSnapshot,
} from '../../platform/db/schema/index.ts';
import type { UsdEquivalent } from './usd-equivalent.ts';

type Order = typeof orders.$inferSelect;

const fullName = (...parts: (string | null)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

export async function customerParty(db: Queryable, userId: number): Promise<RegisterParty> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`register: customer ${userId} missing`);
  const address = user.direccion?.trim()
    ? `${user.direccion.trim()}${user.ubigeo ? ` (ubigeo ${user.ubigeo})` : ''}`
    : null;
  return {
    documentType: user.documentType,
    documentNumber: user.documentNumber,
    names: fullName(user.nombres, user.apellidoPaterno, user.apellidoMaterno),
    nationality: user.nationality,
    occupation: user.ocupacion?.trim() || null,
    address,
    isPep: user.isPep,
  };
}

/**
 * The three parties of an order as they are now (decision 152): the ordenante is the customer; the
 * ejecutante the customer on the web and links, the partner business on a partner's order; the beneficiario
 * the destination account's holder (the customer's own account, under its holder name). A case's ROS reads
 * them for an order that never entered the register (docs/rules/compliance.md#ros).
 */
export async function currentParties(
  db: Queryable,
  order: Pick<Order, 'userId' | 'partnerId' | 'destination'>,
): Promise<{
  ordenante: RegisterParty;
  ejecutante: RegisterParty;
  beneficiario: RegisterParty;
  partner: { id: number; name: string; ruc: string } | null;
}> {
  const ordenante = await customerParty(db, order.userId);
  const [partner] = order.partnerId
    ? await db
        .select({ id: partners.id, name: partners.name, ruc: partners.ruc })
        .from(partners)
        .where(eq(partners.id, order.partnerId))
    : [];
  const ejecutante: RegisterParty = partner
    ? {
        documentType: 'RUC',
        documentNumber: partner.ruc,
        names: partner.name,
        nationality: null,
        occupation: null,
        address: null,
        isPep: null,
      }
    : ordenante;
  const beneficiario: RegisterParty = {
    ...ordenante,
    names: order.destination.holderName || ordenante.names,
  };
  return { ordenante, ejecutante, beneficiario, partner: partner ?? null };
}

/** The operation and its three parties as they are now (`currentParties`), kept in the row (decision 152). */
export async function registerSnapshot(
  db: Queryable,
  order: Order,
  usd: UsdEquivalent,
  operatedAt: Date,
): Promise<RegisterSnapshot> {
  const { ordenante, ejecutante, beneficiario, partner } = await currentParties(db, order);
  return {
    orderCode: order.code,
    operatedAt: operatedAt.toISOString(),
    type: order.kind === 'divisas' ? (order.direction ?? 'compra') : 'cambio de saldo',
    sendAmount: order.sendAmount,
    sendCurrency: order.sendCurrency,
    receiveAmount: order.receiveAmount,
    receiveCurrency: order.currency,
    rate: usd.rate,
    usdEquivalent: usd.usd,
    fundsOrigin: order.fundsOrigin,
    fundsOriginDetail: order.fundsOriginDetail,
    declarationSignature: order.declarationSignature,
    declarationSignedAt: order.declarationSignedAt?.toISOString() ?? null,
    channel: order.channel,
    partner,
    destination: {
      bankName: order.destination.bankName,
      accountNumber: order.destination.accountNumber,
      currency: order.destination.currency,
      holderName: order.destination.holderName,
    },
    ejecutante,
    ordenante,
    beneficiario,
  };
}
