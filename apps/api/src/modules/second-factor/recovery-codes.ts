import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@cambix/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { recoveryCodes } from '../../platform/db/schema/index.ts';

// No 0/O or 1/I/L: read off paper and typed again.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 10 characters from 31 (about 50 bits), shown as XXXXX-XXXXX. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** How a typed code is compared: case, spaces and dashes do not matter. */
function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

const hashCode = (code: string): string =>
  crypto.createHash('sha256').update(normalizeCode(code)).digest('hex');

/** A new set replaces any old one; the codes are returned once and only their hashes are kept. */
export async function issueRecoveryCodes(db: Queryable, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Spends the code in one statement (two racing uses: one wins); false when it is not an unused code of theirs. */
export async function spendRecoveryCode(
  db: Queryable,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.count ?? 0;
}
