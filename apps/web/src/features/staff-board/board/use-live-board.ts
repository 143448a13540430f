import { isPast } from '@cambix/contract';
import type { Board, OrderChanged } from '@cambix/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useOrderChanges } from '@/features/realtime';
import { boardQuery, useBoard } from '../api/get-board.ts';
import { applyOrderChange } from './board-state.ts';

/** How long a card that just arrived stays highlighted. */
export const ARRIVAL_HIGHLIGHT_MS = 8_000;

/**
 * The Tarjetas board kept current by the socket: each `order:changed` moves, adds or removes its card in
 * the cache (no reload); a (re)connection reloads the board, as events sent while offline are lost.
 */
export function useLiveBoard() {
  const board = useBoard();
  const queryClient = useQueryClient();
  const [arrived, setArrived] = useState<ReadonlyMap<number, number>>(new Map());

  const onChange = useCallback(
    (event: OrderChanged) => {
      queryClient.setQueryData<Board>(boardQuery().queryKey, (current) =>
        current ? applyOrderChange(current, event) : current,
      );
      if (event.card)
        setArrived((previous) => new Map(previous).set(event.orderId, Date.now() + ARRIVAL_HIGHLIGHT_MS));
    },
    [queryClient],
  );
  useOrderChanges(onChange, () => void queryClient.invalidateQueries({ queryKey: boardQuery().queryKey }));

  useEffect(() => {
    if (arrived.size === 0) return;
    const soonest = Math.min(...arrived.values());
    const timer = setTimeout(
      () =>
        setArrived((previous) => new Map([...previous].filter(([, until]) => !isPast(until, Date.now())))),
      Math.max(0, soonest - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [arrived]);

  return { ...board, arrived };
}
