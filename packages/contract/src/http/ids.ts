import { z } from 'zod';

/** The largest PostgreSQL `integer`: our id columns are `integer` (orders' and ledger rows' are `bigint`, never that high). */
export const MAX_ID = 2_147_483_647;

const INVALID_ID = 'Identificador no válido.';

/**
 * The one id schema of the contract: a row id in a JSON body, a whole number from 1 to MAX_ID. Anything
 * else is refused here with the field's message, before a query could overflow the column.
 */
export const rowId = (message = INVALID_ID) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** The same id where the wire carries text (a path segment or a query value): digits, no sign, no leading zero. */
export const rowIdParam = (message = INVALID_ID) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(rowId(message));
