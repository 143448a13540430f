import Box from '@mui/material/Box';
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { CUSTOMER_ORDER_PAGE_SIZES, type OrderSummary } from '@cambix/contract';
import { useState } from 'react';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { OrderStatusChip } from '@/features/orders';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { useCustomerOrders } from '../api/get-customer-orders.ts';

const t = staffEs.customer.orders;
const c = t.columns;
const PAGE_SIZES = CUSTOMER_ORDER_PAGE_SIZES.map(Number);

function Code({ order, orderHref }: { order: OrderSummary; orderHref?: (id: number) => string }) {
  if (orderHref) return <RowCodeLink code={order.code} href={orderHref(order.id)} />;
  return (
    <Box component="span" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
      {order.code}
    </Box>
  );
}

/** On a phone: one card per order, code and status first, then date and amounts. */
function OrderCards({ rows, orderHref }: { rows: OrderSummary[]; orderHref?: (id: number) => string }) {
  return (
    <Box component="ul" aria-label={t.label} sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {rows.map((order) => (
        <Paper component="li" variant="outlined" key={order.id} sx={{ listStyle: 'none', p: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Code order={order} orderHref={orderHref} />
            <OrderStatusChip status={order.status} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {formatDateTime(order.createdAt)}
          </Typography>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {c.send} {formatSoles(order.sendAmount)} · {c.receive} {formatSoles(order.receiveAmount)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

function OrderTable({ rows, orderHref }: { rows: OrderSummary[]; orderHref?: (id: number) => string }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.label} sx={{ '& td, & th': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{c.code}</TableCell>
            <TableCell>{c.date}</TableCell>
            <TableCell align="right">{c.send}</TableCell>
            <TableCell align="right">{c.receive}</TableCell>
            <TableCell>{c.banks}</TableCell>
            <TableCell>{c.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((order) => (
            <TableRow key={order.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Code order={order} orderHref={orderHref} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatSoles(order.sendAmount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatSoles(order.receiveAmount)}
              </TableCell>
              <TableCell>{t.banks(order.paymentBank.shortName, order.destinationBankName)}</TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface CustomerOrdersTabProps {
  userId: number;
  /** The order's page; absent when the caller may not open orders (module ordenes). */
  orderHref?: (id: number) => string;
}

/** Tab Órdenes: the customer's orders, newest first, a page at a time from the server. */
export function CustomerOrdersTab({ userId, orderHref }: CustomerOrdersTabProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const phone = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const orders = useCustomerOrders(userId, page, pageSize);

  if (orders.isPending) return <Skeleton variant="rounded" height={200} aria-label={t.label} />;
  if (orders.isError)
    return (
      <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void orders.refetch()}>
        {isApiError(orders.error) ? orders.error.message : staffEs.common.loadFailed}
      </RetryAlert>
    );
  const { items, total } = orders.data;
  if (total === 0) return <Typography color="text.secondary">{t.none}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {phone ? (
        <OrderCards rows={items} orderHref={orderHref} />
      ) : (
        <OrderTable rows={items} orderHref={orderHref} />
      )}
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(1);
        }}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
      />
    </Box>
  );
}
