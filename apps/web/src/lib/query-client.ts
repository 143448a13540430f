import { QueryClient } from '@tanstack/react-query';

/** One cache for every MUI area, so switching shells keeps what was loaded. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
