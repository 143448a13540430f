import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import '@/lib/dayjs-setup.ts';
import { onSignOut, useSessionStore } from '@/features/auth';
import { queryClient } from '@/lib/query-client.ts';
import { lightTheme } from './theme/mui-theme.ts';

/**
 * Another person's data never shows from the cache: a sign-out or a switch of user (an order link) empties it.
 * A sign-out first cancels what is on its way, before the session is forgotten.
 */
function useCacheForOneUser() {
  useEffect(() => {
    const stopWatching = useSessionStore.subscribe((state, previous) => {
      if (state.user?.id !== previous.user?.id) queryClient.clear();
    });
    const stopOnSignOut = onSignOut(() => {
      void queryClient.cancelQueries();
      queryClient.clear();
    });
    return () => {
      stopWatching();
      stopOnSignOut();
    };
  }, []);
}

/** The boundary every MUI shell loads inside: theme (es locale), baseline and the query cache. */
export default function AppProviders({ children }: { children: ReactNode }) {
  useCacheForOneUser();
  return (
    <ThemeProvider theme={lightTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
