import { BOARD_STATUSES, type Board, type BoardCard } from '@cambix/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { selectBoardCards, toBoardCard } from './admin-order-rows.ts';

const onBoard = (status: number) => (BOARD_STATUSES as readonly number[]).includes(status);

/** The Tarjetas board: a card per order staff still have to act on, the longest waiting first. */
export async function getBoard(ctx: AppContext): Promise<Board> {
  const rows = await selectBoardCards(ctx.db)
    .where(inArray(orders.status, [...BOARD_STATUSES]))
    .orderBy(asc(orders.statusChangedAt), asc(orders.id));
  return { cards: rows.map(toBoardCard), at: ctx.now().toISOString() };
}

/** One order's card as it is now (one query), or null when the order is not (or no longer) on the board. */
export async function loadBoardCard(
  db: Queryable,
  orderId: number,
): Promise<{ card: BoardCard | null; code: string; status: number } | null> {
  const [row] = await selectBoardCards(db).where(eq(orders.id, orderId));
  if (!row) return null;
  return { card: onBoard(row.status) ? toBoardCard(row) : null, code: row.code, status: row.status };
}
