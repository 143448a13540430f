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

/**
 * The params of a path that names one row by id (`/api/stateUser/:userId`): the one shape every id path
 * segment is declared in, the segment's name as the spec's path writes it.
 */
export const idParams = <Name extends string>(name: Name, message: string) =>
  z.object({ [name]: rowIdParam(message) } as Record<Name, ReturnType<typeof rowIdParam>>);
