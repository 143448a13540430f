import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../platform/db/schema/index.ts';

/**
 * Orders newest first, for every list of them (the customer's and the staff's). Spelled NULLS LAST
 * like the indexes (drizzle-kit writes DESC NULLS LAST): drizzle's `desc()` means NULLS FIRST, which
 * no index serves, and PostgreSQL then sorts every matching row instead of walking one.
 */
export const NEWEST_FIRST: readonly SQL[] = [
  sql`${orders.createdAt} desc nulls last`,
  sql`${orders.id} desc nulls last`,
];
