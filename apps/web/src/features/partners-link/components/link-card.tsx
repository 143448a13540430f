import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** A section of the partner link's page. */
export function Card({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      {children}
    </Paper>
  );
}
