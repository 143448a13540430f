import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import AppBar from '@mui/material/AppBar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isPathUnder } from '@cambix/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { customerWelcomeName, selectSessionLink, useSessionStore } from '@/features/auth';
import { HELP_FAB_CLEARANCE, HelpFab, HelpNavItem } from '@/features/help';
import { StepUpHost } from '@/features/second-factor';
import { es } from '@/i18n/es.ts';
import { paths } from '../paths.ts';
import { APP_BAR_HEIGHT, CUSTOMER_NAV_WIDTH, LAYOUT_Z_INDEX, MOBILE_MEDIA_QUERY } from '../theme/layout.ts';
import { linkPagePath } from '../guards/link-page.ts';
import { CustomerPrompts } from './customer-prompts.tsx';
import { LinkSessionNotice } from './link-session-notice.tsx';
import { LiveOrderSlot } from './live-order-slot.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import type { ShellProps } from './shell-props.ts';
import { useUserStateRecheck } from './use-user-state-recheck.ts';

const NAV = [
  { id: 'create', label: es.customerNav.create, path: paths.customer.newOrder(), Icon: AddCircleOutlineIcon },
  { id: 'history', label: es.customerNav.history, path: paths.customer.orders, Icon: HistoryIcon },
  {
    id: 'banks',
    label: es.customerNav.banks,
    path: paths.customer.accounts,
    Icon: AccountBalanceOutlinedIcon,
  },
  { id: 'points', label: es.customerNav.points, path: paths.customer.points, Icon: StarBorderIcon },
  { id: 'profile', label: es.customerNav.profile, path: paths.customer.profile, Icon: PersonOutlineIcon },
] as const;

const activeNavId = (pathname: string) => NAV.find((item) => isPathUnder(pathname, item.path))?.id ?? null;

/**
 * Customer shell (docs/rules/screens.md#shells): welcome line, side nav, bottom navigation at 600 px and
 * below, Salir with confirmation. A session bound to an order link gets no navigation to screens it may not
 * open, and a notice of how to see them (decision 073).
 */
export default function CustomerShell({ pathname, children }: ShellProps) {
  useUserStateRecheck();
  const user = useSessionStore((state) => state.user);
  const link = useSessionStore(selectSessionLink);
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [confirming, setConfirming] = useState(false);
  const active = activeNavId(pathname);
  const isSecurity = pathname === paths.customer.security;
  const showNav = link === null;
  const helpName = user ? customerWelcomeName(user) : null;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed">
        <Toolbar sx={{ gap: 2, px: { xs: 2, sm: 3 } }}>
          <Box
            component={RouterLink}
            to={link ? linkPagePath(link) : paths.customer.home}
            sx={{ display: 'inline-flex', color: 'inherit', textDecoration: 'none' }}
            aria-label={es.app.name}
          >
            <CambixLogo size={28} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {es.session.welcome(customerWelcomeName(user))}
          </Typography>
        </Toolbar>
      </AppBar>

      {showNav && !isMobile && (
        <Drawer
          variant="permanent"
          sx={{
            width: CUSTOMER_NAV_WIDTH,
            '& .MuiDrawer-paper': {
              width: CUSTOMER_NAV_WIDTH,
              top: APP_BAR_HEIGHT,
              height: `calc(100% - ${APP_BAR_HEIGHT}px)`,
              zIndex: LAYOUT_Z_INDEX,
              borderColor: 'divider',
            },
          }}
        >
          <List component="nav" aria-label={es.customerNav.label} sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
            {NAV.map(({ id, label, path, Icon }) => (
              <ListItemButton
                key={id}
                component={RouterLink}
                to={path}
                selected={active === id}
                aria-current={active === id ? 'page' : undefined}
                sx={{ borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon color={active === id ? 'primary' : 'inherit'} />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            ))}
            <Divider sx={{ my: 1 }} />
            <ListItemButton
              component={RouterLink}
              to={paths.customer.security}
              selected={isSecurity}
              aria-current={isSecurity ? 'page' : undefined}
              sx={{ borderRadius: 2 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <ShieldOutlinedIcon color={isSecurity ? 'primary' : 'inherit'} />
              </ListItemIcon>
              <ListItemText primary={es.routes.security} />
            </ListItemButton>
            <HelpNavItem customerName={helpName} />
            <ListItemButton onClick={() => setConfirming(true)} sx={{ borderRadius: 2 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={es.customerNav.logout} />
            </ListItemButton>
          </List>
        </Drawer>
      )}

      <Box
        component="main"
        sx={{
          pt: `${APP_BAR_HEIGHT}px`,
          pl: isMobile || !showNav ? 0 : `${CUSTOMER_NAV_WIDTH}px`,
          // On a phone the bottom navigation and the help button sit below the content, never over it.
          pb: isMobile ? `${(showNav ? 64 : 0) + HELP_FAB_CLEARANCE}px` : 0,
        }}
      >
        {/* Without the side nav, the link's page sits in the middle like the shell without side nav. */}
        <Box sx={{ p: { xs: 2, sm: 4 }, ...(showNav ? {} : { maxWidth: 1104, mx: 'auto' }) }}>
          <LinkSessionNotice />
          {children}
        </Box>
      </Box>

      {showNav && isMobile && (
        <Paper
          component="nav"
          aria-label={es.customerNav.label}
          elevation={0}
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: LAYOUT_Z_INDEX,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <BottomNavigation showLabels value={active ?? false}>
            {NAV.map(({ id, label, path, Icon }) => (
              <BottomNavigationAction
                key={id}
                value={id}
                label={label}
                icon={<Icon />}
                component={RouterLink}
                to={path}
                sx={{ minWidth: 0, px: 0.5 }}
              />
            ))}
            <BottomNavigationAction
              value="logout"
              label={es.customerNav.logout}
              icon={<LogoutIcon />}
              onClick={() => setConfirming(true)}
              sx={{ minWidth: 0, px: 0.5 }}
            />
          </BottomNavigation>
        </Paper>
      )}

      {(isMobile || !showNav) && <HelpFab customerName={helpName} bottom={showNav ? 64 : 0} />}
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
      <StepUpHost securityHref={paths.customer.security} />
      <CustomerPrompts />
      <LiveOrderSlot />
    </Box>
  );
}
