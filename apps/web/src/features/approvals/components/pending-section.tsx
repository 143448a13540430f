import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface PendingSectionProps {
  title: string;
  intro: string;
  /** The `PendingDecision` items. */
  children: ReactNode;
  /** Said under the list (how many more wait, say). */
  footer?: ReactNode;
}

/** A region listing what waits for a second person, set apart by its warning border. */
export function PendingSection({ title, intro, children, footer }: PendingSectionProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, borderColor: 'warning.main' }}
    >
      <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {children}
      </Box>
      {footer && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {footer}
        </Typography>
      )}
    </Paper>
  );
}
