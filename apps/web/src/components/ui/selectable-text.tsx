import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A value shown to be copied by hand: monospace, wrapped anywhere, selected whole on a click. */
export function SelectableText({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Typography
      data-testid={testId}
      sx={{
        p: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'monospace',
        overflowWrap: 'anywhere',
        userSelect: 'all',
      }}
    >
      {children}
    </Typography>
  );
}
