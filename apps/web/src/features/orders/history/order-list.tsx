import { formatRate, type OrderSummary } from '@cambix/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BankLogo } from '@/features/banks';
import { customerEs } from '@/i18n/customer.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { formatCurrency } from '@/lib/money.ts';
import { CustomerStatusChip } from '../components/order-status-chip.tsx';

const t = customerEs.orders;

export interface OrderListProps {
  orders: readonly OrderSummary[];
  onOpen: (code: string) => void;
}

/** A divisas order's direction and locked rate, under its amounts. */
function DivisasLine({ order }: { order: OrderSummary }) {
  if (!order.direction || !order.rate) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
      {exchangeEs.directionAtRate(exchangeEs.direction[order.direction], formatRate(order.rate))}
    </Typography>
  );
}

function OrderCard({ order, onOpen }: { order: OrderSummary; onOpen: (code: string) => void }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea onClick={() => onOpen(order.code)} sx={{ p: 2, display: 'grid', gap: 1 }}>
        {/* The card's text names it (an aria-label hiding it fails a voice user, issue 34). */}
        <span className="cx-visually-hidden">{t.openLead}</span>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 800, letterSpacing: '0.06em' }}>{order.code}</Typography>
          <CustomerStatusChip status={order.status} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <BankLogo bank={order.paymentBank} size={32} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(order.createdAt)}
            </Typography>
            <Typography variant="body2">
              {t.columns.send} {formatCurrency(order.sendAmount, order.sendCurrency)}
            </Typography>
            <DivisasLine order={order} />
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="body2" color="text.secondary">
              {t.columns.receive}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {formatCurrency(order.receiveAmount, order.receiveCurrency)}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The orders of one page: cards on a phone, a table from tablet width. */
export function OrderList({ orders, onOpen }: OrderListProps) {
  const isPhone = useMediaQuery('(max-width: 600px)', { noSsr: true });
  if (isPhone) {
    return (
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} onOpen={onOpen} />
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label={customerEs.orders.intro}>
      <TableHead>
        <TableRow>
          <TableCell>{t.columns.code}</TableCell>
          <TableCell>{t.columns.date}</TableCell>
          <TableCell>{t.columns.bank}</TableCell>
          <TableCell align="right">{t.columns.send}</TableCell>
          <TableCell align="right">{t.columns.receive}</TableCell>
          <TableCell>{t.columns.status}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id} hover onClick={() => onOpen(order.code)} sx={{ cursor: 'pointer' }}>
            <TableCell>
              <Box
                component="button"
                type="button"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(order.code);
                }}
                aria-label={t.open(order.code)}
                sx={{
                  all: 'unset',
                  cursor: 'pointer',
                  fontWeight: 800,
                  letterSpacing: '0.06em',
                  color: 'primary.main',
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                {order.code}
              </Box>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt)}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <BankLogo bank={order.paymentBank} size={24} />
                {order.paymentBank.shortName}
              </Box>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatCurrency(order.sendAmount, order.sendCurrency)}
              <DivisasLine order={order} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
              {formatCurrency(order.receiveAmount, order.receiveCurrency)}
            </TableCell>
            <TableCell>
              <CustomerStatusChip status={order.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
