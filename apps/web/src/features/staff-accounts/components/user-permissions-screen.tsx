import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES, type ModulePermissionUpdate, type StaffModule } from '@cambix/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useStaffPermissions } from '../api/get-staff-permissions.ts';
import { useSetStaffPermission } from '../api/set-staff-permission.ts';
import { accountDocument, accountName } from '../format.ts';
import { AccountStateChip } from './account-state-chip.tsx';
import { PermissionMatrix } from './permission-matrix.tsx';
import { StaffPicker } from './staff-picker.tsx';

const t = staffEs.staffPermissions;

export interface UserPermissionsScreenProps {
  title: string;
  /** The staff member whose matrix is shown; null to pick one. */
  userId: number | null;
  backHref: string;
  permissionsHref: (userId: number) => string;
}

function BackLink({ href }: { href: string }) {
  return (
    <Button component={RouterLink} to={href} startIcon={<ArrowBackIcon />} sx={{ justifySelf: 'start' }}>
      {t.back}
    </Button>
  );
}

function Matrix({ userId }: { userId: number }) {
  const permissions = useStaffPermissions(userId);
  const setPermission = useSetStaffPermission(userId);
  const [saving, setSaving] = useState<ReadonlySet<StaffModule>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const mark = (module: StaffModule, on: boolean) =>
    setSaving((current) => {
      const next = new Set(current);
      if (on) next.add(module);
      else next.delete(module);
      return next;
    });

  const change = (module: StaffModule, grant: ModulePermissionUpdate) => {
    mark(module, true);
    setPermission.mutate(
      { module, grant },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setFailure(isApiError(error) ? error.message : staffEs.staffAccounts.failed),
        onSettled: () => mark(module, false),
      },
    );
  };

  if (permissions.error && !permissions.data) {
    return (
      <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void permissions.refetch()}>
        {isApiError(permissions.error) ? permissions.error.message : staffEs.common.loadFailed}
      </RetryAlert>
    );
  }
  const data = permissions.data;
  if (!data) return <Skeleton variant="rounded" height={420} aria-label={staffEs.common.loading} />;
  const { account } = data;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography variant="h2" component="h2">
          {accountName(account)}
        </Typography>
        <Typography color="text.secondary">
          {staffEs.staffAccounts.role[account.role]} · {accountDocument(account)}
        </Typography>
        <AccountStateChip state={account.state} />
      </Box>
      {account.role === 'Administrador' ? (
        <Alert severity="info">{t.administrator}</Alert>
      ) : account.role !== 'Colaborador' ? (
        <Alert severity="info">{ERROR_MESSAGES.STAFF_PERMISSIONS_NOT_APPLICABLE}</Alert>
      ) : (
        <>
          {account.state === 'inactive' && <Alert severity="warning">{t.inactiveNote}</Alert>}
          <PermissionMatrix
            permissions={data}
            saving={saving}
            disabled={!account.manageable}
            onChange={change}
          />
        </>
      )}
      <Snackbar open={saved} autoHideDuration={2500} onClose={() => setSaved(false)}>
        <Alert severity="success" variant="filled" onClose={() => setSaved(false)}>
          {t.saved}
        </Alert>
      </Snackbar>
      <ErrorSnackbar open={failure !== null} onClose={() => setFailure(null)}>
        {failure}
      </ErrorSnackbar>
    </Box>
  );
}

/** /dashboard/user-permissions/:userId?: pick a Colaborador, or their module matrix saved tick by tick. */
export function UserPermissionsScreen({
  title,
  userId,
  backHref,
  permissionsHref,
}: UserPermissionsScreenProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <BackLink href={backHref} />
      <PageHeader title={title} intro={userId === null ? t.pickIntro : t.intro} />
      {userId === null ? (
        <StaffPicker permissionsHref={permissionsHref} />
      ) : (
        <Matrix key={userId} userId={userId} />
      )}
    </Box>
  );
}
