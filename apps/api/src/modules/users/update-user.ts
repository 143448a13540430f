import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { UserRow } from './insert-user.ts';

type UserColumns = typeof users.$inferInsert;

/**
 * What a person's row may be changed to by the columns of data and the moments of each step (profile,
 * staff edits, email change, update form, survey). The account's state, its KYC step and its password change
 * only through their own functions below; the token version only through platform/security/sessions.ts.
 */
export type PersonChange = Partial<
  Omit<
    UserColumns,
    | 'id'
    | 'accountStatus'
    | 'statusReason'
    | 'reviewedAt'
    | 'reviewedBy'
    | 'kycStep'
    | 'passwordHash'
    | 'tokenVersion'
    | 'createdAt'
    | 'updatedAt'
  >
>;

async function updateRow(
  db: Queryable,
  userId: number,
  set: Partial<UserColumns>,
  now: Date,
  onlyIf?: SQL,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(onlyIf ? and(eq(users.id, userId), onlyIf) : eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** A person's data or one of their moments changed; null when there is no such person. */
export function updatePerson(
  db: Queryable,
  userId: number,
  change: PersonChange,
  now: Date,
): Promise<UserRow | null> {
  return updateRow(db, userId, change, now);
}

/** A new password hash (reset link, the person changing it); null when there is no such person. */
export function setPasswordHash(
  db: Queryable,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<UserRow | null> {
  return updateRow(db, userId, { passwordHash }, now);
}

export interface AccountStateChange {
  accountStatus: UserRow['accountStatus'];
  /** A review also sets why, by whom and the KYC step the customer goes back to. */
  review?: { statusReason: string | null; kycStep: number; reviewedBy: number };
  /** Only if the account is still as the caller read it (two reviewers at once): null otherwise. */
  from?: Pick<UserRow, 'accountStatus' | 'kycStep'>;
}

/** The account's state: staff reviewing a customer, an Administrador deactivating or reactivating staff. */
export function setAccountState(
  db: Queryable,
  userId: number,
  change: AccountStateChange,
  now: Date,
): Promise<UserRow | null> {
  const review = change.review ? { ...change.review, reviewedAt: now } : {};
  const from = change.from
    ? and(eq(users.accountStatus, change.from.accountStatus), eq(users.kycStep, change.from.kycStep))
    : undefined;
  return updateRow(db, userId, { accountStatus: change.accountStatus, ...review }, now, from);
}

/**
 * The customer's KYC step moves from `from`, and only if they are still there (two tabs submitting at once):
 * null when they are not. The first step carries the personal data; the last puts the account up for review.
 */
export function advanceKycStep(
  db: Queryable,
  userId: number,
  from: number,
  to: PersonChange & { kycStep: number; accountStatus?: 'POR_VALIDAR' },
  now: Date,
): Promise<UserRow | null> {
  return updateRow(db, userId, to, now, eq(users.kycStep, from));
}
