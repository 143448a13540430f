import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { firstWord, logout, useSessionStore } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { APP_BAR_HEIGHT } from '../theme/layout.ts';
import type { ShellProps } from './shell-props.ts';
import { useUserStateRecheck } from './use-user-state-recheck.ts';

/**
 * /validateUser's own shell (docs/rules/screens.md#shells): a welcome with the first name and a close-session
 * button.
 */
export default function ValidateShell({ children }: ShellProps) {
  useUserStateRecheck();
  const name = useSessionStore((state) => firstWord(state.user?.nombres));
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed">
        <Toolbar sx={{ gap: 2, px: { xs: 2, sm: 3 } }}>
          <CambixLogo size={28} />
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }} noWrap>
            {es.session.welcome(name)}
          </Typography>
          <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={logout}>
            {es.session.logout}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ pt: `${APP_BAR_HEIGHT + 24}px`, pb: 4 }}>
        <Typography variant="h2" component="p" sx={{ display: { xs: 'block', sm: 'none' }, mb: 2 }}>
          {es.session.welcome(name)}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
