import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../platform/db/schema/index.ts';
import { validationError } from '../../platform/errors.ts';

export interface OrderCursor {
  /** The row's creation time with microseconds, ISO in UTC. */
  createdAt: string;
  id: number;
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([1-9]\d{0,15})$/;

/** Opaque to the client: base64url of the last row's exact creation time and id. */
export function encodeCursor(cursor: OrderCursor): string {
  return Buffer.from(`${cursor.createdAt}_${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string): OrderCursor {
  const match = CURSOR_PATTERN.exec(Buffer.from(value, 'base64url').toString('utf8'));
  const createdAt = match?.[1];
  const id = Number(match?.[2]);
  if (!createdAt || Number.isNaN(new Date(createdAt).getTime()) || !Number.isSafeInteger(id)) {
    throw validationError({ cursor: 'La página pedida no es válida. Vuelve a la primera.' });
  }
  return { createdAt, id };
}

/** Rows after the cursor in NEWEST_FIRST order (createdAt desc, id desc), as one row comparison the index serves. */
export function afterCursor(cursor: OrderCursor): SQL {
  return sql`(${orders.createdAt}, ${orders.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`;
}
