import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import { assignableRoles, type StaffAccount } from '@cambix/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { selectRole, useSessionStore } from '@/features/auth';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import type { AccountStatusAction } from '../api/change-account-status.ts';
import { useStaffAccountList } from '../api/list-staff-accounts.ts';
import { readAccountList, toAccountQuery, writeAccountList } from '../list-state.ts';
import { AccountFilters } from './account-filters.tsx';
import { AccountFormDialog } from './account-form-dialog.tsx';
import type { AccountAction } from './account-row-actions.tsx';
import { AccountStatusDialog } from './account-status-dialog.tsx';
import { AccountsTable } from './accounts-table.tsx';

const t = staffEs.staffAccounts;

type Open =
  | { kind: 'form'; account: StaffAccount | null }
  | { kind: 'status'; action: AccountStatusAction; account: StaffAccount }
  | null;

const DONE: Record<AccountStatusAction, string> = {
  resetPassword: t.done.resetPassword,
  deactivate: t.done.deactivated,
  reactivate: t.done.reactivated,
};

/** /dashboard/users-management: the accounts with their filters in the address, and what may be done to each. */
export function UsersManagementScreen({
  title,
  search,
  permissionsHref,
}: {
  title: string;
  search: URLSearchParams;
  permissionsHref: (userId: number) => string;
}) {
  const myRole = useSessionStore(selectRole);
  const roles = myRole ? assignableRoles(myRole) : [];
  const [state, update] = useQueryState(search, readAccountList, writeAccountList);
  const list = useStaffAccountList(toAccountQuery(state));
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);

  const onAction = (action: AccountAction, account: StaffAccount) =>
    setOpen(action === 'edit' ? { kind: 'form', account } : { kind: 'status', action, account });

  const listError = list.error && !list.isFetching ? list.error : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={list.data ? t.total(list.data.items.length) : t.intro}
        action={
          roles.length > 0 && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setOpen({ kind: 'form', account: null })}
            >
              {t.create}
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <AccountFilters state={state} onChange={(patch) => update((current) => ({ ...current, ...patch }))} />
      </Paper>
      {listError && (
        <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void list.refetch()}>
          {isApiError(listError) ? listError.message : staffEs.common.loadFailed}
        </RetryAlert>
      )}
      {list.data ? (
        <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <AccountsTable
            rows={list.data.items}
            permissionsHref={permissionsHref}
            onAction={onAction}
            onDone={setDone}
          />
        </Box>
      ) : (
        !listError && <Skeleton variant="rounded" height={320} aria-label={staffEs.common.loading} />
      )}

      {open?.kind === 'form' && (
        <AccountFormDialog
          account={open.account}
          roles={roles}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setDone(open.account ? t.done.updated : t.done.created);
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'status' && (
        <AccountStatusDialog
          action={open.action}
          account={open.account}
          onClose={() => setOpen(null)}
          onDone={(action) => {
            setDone(DONE[action]);
            setOpen(null);
          }}
        />
      )}
      <Snackbar open={done !== null} autoHideDuration={5000} onClose={() => setDone(null)}>
        <Alert severity="success" variant="filled" onClose={() => setDone(null)}>
          {done}
        </Alert>
      </Snackbar>
    </Box>
  );
}
