import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasRole, NOTIFIED_ROLE_IDS, type RoleId } from '@cambix/contract';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { logout, selectRole, staffDisplayName, useSessionStore } from '@/features/auth';
import { NotificationBellSlot } from '@/features/notification-bell';
import { es } from '@/i18n/es.ts';
import { paths } from '../../paths.ts';
import { matchAppRoute } from '../../routes.ts';
import {
  APP_BAR_HEIGHT,
  LAYOUT_Z_INDEX,
  MOBILE_MEDIA_QUERY,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_WIDTH,
} from '../../theme/layout.ts';
import type { ShellProps } from '../shell-props.ts';
import { landingPathFor } from '../../guards/landing.ts';
import { Sidebar } from './sidebar.tsx';
import { filterSidebar, SIDEBAR_SECTIONS } from './sidebar-menu.ts';

const CARDS_ROLES = matchAppRoute(paths.staff.cards).route.roles ?? [];
const widthTransition = 'width 200ms ease, margin 200ms ease';

/** Admin shell (spec 2): collapsible sidebar, top bar with toggle, Tarjetas, the bell's place and logout. */
export default function StaffShell({ pathname, children }: ShellProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore(selectRole);
  const canOpenCards = hasRole(role, CARDS_ROLES);
  const receivesNotifications = user !== null && NOTIFIED_ROLE_IDS.includes(user.rol.id as RoleId);
  // A role with nothing to pick in the sidebar (a Usuario: users-management is a hidden item) gets no sidebar.
  const hasMenu = useMemo(
    () => filterSidebar(SIDEBAR_SECTIONS, { role: user?.rol.name ?? null }).length > 0,
    [user],
  );
  const width = isMobile || !hasMenu ? 0 : collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  const sidebarOpen = isMobile ? mobileOpen : !collapsed;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {!hasMenu ? null : isMobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
        >
          <Sidebar collapsed={false} pathname={pathname} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width,
            transition: widthTransition,
            '& .MuiDrawer-paper': {
              width,
              transition: widthTransition,
              zIndex: LAYOUT_Z_INDEX,
              borderColor: 'divider',
            },
          }}
        >
          <Sidebar collapsed={collapsed} pathname={pathname} />
        </Drawer>
      )}

      <AppBar
        position="fixed"
        sx={{
          width: `calc(100% - ${width}px)`,
          ml: `${width}px`,
          transition: widthTransition,
        }}
      >
        <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 2 } }}>
          {hasMenu && (
            <IconButton
              edge="start"
              aria-label={es.staffShell.toggleSidebar}
              aria-expanded={sidebarOpen}
              onClick={() => (isMobile ? setMobileOpen((open) => !open) : setCollapsed((value) => !value))}
            >
              <MenuIcon />
            </IconButton>
          )}
          {(isMobile || !hasMenu) && (
            <Box
              component={RouterLink}
              to={landingPathFor(role)}
              aria-label={es.app.name}
              sx={{ display: 'inline-flex', color: 'text.primary', textDecoration: 'none' }}
            >
              <CambixLogo size={28} wordmark={!hasMenu || !isMobile} />
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          {/* The notifications bell, for the roles that receive notifications (id_rol 1 and 3). */}
          {receivesNotifications && <NotificationBellSlot fullWidth={isMobile} />}
          {canOpenCards &&
            (isMobile ? (
              <Tooltip title={es.staffShell.cardsHint}>
                <IconButton
                  component="a"
                  href={paths.staff.cards}
                  target="_blank"
                  rel="noopener"
                  aria-label={es.staffShell.cards}
                >
                  <ViewKanbanOutlinedIcon />
                </IconButton>
              </Tooltip>
            ) : (
              <Button
                component="a"
                href={paths.staff.cards}
                target="_blank"
                rel="noopener"
                startIcon={<ViewKanbanOutlinedIcon />}
                title={es.staffShell.cardsHint}
              >
                {es.staffShell.cards}
              </Button>
            ))}
          {!hasMenu && (
            <Box sx={{ textAlign: 'right', minWidth: 0, mx: 1 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
                {staffDisplayName(user)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {role}
              </Typography>
            </Box>
          )}
          <Tooltip title={es.session.logout}>
            <IconButton onClick={logout} aria-label={es.session.logout}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>

      <Box component="main" sx={{ ml: `${width}px`, pt: `${APP_BAR_HEIGHT}px`, transition: widthTransition }}>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>{children}</Box>
      </Box>
    </Box>
  );
}
