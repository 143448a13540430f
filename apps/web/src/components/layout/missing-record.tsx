import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A detail page whose record does not exist, or is not the viewer's to see: what happened is the page's
 * heading (a screen reader lands on it as on any page), with the way back under it.
 */
export function MissingRecord({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Typography variant="h1" sx={{ fontSize: '1.375rem' }}>
        {message}
      </Typography>
      {children}
    </Box>
  );
}
