import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
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
import { StepUpHost } from '@/features/second-factor';
import { useStaffAccess } from '@/features/staff-permissions';
import { es } from '@/i18n/es.ts';
import { staffShellEs } from '@/i18n/staff-shell.ts';
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
import { ModuleGate } from './module-gate.tsx';
import { routeViewable } from './route-modules.ts';
import { Sidebar } from './sidebar.tsx';
import { filterSidebar, firstItemPath, SIDEBAR_SECTIONS } from './sidebar-menu.ts';

const CARDS_ROLES = matchAppRoute(paths.staff.cards).route.roles ?? [];
const widthTransition = 'width 200ms ease, margin 200ms ease';

/**
 * Admin shell (docs/rules/screens.md#shells): collapsible sidebar, top bar with toggle, Tarjetas, the bell's
 * place and logout.
 */
export default function StaffShell({ route, pathname, children }: ShellProps) {
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, { noSsr: true });
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const user = useSessionStore((state) => state.user);
  const role = useSessionStore(selectRole);
  const receivesNotifications = user !== null && NOTIFIED_ROLE_IDS.includes(user.rol.id as RoleId);
  const access = useStaffAccess();
  const canView = access.applies ? access.canView : undefined;
  const canOpenCards =
    hasRole(role, CARDS_ROLES) && (canView === undefined || routeViewable(paths.staff.cards, canView));
  const sections = useMemo(
    () => filterSidebar(SIDEBAR_SECTIONS, { role: user?.rol.name ?? null, canView }),
    [user, canView],
  );
  // Someone with nothing to pick (a Colaborador without modules) gets no sidebar; it keeps its place while
  // the permissions load.
  const hasMenu = access.isLoading || sections.length > 0;
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
          <Sidebar
            collapsed={false}
            canView={canView}
            pathname={pathname}
            onNavigate={() => setMobileOpen(false)}
          />
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
          <Sidebar collapsed={collapsed} canView={canView} pathname={pathname} />
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
              aria-label={staffShellEs.toggleSidebar}
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
              <Tooltip title={staffShellEs.cardsHint}>
                <IconButton
                  component="a"
                  href={paths.staff.cards}
                  target="_blank"
                  rel="noopener"
                  aria-label={staffShellEs.cards}
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
                title={staffShellEs.cardsHint}
              >
                {staffShellEs.cards}
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
          <Tooltip title={es.session.security}>
            <IconButton component={RouterLink} to={paths.staff.security} aria-label={es.session.security}>
              <ShieldOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={es.session.logout}>
            <IconButton onClick={logout} aria-label={es.session.logout}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      <StepUpHost securityHref={paths.staff.security} />

      <Box component="main" sx={{ ml: `${width}px`, pt: `${APP_BAR_HEIGHT}px`, transition: widthTransition }}>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <ModuleGate route={route} access={access} firstPath={firstItemPath(sections)}>
            {children}
          </ModuleGate>
        </Box>
      </Box>
    </Box>
  );
}
