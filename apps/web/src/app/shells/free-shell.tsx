import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { customerWelcomeName, useSessionStore } from '@/features/auth';
import { HELP_FAB_CLEARANCE, HelpFab } from '@/features/help';
import { es } from '@/i18n/es.ts';
import { APP_BAR_HEIGHT } from '../theme/layout.ts';
import { LinkSessionNotice } from './link-session-notice.tsx';
import { LiveOrderSlot } from './live-order-slot.tsx';
import type { ShellProps } from './shell-props.ts';
import { useUserStateRecheck } from './use-user-state-recheck.ts';

/**
 * Shell without side nav (edit-orden, finalizar-orden, the partner client's finalize page, an order link's
 * proof step, which names nobody while the person has not proved who they are).
 */
export default function FreeShell({ route, children }: ShellProps) {
  useUserStateRecheck();
  const signedIn = useSessionStore((state) => state.user);
  // The proof step and the partner client's page name nobody: the client has no account.
  const anonymous = route.page === 'customerLinkProof' || route.page === 'partnerFinalizeOrder';
  const user = anonymous ? null : signedIn;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed">
        <Toolbar sx={{ gap: 2, px: { xs: 2, sm: 3 } }}>
          <CambixLogo size={28} />
          <Box sx={{ flex: 1 }} />
          {user && (
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {es.session.welcome(customerWelcomeName(user))}
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        maxWidth="md"
        sx={{ pt: `${APP_BAR_HEIGHT + 24}px`, pb: user ? `${HELP_FAB_CLEARANCE}px` : 4 }}
      >
        {!anonymous && <LinkSessionNotice />}
        {children}
      </Container>
      {!anonymous && <LiveOrderSlot />}
      {user && <HelpFab customerName={customerWelcomeName(user)} bottom={0} />}
    </Box>
  );
}
