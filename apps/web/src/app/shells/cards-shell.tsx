import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { useSessionStore } from '@/features/auth';
import { useStaffAccess } from '@/features/staff-permissions';
import type { ShellProps } from './shell-props.ts';
import { ModuleGate } from './staff/module-gate.tsx';
import { filterSidebar, firstItemPath, SIDEBAR_SECTIONS } from './staff/sidebar-menu.ts';

/**
 * /dashboard/cards: a wall board for a second screen, without the admin chrome
 * (docs/rules/screens.md#shells).
 */
export default function CardsShell({ route, children }: ShellProps) {
  const roleName = useSessionStore((state) => state.user?.rol.name ?? null);
  const access = useStaffAccess();
  const canView = access.applies ? access.canView : undefined;
  const firstPath = useMemo(
    () => firstItemPath(filterSidebar(SIDEBAR_SECTIONS, { role: roleName, canView })),
    [roleName, canView],
  );
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
        <ModuleGate route={route} access={access} firstPath={firstPath}>
          {children}
        </ModuleGate>
      </Box>
    </Box>
  );
}
