import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReferredCustomer } from '@cambix/contract';
import { Link as RouterLink } from 'react-router';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { StatusChip } from '@/features/customers-admin';
import { OrderStatusChip } from '@/features/orders';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { formatDate, formatDateTime, formatTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';

const t = staffReferralsEs.detail;
const c = t.columns;

export interface ReferredCustomersTableProps {
  rows: readonly ReferredCustomer[];
  customerHref(id: number): string;
  orderHref(id: number): string;
}

/** The customers who signed up with a code: their account, first order and the reward it paid. */
export function ReferredCustomersTable({ rows, customerHref, orderHref }: ReferredCustomersTableProps) {
  if (rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{t.noReferred}</Typography>
      </Paper>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table
        size="small"
        aria-label={t.referredHeading}
        sx={{ minWidth: 800, '& td, & th': { px: 1.25 }, '& th': { lineHeight: 1.3 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{c.customer}</TableCell>
            <TableCell>{c.status}</TableCell>
            <TableCell>{c.registeredAt}</TableCell>
            <TableCell>{c.firstOrder}</TableCell>
            <TableCell align="right">{c.amount}</TableCell>
            <TableCell>{c.orderStatus}</TableCell>
            <TableCell>{c.reward}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ maxWidth: 260 }}>
                <Link
                  component={RouterLink}
                  to={customerHref(row.id)}
                  underline="hover"
                  sx={{ fontWeight: 600, display: 'block' }}
                  noWrap
                  title={row.name}
                >
                  {row.name}
                </Link>
                <Typography variant="caption" color="text.secondary" component="p">
                  {row.documentNumber}
                </Typography>
                {row.blockedReason && (
                  <Box
                    role="note"
                    aria-label={t.blocked}
                    sx={{
                      display: 'flex',
                      gap: 0.5,
                      mt: 0.5,
                      color: 'warning.dark',
                      alignItems: 'flex-start',
                    }}
                  >
                    <WarningAmberIcon fontSize="small" sx={{ mt: '1px' }} />
                    <Typography variant="caption" sx={{ whiteSpace: 'normal' }}>
                      {row.blockedReason}
                    </Typography>
                  </Box>
                )}
              </TableCell>
              <TableCell>
                <StatusChip status={row.accountStatus} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.registeredAt)}
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatTime(row.registeredAt)}
                </Typography>
              </TableCell>
              {row.firstOrder ? (
                <>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <RowCodeLink code={row.firstOrder.code} href={orderHref(row.firstOrder.id)} />
                    <Typography variant="caption" color="text.secondary" component="p">
                      {formatDateTime(row.firstOrder.createdAt)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatSoles(row.firstOrder.sendAmount)}
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip status={row.firstOrder.status} />
                  </TableCell>
                </>
              ) : (
                <TableCell colSpan={3}>
                  <Typography variant="body2" color="text.secondary">
                    {t.noOrder}
                  </Typography>
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.reward ? (
                  <>
                    <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
                      {t.rewardGiven(row.reward.points)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {formatDateTime(row.reward.at)}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t.noReward}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
