import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { OrderStatusChip } from '@/features/orders';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { usePromoUses } from '../api/list-promo-uses.ts';

const t = staffCouponsEs.detail.uses;

export interface PromoUsesTableProps {
  promoId: number;
  customerHref(id: number): string;
  orderHref(id: number): string;
}

/** The orders that took the coupon, a page at a time; a use given back is marked and does not count. */
export function PromoUsesTable({ promoId, customerHref, orderHref }: PromoUsesTableProps) {
  const [page, setPage] = useState(1);
  const uses = usePromoUses(promoId, page);
  const titleId = `promo-uses-${promoId}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
        {t.title}
      </Typography>
      {uses.isError && (
        <RetryAlert retryLabel={staffCouponsEs.common.retry} onRetry={() => void uses.refetch()}>
          {isApiError(uses.error) ? uses.error.message : staffCouponsEs.common.loadFailed}
        </RetryAlert>
      )}
      {uses.isPending && <Skeleton variant="rounded" height={160} sx={{ m: 2 }} />}
      {uses.data && uses.data.total === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t.empty}
        </Typography>
      )}
      {uses.data && uses.data.total > 0 && (
        <>
          <TableContainer sx={{ overflowX: 'auto', opacity: uses.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-labelledby={titleId} sx={{ minWidth: 760, '& td, & th': { px: 1.25 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.customer}</TableCell>
                  <TableCell>{t.order}</TableCell>
                  <TableCell>{t.date}</TableCell>
                  <TableCell align="right">{t.amount}</TableCell>
                  <TableCell align="right">{t.discount}</TableCell>
                  <TableCell>{t.status}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {uses.data.items.map((use) => (
                  <TableRow
                    key={use.orderId}
                    sx={use.givenBack ? { '& td': { color: 'text.secondary' } } : undefined}
                  >
                    <TableCell sx={{ maxWidth: 220 }}>
                      <Link
                        component={RouterLink}
                        to={customerHref(use.customer.id)}
                        underline="hover"
                        noWrap
                        sx={{ display: 'block', fontWeight: 600 }}
                      >
                        {use.customer.name}
                      </Link>
                      <Typography variant="caption" color="text.secondary">
                        {use.customer.documentNumber}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <RowCodeLink code={use.orderCode} href={orderHref(use.orderId)} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(use.at)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatSoles(use.sendAmount)}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{
                        whiteSpace: 'nowrap',
                        textDecoration: use.givenBack ? 'line-through' : undefined,
                      }}
                    >
                      {formatSoles(use.discount)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <OrderStatusChip status={use.status} />{' '}
                      {use.givenBack && (
                        <Chip size="small" variant="outlined" label={t.givenBack} title={t.givenBackHint} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={uses.data.total}
            page={page - 1}
            rowsPerPage={uses.data.pageSize}
            rowsPerPageOptions={[]}
            onPageChange={(_event, next) => setPage(next + 1)}
            sx={{ borderTop: 1, borderColor: 'divider' }}
          />
        </>
      )}
    </Paper>
  );
}
