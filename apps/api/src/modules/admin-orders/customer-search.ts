import { ROLE_IDS } from '@cambix/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../../platform/db/schema/index.ts';
import { personMatches } from '../../platform/db/person-search.ts';

/**
 * Customers (role Cliente) with every word of `q` in their names, document, e-mail or phone, folded for
 * case and accents as the customer list's search does (decision 024), through the users' trigram index on
 * PostgreSQL (decision 119).
 */
export function customerMatches(q: string): SQL {
  return and(eq(users.roleId, ROLE_IDS.Cliente), personMatches(q)) as SQL;
}
