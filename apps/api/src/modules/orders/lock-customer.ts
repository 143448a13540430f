import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

export type CustomerRow = typeof users.$inferSelect;

/**
 * The first lock of every transaction that writes a customer's orders, points or monthly usage, so all
 * of them take locks in one order: the customer's row, then the coupon and link an order spends, then
 * the orders. FOR NO KEY UPDATE, not FOR UPDATE: nothing here changes the user's id, and rows that
 * reference the customer (history, audit, points) must still insert while it is held, or a finalize
 * and a new order of the same customer deadlock.
 */
export async function lockCustomer(tx: Tx, userId: number): Promise<CustomerRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return user;
}
