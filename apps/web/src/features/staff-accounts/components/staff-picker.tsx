import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { DebouncedTextFilter } from '@/components/ui/debounced-text-filter.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useStaffAccountList } from '../api/list-staff-accounts.ts';
import { accountDocument, accountName } from '../format.ts';
import { AccountStateChip } from './account-state-chip.tsx';

const t = staffEs.staffPermissions;

/** user-permissions without an id: the Colaboradores, searchable, each opening their matrix. */
export function StaffPicker({ permissionsHref }: { permissionsHref: (userId: number) => string }) {
  const [q, setQ] = useState('');
  const list = useStaffAccountList({ role: 'Colaborador', ...(q ? { q } : {}) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DebouncedTextFilter
        size="small"
        type="search"
        label={t.pickSearch}
        placeholder={staffEs.staffAccounts.filters.searchPlaceholder}
        value={q}
        onCommit={setQ}
        sx={{ maxWidth: 420 }}
      />
      {list.error && !list.isFetching && (
        <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void list.refetch()}>
          {isApiError(list.error) ? list.error.message : staffEs.common.loadFailed}
        </RetryAlert>
      )}
      {list.data ? (
        <Paper variant="outlined">
          {list.data.items.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {t.pickEmpty}
            </Typography>
          ) : (
            <List disablePadding>
              {list.data.items.map((account) => (
                <ListItemButton
                  key={account.id}
                  component={RouterLink}
                  to={permissionsHref(account.id)}
                  divider
                  sx={{ gap: 1.5 }}
                >
                  <ListItemText
                    primary={accountName(account)}
                    secondary={`${accountDocument(account)} · ${account.email}`}
                  />
                  <AccountStateChip state={account.state} />
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      ) : (
        !list.error && <Skeleton variant="rounded" height={200} aria-label={staffEs.common.loading} />
      )}
    </Box>
  );
}
