import { adminOrderEndpoints, type Board } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffBoardKeys } from './keys.ts';

export function getBoard(signal?: AbortSignal): Promise<Board> {
  return apiCall(adminOrderEndpoints.board, { signal });
}

// The socket keeps the cards current; the board is reloaded only on (re)connection, not on a timer.
export const boardQuery = () =>
  queryOptions({
    queryKey: staffBoardKeys.board(),
    queryFn: ({ signal }) => getBoard(signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useBoard() {
  return useQuery(boardQuery());
}
