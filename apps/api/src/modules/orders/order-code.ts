import crypto from 'node:crypto';
import { ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';

/** An order or link code: 8 characters from the alphabet without look-alikes, from a secure source. */
export function randomCode(): string {
  return Array.from(
    { length: ORDER_CODE_LENGTH },
    () => ORDER_CODE_ALPHABET[crypto.randomInt(ORDER_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * The code of a new order or link: from the context's source when it has one (the demo history's seeded
 * generator, a test forcing a collision), else at random. A taken code is refused by its unique index, and
 * the write runs again with a new draw (withFreshCode).
 */
export function drawCode(ctx: Pick<AppContext, 'drawCode'>): string {
  return (ctx.drawCode ?? randomCode)();
}
