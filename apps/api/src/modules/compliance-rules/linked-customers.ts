import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccounts, users } from '../../platform/db/schema/index.ts';

/** Why another customer's orders join a customer's for structuring. */
export type LinkReason = 'cuenta-destino' | 'celular';

export interface LinkedCustomer {
  id: number;
  via: LinkReason[];
}

const other = alias(bankAccounts, 'other_account');
const otherUser = alias(users, 'other_user');

/**
 * The customers who share with this one a destination account (same bank and number, even one since
 * deleted) or a mobile number (docs/rules/compliance.md#structuring). The data holds no device identifier
 * (decision 156): a session's user agent names a browser model, not a device.
 */
export async function linkedCustomers(db: Queryable, userId: number): Promise<LinkedCustomer[]> {
  const byAccount = await db
    .selectDistinct({ id: other.userId })
    .from(bankAccounts)
    .innerJoin(
      other,
      and(eq(other.bankId, bankAccounts.bankId), eq(other.accountNumber, bankAccounts.accountNumber)),
    )
    .where(and(eq(bankAccounts.userId, userId), ne(other.userId, userId)));
  const me = alias(users, 'me');
  const byPhone = await db
    .selectDistinct({ id: otherUser.id })
    .from(me)
    .innerJoin(otherUser, and(eq(otherUser.celular, me.celular), ne(otherUser.id, me.id)))
    .where(and(eq(me.id, userId), isNotNull(me.celular), sql`trim(${me.celular}) <> ''`));
  const linked = new Map<number, LinkReason[]>();
  for (const { id } of byAccount) linked.set(id, ['cuenta-destino']);
  for (const { id } of byPhone) linked.set(id, [...(linked.get(id) ?? []), 'celular']);
  return [...linked].map(([id, via]) => ({ id, via })).sort((a, b) => a.id - b.id);
}

/** The ids of a customer and of those linked to them. */
export const withLinked = (userId: number, linked: readonly LinkedCustomer[]): number[] => [
  userId,
  ...linked.map((customer) => customer.id),
];
