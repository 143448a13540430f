import { and, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';

/**
 * Where a page ended: the last order's creation as PostgreSQL writes it (to the microsecond, which a
 * JavaScript date would round) and its id, the list's order.
 */
export interface Position {
  createdAt: string;
  id: number;
}

/** The position as the opaque text a partner sends back: base64url of `<id>|<creation>`. */
export function cursorOf(position: Position): string {
  return Buffer.from(`${position.id}|${position.createdAt}`).toString('base64url');
}

export function positionOf(cursor: string): Position {
  const text = Buffer.from(cursor, 'base64url').toString();
  const split = text.indexOf('|');
  const id = Number(text.slice(0, split));
  const createdAt = text.slice(split + 1);
  if (split < 1 || !Number.isSafeInteger(id) || id < 1 || Number.isNaN(Date.parse(createdAt)))
    throw new AppError('VALIDATION_FAILED', {
      fields: { cursor: 'Usa el nextCursor de la página anterior, sin cambios.' },
    });
  return { createdAt, id };
}

/**
 * What comes after the position in a list newest first: an order made meanwhile is above it, so none is
 * skipped or repeated.
 */
export function beforePosition(createdAt: Column, id: Column, after: Position): SQL | undefined {
  const at = sql`${after.createdAt}::timestamptz`;
  return or(sql`${createdAt} < ${at}`, and(sql`${createdAt} = ${at}`, lt(id, after.id)));
}
