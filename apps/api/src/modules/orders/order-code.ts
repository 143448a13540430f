import crypto from 'node:crypto';
import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';

/** An order or link code: 8 characters from the alphabet without look-alikes, from a secure source. */
export function randomCode(): string {
  return Array.from(
    { length: ORDER_CODE_LENGTH },
    () => ORDER_CODE_ALPHABET[crypto.randomInt(ORDER_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * A fresh order code. Checked before the insert rather than caught after it: a unique violation would
 * abort the whole order transaction on PostgreSQL. With 31^8 codes a retry is already rare.
 */
export async function newOrderCode(db: Queryable, draw: () => string = randomCode): Promise<string> {
  for (;;) {
    const code = draw();
    const [taken] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
    if (!taken) return code;
  }
}
