import type { AdminOrderSummary } from '@cambix/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { StaffOrderStatusChip } from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';

const t = staffEs.staffHome;

/** The newest orders, each opening its detail. */
export function LatestOrders({
  orders,
  orderHref,
  allHref,
}: {
  orders: readonly AdminOrderSummary[];
  orderHref: (id: number) => string;
  /** Shown only to whom may open the list. */
  allHref: string | null;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={t.latest} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h2">{t.latest}</Typography>
        {allHref && (
          <Button component={RouterLink} to={allHref} size="small">
            {t.allOrders}
          </Button>
        )}
      </Box>
      {orders.length === 0 ? (
        <Typography color="text.secondary">{t.latestEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {orders.map((order) => (
            <Box
              component="li"
              key={order.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: '7rem minmax(0, 1fr) auto auto' },
                gap: { xs: 0.5, sm: 2 },
                alignItems: 'center',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Link
                component={RouterLink}
                to={orderHref(order.id)}
                sx={{ fontWeight: 700, fontFamily: 'monospace' }}
              >
                {order.code}
              </Link>
              <Box sx={{ minWidth: 0, order: { xs: 3, sm: 0 } }}>
                <Typography noWrap sx={{ fontWeight: 600 }}>
                  {order.customer.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(order.createdAt)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 600, textAlign: 'right', order: { xs: 4, sm: 0 } }}>
                {formatSoles(order.sendAmount)}
              </Typography>
              <Box sx={{ justifySelf: 'end' }}>
                <StaffOrderStatusChip order={order} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
