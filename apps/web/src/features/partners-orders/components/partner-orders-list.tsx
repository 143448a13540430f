import AutorenewIcon from '@mui/icons-material/Autorenew';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PartnerOrder } from '@cambix/contract';
import { CustomerStatusChip, FacturaBuyerLine } from '@/features/orders';
import { partnersEs } from '@/i18n/partners.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency, formatSoles } from '@/lib/money.ts';
import { AmountCells, ClientCell, ShareCell, shareText } from './partner-order-cells.tsx';

const t = partnersEs.orders;
const c = t.columns;

export interface PartnerOrdersListProps {
  label: string;
  rows: readonly PartnerOrder[];
  /** The code whose link is being renewed. */
  renewing: string | null;
  onShare(order: PartnerOrder): void;
  onRenew(order: PartnerOrder): void;
}

/** What can be done with an order's link: share it while the client may still finalize, renew it once expired. */
function LinkAction({
  order,
  renewing,
  compact,
  onShare,
  onRenew,
}: Pick<PartnerOrdersListProps, 'renewing' | 'onShare' | 'onRenew'> & {
  order: PartnerOrder;
  compact: boolean;
}) {
  if (order.status === 0 && order.link.state === 'activa' && !compact)
    return (
      <Tooltip title={t.shareLink}>
        <IconButton size="small" color="primary" aria-label={t.shareLink} onClick={() => onShare(order)}>
          <ShareIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  if (order.status === 0 && order.link.state === 'activa')
    return (
      <Button size="small" startIcon={<ShareIcon />} onClick={() => onShare(order)}>
        {t.shareLink}
      </Button>
    );
  if (order.status === 0 && order.link.state === 'vencida')
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<AutorenewIcon />}
        loading={renewing === order.code}
        onClick={() => onRenew(order)}
      >
        {renewing === order.code ? t.renewing : t.renew}
      </Button>
    );
  // "Finalizada por el cliente" wraps in the table rather than widening its last column.
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal', maxWidth: '8.5rem' }}>
      {t.linkState[order.link.state]}
    </Typography>
  );
}

/**
 * From this window width the table fits the partner shell (its content is 1152 px wide from a 1200 px window)
 * with its widest rows; narrower, each order is a card.
 */
const CARDS_QUERY = '(max-width: 1199.95px)';

/** The partner's orders: a table on a wide screen, cards on a phone; statuses in the customer's words. */
export function PartnerOrdersList({ label, rows, renewing, onShare, onRenew }: PartnerOrdersListProps) {
  const compact = useMediaQuery(CARDS_QUERY, { noSsr: true });
  const action = (order: PartnerOrder) => (
    <LinkAction order={order} renewing={renewing} compact={compact} onShare={onShare} onRenew={onRenew} />
  );
  if (compact) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((order) => (
          <Paper
            key={order.code}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, fontFamily: 'monospace' }}>{order.code}</Typography>
              <CustomerStatusChip status={order.status} />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.client.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {order.client.documentType} {order.client.documentNumber}
              </Typography>
              {order.factura && <FacturaBuyerLine factura={order.factura} withKind color="text.secondary" />}
            </Box>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
                gap: 1,
                '& dd': {
                  m: 0,
                  fontWeight: 700,
                  fontSize: '0.875rem',
                  whiteSpace: 'nowrap',
                  fontVariantNumeric: 'tabular-nums',
                },
                '& dt': { color: 'text.secondary', fontSize: '0.75rem' },
              }}
            >
              <Box>
                <dt>{c.send}</dt>
                <dd>{formatCurrency(order.sendAmount, order.sendCurrency)}</dd>
              </Box>
              <Box>
                <dt>{c.fee}</dt>
                <dd>{formatSoles(order.finalFee)}</dd>
              </Box>
              <Box>
                <dt>{c.receive}</dt>
                <dd>{formatCurrency(order.receiveAmount, order.currency)}</dd>
              </Box>
            </Box>
            {order.share && (
              <Typography variant="body2">
                {c.share}: {shareText(order.share)}
              </Typography>
            )}
            {order.note && (
              <Typography variant="body2" color="warning.dark">
                {t.note}: {order.note}
              </Typography>
            )}
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 1,
                flexWrap: 'wrap',
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(order.createdAt)}
              </Typography>
              {action(order)}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ '& th, & td': { px: 1, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 2 } } }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{c.code}</TableCell>
            <TableCell>{c.client}</TableCell>
            <TableCell>{c.status}</TableCell>
            <TableCell align="right">{c.send}</TableCell>
            <TableCell align="right">{c.fee}</TableCell>
            <TableCell align="right">{c.receive}</TableCell>
            <TableCell align="right">{c.share}</TableCell>
            <TableCell>{c.link}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((order) => (
            <TableRow key={order.code} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'monospace' }}>
                  {order.code}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(order.createdAt)}
                </Typography>
              </TableCell>
              <ClientCell client={order.client} factura={order.factura} maxWidth={190} />
              <TableCell>
                <CustomerStatusChip status={order.status} />
              </TableCell>
              <AmountCells order={order} />
              <ShareCell share={order.share} />
              <TableCell sx={{ whiteSpace: 'nowrap', py: 0.25 }}>{action(order)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
