import type { LinkCustomer } from '@cambix/contract';
import { asc } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { customerMatches } from './customer-search.ts';
import { personNameSql } from './order-people.ts';

const LIMIT = 10;

/** Customers a staff member may make an order link for: every word in the names or the document. */
export async function findLinkCustomers(ctx: AppContext, q: string): Promise<LinkCustomer[]> {
  return ctx.db
    .select({
      id: users.id,
      name: personNameSql(users),
      documentNumber: users.documentNumber,
      phone: users.celular,
      accountStatus: users.accountStatus,
    })
    .from(users)
    .where(customerMatches(q))
    .orderBy(asc(users.apellidoPaterno), asc(users.nombres), asc(users.id))
    .limit(LIMIT);
}
