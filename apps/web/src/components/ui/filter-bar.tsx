import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface FilterBarProps {
  /** The search landmark's name. */
  label: string;
  /** The grid's columns from md or lg up; one column on a phone, two from sm. */
  wideColumns: { md?: string; lg?: string };
  children: ReactNode;
}

/** A list's filters as a search landmark laid out in a grid; Enter submits nothing (filters apply as typed). */
export function FilterBar({ label, wideColumns, children }: FilterBarProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          ...wideColumns,
        },
      }}
    >
      {children}
    </Box>
  );
}
