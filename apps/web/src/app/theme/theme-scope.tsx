import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { lightTheme } from './mui-theme.ts';

/** The MUI theme alone, for MUI pieces shown outside a MUI shell (the notification modal). */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;
}
