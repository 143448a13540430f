import type { Queryable } from '../../platform/db/client.ts';

/**
 * Something that holds a customer's account and keeps it from being deleted meanwhile. The orders module
 * (next issue) adds one: an open order (TEMPORAL, PENDIENTE, PENDIENTE_DEVOLUCION or OBSERVADA) paying
 * out to this account. Each check runs inside the delete's transaction, after the account row is locked.
 */
export interface BankAccountUsage {
  /** What holds the account, for the log. */
  name: string;
  isInUse(db: Queryable, accountId: number): Promise<boolean>;
}

/** Every usage that blocks deleting an account. No module references accounts yet. */
export const BANK_ACCOUNT_USAGES: readonly BankAccountUsage[] = [];
