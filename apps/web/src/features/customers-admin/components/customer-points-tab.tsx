import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CustomerPoints } from '@cambix/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { PendingApprovals, usePendingApprovals } from '@/features/approvals';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useCustomerPoints } from '../api/get-customer-points.ts';
import { PointsAdjustmentForm } from './points-adjustment-form.tsx';

const t = staffReferralsEs.points;
const c = t.columns;

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

function Ledger({
  entries,
  orderHref,
}: {
  entries: CustomerPoints['history'];
  orderHref(id: number): string;
}) {
  if (entries.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.ledger} sx={{ minWidth: 720, '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{c.at}</TableCell>
            <TableCell>{c.kind}</TableCell>
            <TableCell align="right">{c.points}</TableCell>
            <TableCell>{c.order}</TableCell>
            <TableCell>{c.note}</TableCell>
            <TableCell>{c.actor}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</TableCell>
              <TableCell>{t.kinds[entry.kind]}</TableCell>
              <TableCell
                align="right"
                sx={{
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  color: entry.points < 0 ? 'error.main' : 'success.main',
                }}
              >
                {signed(entry.points)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {entry.orderCode === null ? (
                  staffReferralsEs.common.none
                ) : entry.orderId === null ? (
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {entry.orderCode}
                  </Box>
                ) : (
                  <Link
                    component={RouterLink}
                    to={orderHref(entry.orderId)}
                    underline="hover"
                    sx={{ fontWeight: 700, fontFamily: 'monospace' }}
                  >
                    {entry.orderCode}
                  </Link>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                {entry.note ?? staffReferralsEs.common.none}
              </TableCell>
              <TableCell>{entry.actor ?? t.system}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface CustomerPointsTabProps {
  userId: number;
  /** Staff with `users` edit adjust the balance. */
  canEdit: boolean;
  orderHref(id: number): string;
}

/**
 * Tab Puntos: the customer's balance, the adjustments waiting for a second person, the adjustment form for
 * editors, and every movement with who made it.
 */
export function CustomerPointsTab({ userId, canEdit, orderHref }: CustomerPointsTabProps) {
  const points = useCustomerPoints(userId);
  const approvals = usePendingApprovals();
  const [notice, setNotice] = useState<string | null>(null);
  const waiting = (approvals.data?.rows ?? []).filter(
    (request) => request.kind === 'points' && request.customerId === userId,
  );
  if (points.isPending)
    return <Skeleton variant="rounded" height={200} aria-label={staffReferralsEs.common.loading} />;
  if (points.isError)
    return (
      <RetryAlert retryLabel={staffReferralsEs.common.retry} onRetry={() => void points.refetch()}>
        {isApiError(points.error) ? points.error.message : staffReferralsEs.common.loadFailed}
      </RetryAlert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box component="section" aria-label={t.balance}>
        <Typography variant="body2" color="text.secondary">
          {t.balance}
        </Typography>
        <Typography sx={{ fontSize: '2rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
          {t.balanceValue(points.data.balance)}
        </Typography>
      </Box>
      {waiting.length > 0 && (
        <PendingApprovals of="points" rows={waiting} canDecide={() => canEdit} onDone={setNotice} />
      )}
      {canEdit && (
        <>
          <PointsAdjustmentForm userId={userId} />
          <Divider />
        </>
      )}
      <Box
        component="section"
        aria-labelledby="points-ledger-heading"
        sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
      >
        <Typography id="points-ledger-heading" variant="h3" component="h2">
          {t.ledger}
        </Typography>
        <Ledger entries={points.data.history} orderHref={orderHref} />
      </Box>
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
