import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ExternalOrder } from '@cambix/contract';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { OrderStatusChip } from '@/features/orders';
import { AmountCells, ClientCell, ShareCell, shareText } from '@/features/partners-orders';
import { partnersEs } from '@/i18n/partners.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency, formatSoles } from '@/lib/money.ts';

const c = partnersEs.orders.columns;
const o = partnersEs.orders;

export interface ExternalOrdersTableProps {
  label: string;
  rows: readonly ExternalOrder[];
  orderHref(id: number): string;
  onOpen(id: number): void;
}

/** Every partner order: a table on a wide screen, cards on a phone; each opens the staff order detail. */
export function ExternalOrdersTable({ label, rows, orderHref, onOpen }: ExternalOrdersTableProps) {
  const compact = useMediaQuery('(max-width: 760px)', { noSsr: true });
  if (compact)
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <Paper
            key={row.id}
            component="li"
            variant="outlined"
            onClick={() => onOpen(row.id)}
            sx={{ p: 1.5, display: 'grid', gap: 0.5, cursor: 'pointer' }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <RowCodeLink code={row.code} href={orderHref(row.id)} />
              <OrderStatusChip status={row.status} />
            </Box>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
              {row.partner.name}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.client.name} · {row.client.documentNumber}
            </Typography>
            <Typography variant="body2">
              {formatCurrency(row.sendAmount, row.sendCurrency)} →{' '}
              {formatCurrency(row.receiveAmount, row.currency)} ({c.fee} {formatSoles(row.finalFee)})
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(row.createdAt)} · {o.linkState[row.linkState]}
              {row.share && ` · ${c.share} ${shareText(row.share)}`}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{c.code}</TableCell>
            <TableCell>{partnersEs.external.columns.partner}</TableCell>
            <TableCell>{c.client}</TableCell>
            <TableCell>{c.status}</TableCell>
            <TableCell align="right">{c.send}</TableCell>
            <TableCell align="right">{c.fee}</TableCell>
            <TableCell align="right">{c.receive}</TableCell>
            <TableCell align="right">{c.share}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover onClick={() => onOpen(row.id)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RowCodeLink code={row.code} href={orderHref(row.id)} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatDateTime(row.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 130 }}>
                <Typography variant="body2" noWrap title={row.partner.name}>
                  {row.partner.name}
                </Typography>
              </TableCell>
              <ClientCell client={row.client} factura={row.factura} maxWidth={180} />
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <OrderStatusChip status={row.status} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {o.linkState[row.linkState]}
                </Typography>
              </TableCell>
              <AmountCells order={row} />
              <ShareCell share={row.share} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
