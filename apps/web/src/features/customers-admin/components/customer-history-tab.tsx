import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ACCOUNT_STATUSES, type AccountStatus, type CustomerHistoryEntry } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useCustomerHistory } from '../api/get-customer-history.ts';
import { formatSoles } from '@/lib/money.ts';
import { formatCalendarDate, formatPercent, kycLabel, statusLabel, yesNo } from '../format.ts';

const t = staffEs.history;

/** A value of an audit row as a person reads it; the server already gives banks and accounts by name. */
export function formatChangeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return staffEs.common.none;
  if (typeof value === 'boolean') return yesNo(value);
  if (field === 'accountStatus' && (ACCOUNT_STATUSES as readonly unknown[]).includes(value)) {
    return statusLabel(value as AccountStatus);
  }
  if ((field === 'kycStep' || field === 'state') && typeof value === 'number') return kycLabel(value, true);
  if (field === 'commissionPercent' && typeof value === 'string') return formatPercent(value);
  if (field === 'monthlyLimit' && typeof value === 'string') return formatSoles(value);
  if (field === 'currency' && typeof value === 'string') return staffEs.accounts.currencyName[value] ?? value;
  if (field === 'gender' && typeof value === 'string') return staffEs.customer.gender[value] ?? value;
  if (field === 'birthDate' && typeof value === 'string') return formatCalendarDate(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export const actionLabel = (action: string): string => t.actions[action] ?? action;

function Entry({ entry }: { entry: CustomerHistoryEntry }) {
  const reasonAction = entry.action === 'user.reject' || entry.action === 'user.block';
  return (
    <Box component="li" sx={{ position: 'relative', pl: 3, pb: 2.5, listStyle: 'none' }}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 5,
          top: 6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        }}
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', left: 9, top: 18, bottom: 0, width: 2, bgcolor: 'divider' }}
      />
      <Typography sx={{ fontWeight: 600 }}>{actionLabel(entry.action)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {entry.actor ? t.by(entry.actor.name, entry.actor.role) : t.system} · {formatDateTime(entry.at)}
      </Typography>
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {entry.changes
            .filter((change) => !(reasonAction && change.field === 'statusReason'))
            .map((change) => (
              <Typography component="li" variant="body2" key={change.field}>
                {change.field ? `${t.fields[change.field] ?? change.field}: ` : ''}
                {formatChangeValue(change.field, change.before)} →{' '}
                {formatChangeValue(change.field, change.after)}
              </Typography>
            ))}
        </Box>
      )}
      {entry.note && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <strong>{reasonAction ? t.reason : t.note}:</strong> {entry.note}
        </Typography>
      )}
    </Box>
  );
}

/** Tab Historial: every recorded change to this customer, newest first, with who and when. */
export function CustomerHistoryTab({ userId }: { userId: number }) {
  const history = useCustomerHistory(userId);
  if (history.isPending) return <Skeleton variant="rounded" height={160} />;
  if (history.isError) return <Alert severity="error">{staffEs.common.loadFailed}</Alert>;
  if (history.data.length === 0) return <Typography color="text.secondary">{t.none}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, p: 0 }}>
      {history.data.map((entry) => (
        <Entry key={entry.id} entry={entry} />
      ))}
    </Box>
  );
}
