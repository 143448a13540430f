import Box from '@mui/material/Box';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import type { ShellProps } from './shell-props.ts';

/** /dashboard/cards: a wall board for a second screen, without the admin chrome (domain.md 10). */
export default function CardsShell({ children }: ShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <CambixLogo size={26} />
      </Box>
      <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 } }}>
        {children}
      </Box>
    </Box>
  );
}
