import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { logout, selectIsLoggedIn, selectRole, staffDisplayName, useSessionStore } from '@/features/auth';
import { StepUpHost } from '@/features/second-factor';
import { es } from '@/i18n/es.ts';
import { paths } from '../paths.ts';
import { APP_BAR_HEIGHT } from '../theme/layout.ts';
import type { ShellProps } from './shell-props.ts';

/**
 * /externo/ordenes: the partner's shell; it works with or without a session
 * (docs/rules/route-guards.md#partner-orders-page).
 */
export default function PartnerShell({ children }: ShellProps) {
  const user = useSessionStore((state) => (selectIsLoggedIn(state) ? state.user : null));
  const role = useSessionStore(selectRole);
  const { pathname, search } = useLocation();
  // After signing in, back to this page (its filters too): /login honours `?next=` (decision 073).
  const signIn = `${paths.login}?next=${encodeURIComponent(pathname + search)}`;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed">
        <Toolbar sx={{ gap: 1.5, px: { xs: 2, sm: 3 } }}>
          <CambixLogo size={28} />
          <Typography
            component="span"
            color="text.secondary"
            sx={{
              fontWeight: 600,
              pl: 1.5,
              borderLeft: 1,
              borderColor: 'divider',
              display: { xs: 'none', sm: 'inline' },
            }}
          >
            {es.partner.portal}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {user ? (
            <>
              <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }} noWrap>
                {staffDisplayName(user)}
              </Typography>
              {/* Staff may open this page too; their Seguridad is in their own shell. */}
              {role === 'Externo' && (
                <Tooltip title={es.session.security}>
                  <IconButton
                    component={RouterLink}
                    to={paths.partner.security}
                    aria-label={es.session.security}
                  >
                    <ShieldOutlinedIcon />
                  </IconButton>
                </Tooltip>
              )}
              <Button variant="outlined" size="small" startIcon={<LogoutIcon />} onClick={logout}>
                {es.session.logout}
              </Button>
              <StepUpHost securityHref={paths.partner.security} />
            </>
          ) : (
            <Button
              variant="contained"
              size="small"
              startIcon={<LoginIcon />}
              component={RouterLink}
              to={signIn}
            >
              {es.partner.signIn}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ pt: `${APP_BAR_HEIGHT + 24}px`, pb: 4 }}>
        {children}
      </Container>
    </Box>
  );
}
