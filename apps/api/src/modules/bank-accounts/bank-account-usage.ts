import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { ORDER_STATUS } from '@cambix/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { OPEN_STATUSES } from '../orders/index.ts';

/**
 * Something that holds a customer's account and keeps it from being deleted meanwhile. Each check runs
 * inside the delete's transaction, after the account row is locked.
 */
export interface BankAccountUsage {
  /** What holds the account, for the log. */
  name: string;
  isInUse(db: Queryable, accountId: number): Promise<boolean>;
}

/** An open order (TEMPORAL not yet expired, PENDIENTE, PENDIENTE_DEVOLUCION, OBSERVADA) paying out to the account. */
export const OPEN_ORDER_USAGE: BankAccountUsage = {
  name: 'open order',
  async isInUse(db, accountId) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.destinationAccountId, accountId),
          inArray(orders.status, OPEN_STATUSES),
          or(ne(orders.status, ORDER_STATUS.TEMPORAL), isNull(orders.expiredAt)),
        ),
      )
      .limit(1);
    return order !== undefined;
  },
};

/** Every usage that blocks deleting an account. */
export const BANK_ACCOUNT_USAGES: readonly BankAccountUsage[] = [OPEN_ORDER_USAGE];
