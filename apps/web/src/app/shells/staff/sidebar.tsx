import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { logout, staffDisplayName, useSessionStore } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { staffShellEs } from '@/i18n/staff-shell.ts';
import { landingPathFor } from '../../guards/landing.ts';
import { APP_BAR_HEIGHT } from '../../theme/layout.ts';
import { filterSidebar, isItemActive, itemPath, SIDEBAR_SECTIONS, type SidebarItem } from './sidebar-menu.ts';
import { useSectionExpansion } from './use-section-expansion.ts';
import { normalizeRoleName, type StaffModule } from '@cambix/contract';

interface SidebarProps {
  /** Icons only (the desktop rail). */
  collapsed: boolean;
  /** The signed-in staff member's view grants; omitted where module permissions do not apply. */
  canView?: (module: StaffModule) => boolean;
  pathname: string;
  /** Called after an item is chosen (closes the mobile drawer). */
  onNavigate?: () => void;
}

const t = staffShellEs;

function ItemLink({
  item,
  active,
  collapsed,
  onNavigate,
}: {
  item: SidebarItem;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = item.icon;
  const button = (
    <ListItemButton
      component={RouterLink}
      to={itemPath(item)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{
        borderRadius: 2,
        minHeight: 42,
        px: collapsed ? 1.5 : 1.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 38, color: active ? 'primary.main' : 'text.secondary' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { sx: { fontSize: '0.9375rem', fontWeight: active ? 700 : 500 } } }}
        />
      )}
      {collapsed && <span className="cx-visually-hidden">{item.label}</span>}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={item.label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/**
 * Admin sidebar (docs/rules/screens.md#sidebar): search, role-filtered sections that remember whether they
 * are open, user and logout.
 */
export function Sidebar({ collapsed, canView, pathname, onNavigate }: SidebarProps) {
  const user = useSessionStore((state) => state.user);
  const roleName = user?.rol.name ?? null;
  const [query, setQuery] = useState('');
  const { isExpanded, toggle } = useSectionExpansion();
  const searchId = useId();
  const searching = !collapsed && query.trim() !== '';

  const allSections = useMemo(
    () => filterSidebar(SIDEBAR_SECTIONS, { role: roleName, canView }),
    [roleName, canView],
  );
  const sections = useMemo(
    () => (searching ? filterSidebar(SIDEBAR_SECTIONS, { role: roleName, query, canView }) : allSections),
    [searching, roleName, query, canView, allSections],
  );
  const role = normalizeRoleName(roleName);
  const initials =
    `${user?.nombres.trim().charAt(0) ?? ''}${user?.apellido_paterno.trim().charAt(0) ?? ''}`.toUpperCase();

  return (
    // The whole sidebar is a landmark (its logo, search and sign-out too), so nothing on the screen sits
    // outside one (axe `region`); the menu inside it is the navigation.
    <Box
      component="aside"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          height: APP_BAR_HEIGHT,
          flex: 'none',
          px: collapsed ? 0 : 2.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component={RouterLink}
          to={landingPathFor(role)}
          onClick={onNavigate}
          aria-label={es.app.name}
          sx={{ display: 'inline-flex', color: 'text.primary', textDecoration: 'none' }}
        >
          <CambixLogo size={28} wordmark={!collapsed} />
        </Box>
      </Box>

      {!collapsed && allSections.length > 0 && (
        <Box sx={{ px: 1.5, pt: 1.5, pb: 0.5 }}>
          <TextField
            id={searchId}
            size="small"
            fullWidth
            type="search"
            placeholder={t.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { 'aria-label': t.search },
            }}
          />
        </Box>
      )}

      <Box component="nav" aria-label={t.mainNav} sx={{ flex: 1, overflowY: 'auto', px: 1, py: 1 }}>
        {sections.map((section, index) => {
          const single = section.items.length === 1 && section.id === 'inicio';
          const open = searching || isExpanded(section.id);
          const items = (
            <List disablePadding sx={{ display: 'grid', gap: 0.25 }}>
              {section.items.map((item) => (
                <ListItem key={item.id} disablePadding>
                  <ItemLink
                    item={item}
                    active={isItemActive(item, pathname)}
                    collapsed={collapsed}
                    onNavigate={onNavigate}
                  />
                </ListItem>
              ))}
            </List>
          );
          if (collapsed || single) {
            return (
              <Box key={section.id}>
                {collapsed && index > 0 && <Divider sx={{ my: 1 }} />}
                {items}
              </Box>
            );
          }
          const listId = `${searchId}-${section.id}`;
          return (
            <Box key={section.id} sx={{ mt: 1 }}>
              <ListItemButton
                onClick={() => toggle(section.id)}
                aria-expanded={open}
                aria-controls={listId}
                disabled={searching}
                sx={{ borderRadius: 2, py: 0.5, px: 1.5, '&.Mui-disabled': { opacity: 1 } }}
              >
                <ListItemText
                  primary={section.label}
                  slotProps={{
                    primary: {
                      variant: 'overline',
                      color: 'text.secondary',
                      sx: { fontWeight: 700, letterSpacing: '0.08em', lineHeight: 2 },
                    },
                  }}
                />
                {!searching &&
                  (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
                <span className="cx-visually-hidden">
                  {open ? t.collapse(section.label) : t.expand(section.label)}
                </span>
              </ListItemButton>
              <Collapse in={open} id={listId}>
                {items}
              </Collapse>
            </Box>
          );
        })}
        {searching && sections.length === 0 && (
          <Typography color="text.secondary" sx={{ px: 1.5, py: 2, fontSize: '0.875rem' }}>
            {t.noResults}
          </Typography>
        )}
      </Box>

      <Divider />
      <Box
        sx={{
          p: collapsed ? 1 : 2,
          display: 'grid',
          gap: 1.5,
          justifyItems: collapsed ? 'center' : 'stretch',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            sx={{
              width: 38,
              height: 38,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: '0.9375rem',
              fontWeight: 700,
            }}
          >
            {initials}
          </Avatar>
          {!collapsed && (
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
                {staffDisplayName(user)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {role ?? roleName}
              </Typography>
            </Box>
          )}
        </Box>
        {collapsed ? (
          <Tooltip title={es.session.logout} placement="right">
            <IconButton onClick={logout} aria-label={es.session.logout}>
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={logout}
            sx={{ borderColor: 'divider' }}
          >
            {es.session.logout}
          </Button>
        )}
      </Box>
    </Box>
  );
}
