import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useReconciliations } from '../api/list-reconciliations.ts';
import { formatDay } from '../format.ts';
import { MoneyText } from './money-text.tsx';

const t = staffBalanceEs.history;

/** "Conciliaciones anteriores": each opens its explanation, by its id in the address. */
export function ReconciliationHistory({ detailHref }: { detailHref: (reconciliationId: number) => string }) {
  const list = useReconciliations();
  if (list.error && !list.isFetching) {
    return (
      <RetryAlert retryLabel={staffBalanceEs.common.retry} onRetry={() => void list.refetch()}>
        {isApiError(list.error) ? list.error.message : t.loadFailed}
      </RetryAlert>
    );
  }
  if (!list.data)
    return <Skeleton variant="rounded" height={120} aria-label={staffBalanceEs.common.loading} />;
  if (list.data.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{t.when}</TableCell>
            <TableCell>{t.account}</TableCell>
            <TableCell>{t.period}</TableCell>
            <TableCell>{t.file}</TableCell>
            <TableCell>{t.counts}</TableCell>
            <TableCell sx={{ textAlign: 'right' }}>{t.difference}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data.map((item) => (
            <TableRow key={item.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(item.createdAt)}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t.byName(item.createdBy.name)}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>{item.account.label}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(item.periodFrom)} – {formatDay(item.periodTo)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>
                <Link component={RouterLink} to={detailHref(item.id)} aria-label={t.open(item.fileName)}>
                  {item.fileName}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {t.countsValue(item.matchedCount, item.bankOnlyCount, item.ledgerOnlyCount)}
              </TableCell>
              <TableCell sx={{ textAlign: 'right' }}>
                <MoneyText amount={item.difference} currency={item.account.currency} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
