import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import '@/lib/dayjs-setup.ts';
import { queryClient } from '@/lib/query-client.ts';
import { lightTheme } from './theme/mui-theme.ts';

/** The boundary every MUI shell loads inside: theme (es locale), baseline and the query cache. */
export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}
