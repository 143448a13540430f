import type { Order } from '@cambix/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { selectSessionLink, useSessionStore } from '@/features/auth';
import { customerEs } from '@/i18n/customer.ts';
import { formatCurrency } from '@/lib/money.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { CustomerStatusChip } from '../components/order-status-chip.tsx';

const t = customerEs.newOrder;

/**
 * After finalizing: the order's code, its status and what happens next; the way to Historial and to another
 * order, except for a session bound to an order link, which opens neither (decision 073).
 */
export function OrderConfirmation({
  order,
  historyPath,
  onAnother,
}: {
  order: Order;
  historyPath: string;
  onAnother: () => void;
}) {
  const isLinkBound = useSessionStore((state) => selectSessionLink(state) !== null);
  // Staff's moves reach a full session live (decision 100): the status follows the order's query.
  const { status } = useQuery({
    ...orderQueryOptions(order.code),
    initialData: order,
    enabled: !isLinkBound,
  }).data;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640, display: 'grid', gap: 2, justifyItems: 'start' }}
    >
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h2" component="h2">
        {t.doneTitle}
      </Typography>
      <Typography>{t.doneBody(order.code)}</Typography>
      {order.voucher === null && order.paymentReference && (
        <Typography sx={{ fontWeight: 600 }}>{t.referenceInstruction(order.paymentReference)}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, fontSize: 22, letterSpacing: '0.08em' }}>{order.code}</Typography>
        <CustomerStatusChip status={status} />
        <Typography color="text.secondary">
          {customerEs.newOrder.rows.receive}: {formatCurrency(order.receiveAmount, order.receiveCurrency)}
        </Typography>
      </Box>
      <Typography variant="h3" component="h3">
        {t.nextHeading}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {t.next.map((line) => (
          <Typography component="li" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
      {!isLinkBound && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" component={RouterLink} to={historyPath}>
            {t.toHistory}
          </Button>
          <Button variant="outlined" onClick={onAnother}>
            {t.another}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
