import {
  BOARD_STATUSES,
  type Board,
  type BoardCard,
  type OrderChanged,
  type OrderStatus,
} from '@cambix/contract';

export type BoardStatus = (typeof BOARD_STATUSES)[number];

const isBoardStatus = (status: OrderStatus): status is BoardStatus =>
  (BOARD_STATUSES as readonly OrderStatus[]).includes(status);

/**
 * The board after one `order:changed`: the order's card leaves its column and, unless the event's card
 * is null, takes its new place. An event older than the card on screen (the board was reloaded after
 * it was sent) changes nothing.
 */
export function applyOrderChange(board: Board, event: OrderChanged): Board {
  const current = board.cards.find((card) => card.id === event.orderId);
  if (current && Date.parse(current.statusSince) > Date.parse(event.at)) return board;
  const others = board.cards.filter((card) => card.id !== event.orderId);
  const next = event.card && isBoardStatus(event.card.status) ? [...others, event.card] : others;
  return { ...board, cards: next };
}

/** The cards of each column, the longest waiting first. */
export function columnsOf(cards: readonly BoardCard[]): Record<BoardStatus, BoardCard[]> {
  const columns = Object.fromEntries(BOARD_STATUSES.map((status) => [status, [] as BoardCard[]])) as Record<
    BoardStatus,
    BoardCard[]
  >;
  for (const card of cards) if (isBoardStatus(card.status)) columns[card.status].push(card);
  for (const status of BOARD_STATUSES)
    columns[status].sort((a, b) => Date.parse(a.statusSince) - Date.parse(b.statusSince));
  return columns;
}

/** Whole minutes since `since`, never negative (a clock a little behind the server's). */
export function minutesSince(since: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
}
