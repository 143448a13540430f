import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's title and one line of intro, with its main action beside them (under them on a phone). */
export function PageHeader({
  title,
  intro,
  action,
}: {
  title: string;
  intro: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{intro}</Typography>
      </Box>
      {action}
    </Stack>
  );
}
