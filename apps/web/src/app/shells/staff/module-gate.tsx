import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { StaffAccess } from '@/features/staff-permissions';
import { staffShellEs } from '@/i18n/staff-shell.ts';
import { paths } from '../../paths.ts';
import type { AppRoute } from '../../routes.ts';
import { routeViewable } from './route-modules.ts';

const t = staffShellEs.access;

function AccessPanel({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      role="alert"
      sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 2, sm: 6 }, p: { xs: 3, sm: 4 }, textAlign: 'center' }}
    >
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}

export interface ModuleGateProps {
  route: AppRoute;
  access: StaffAccess;
  /** The first screen this person may open (the first sidebar item), or null when there is none. */
  firstPath: string | null;
  children: ReactNode;
}

/**
 * Shows the page only when its module is viewable (decision 056): a spinner while the permissions load
 * (no flash of the page), a "no access" panel otherwise. /dashboard without Inicio goes to the first
 * screen the person may open. The server refuses the same calls whatever is shown here.
 */
export function ModuleGate({ route, access, firstPath, children }: ModuleGateProps) {
  if (!access.applies) return children;
  if (access.error) {
    return (
      <RetryAlert retryLabel={t.retry} onRetry={access.retry}>
        {t.loadFailed}
      </RetryAlert>
    );
  }
  if (access.isLoading) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner size={28} />
        <span className="cx-visually-hidden">{t.loading}</span>
      </Box>
    );
  }
  if (routeViewable(route.path, access.canView)) return children;
  if (route.path === paths.staff.home) {
    if (firstPath) return <Navigate to={firstPath} replace />;
    return <AccessPanel title={t.noModulesTitle} body={t.noModulesBody} />;
  }
  return (
    <AccessPanel
      title={t.deniedTitle}
      body={t.deniedBody}
      action={
        firstPath && (
          <Button component={RouterLink} to={firstPath} variant="contained">
            {t.goToStart}
          </Button>
        )
      }
    />
  );
}
