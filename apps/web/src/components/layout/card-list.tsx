import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** A staff list whose rows are cards: one column on a phone, `columns` side by side from md up. */
export function CardList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}

export function ListCard({
  columns,
  align = 'center',
  alarm = false,
  children,
}: {
  /** The md-and-up grid columns, e.g. '150px minmax(0, 2fr) 110px'. */
  columns: string;
  align?: 'center' | 'start';
  /** A row that needs attention now (an overdue request) gets the error border. */
  alarm?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: { xs: 0.75, md: 2 },
        alignItems: align,
        gridTemplateColumns: { xs: '1fr', md: columns },
        minWidth: 0,
        borderColor: alarm ? 'error.main' : undefined,
      }}
    >
      {children}
    </Paper>
  );
}
