import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import { useQuery } from '@tanstack/react-query';
import { recentOrdersQueryOptions } from '../api/list-orders.ts';
import { FixOrderAction } from '../history/fix-order-action.tsx';
import { OrderFileButton } from './order-file-button.tsx';
import { CustomerStatusChip } from './order-status-chip.tsx';

const t = customerEs.home;
export interface RecentOrdersProps {
  /** Historial with one order open: `?orden=CODE`. */
  orderPath: (code: string) => string;
}

/** The customer's last orders, each opening its detail in Historial. */
export function RecentOrders({ orderPath }: RecentOrdersProps) {
  const orders = useQuery(recentOrdersQueryOptions());
  if (orders.isPending) return <Skeleton variant="rounded" height={160} />;
  if (orders.isError) return <Alert severity="warning">{customerEs.common.loadFailed}</Alert>;
  if (orders.data.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {t.recentEmpty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
      {orders.data.items.map((order) => (
        <Card key={order.id} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
          <CardActionArea
            component={RouterLink}
            to={orderPath(order.code)}
            sx={{
              p: 1.5,
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: { xs: '1fr auto', sm: 'auto 1fr auto auto' },
              alignItems: 'center',
              columnGap: 2,
            }}
          >
            {/* The card's text names its link (an aria-label hiding it fails a voice user, issue 34). */}
            <span className="cx-visually-hidden">{customerEs.orders.openLead}</span>
            <Typography sx={{ fontWeight: 800, letterSpacing: '0.06em' }}>{order.code}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ gridColumn: { xs: 1, sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
            >
              {formatDateTime(order.createdAt)}
            </Typography>
            <Typography sx={{ fontWeight: 700, textAlign: 'right', gridRow: { xs: 2, sm: 'auto' } }}>
              {formatCurrency(order.receiveAmount, order.receiveCurrency)}
            </Typography>
            <Box
              sx={{ gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' }, justifySelf: 'end' }}
            >
              <CustomerStatusChip status={order.status} />
            </Box>
          </CardActionArea>
          <FixOrderAction order={order} compact />
          {order.payoutOperationNumber && (
            <Box
              sx={{
                px: 1.5,
                pb: 1.5,
                display: 'flex',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
              }}
            >
              <Typography variant="body2" color="text.secondary">
                {customerEs.orders.operationNumber}: {order.payoutOperationNumber}
              </Typography>
              <OrderFileButton
                orderId={order.id}
                kind="payout_voucher"
                label={customerEs.orders.viewPayoutVoucher}
                size="small"
              />
            </Box>
          )}
        </Card>
      ))}
    </Box>
  );
}

export function AllOrdersButton({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} size="small">
      {t.allOrders}
    </Button>
  );
}
