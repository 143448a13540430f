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
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ExternalOrder } from '@cambix/contract';
import { Link as RouterLink } from 'react-router';
import { OrderStatusChip } from '@/features/orders';
import { partnersEs } from '@/i18n/partners.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';

const c = partnersEs.orders.columns;
const o = partnersEs.orders;

export interface ExternalOrdersTableProps {
  label: string;
  rows: readonly ExternalOrder[];
  orderHref(id: number): string;
  onOpen(id: number): void;
}

const shareText = (row: ExternalOrder) =>
  row.share ? `${formatSoles(row.share.amount)} (${row.share.settled ? o.settled : o.pending})` : '—';

function CodeLink({ row, href }: { row: ExternalOrder; href: string }) {
  return (
    <Link
      component={RouterLink}
      to={href}
      underline="hover"
      sx={{ fontWeight: 700, fontFamily: 'monospace' }}
      onClick={(event) => event.stopPropagation()}
    >
      {row.code}
    </Link>
  );
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
              <CodeLink row={row} href={orderHref(row.id)} />
              <OrderStatusChip status={row.status} />
            </Box>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
              {row.partner.name}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.client.name} · {row.client.documentNumber}
            </Typography>
            <Typography variant="body2">
              {formatSoles(row.sendAmount)} → {formatSoles(row.receiveAmount)} ({c.fee}{' '}
              {formatSoles(row.finalFee)})
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(row.createdAt)} · {o.linkState[row.linkState]}
              {row.share && ` · ${c.share} ${shareText(row)}`}
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
                <CodeLink row={row} href={orderHref(row.id)} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {formatDateTime(row.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 130 }}>
                <Typography variant="body2" noWrap title={row.partner.name}>
                  {row.partner.name}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 180 }}>
                <Typography variant="body2" noWrap title={row.client.name} sx={{ fontWeight: 600 }}>
                  {row.client.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.client.documentType} {row.client.documentNumber}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <OrderStatusChip status={row.status} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {o.linkState[row.linkState]}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSoles(row.sendAmount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSoles(row.finalFee)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatSoles(row.receiveAmount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.share ? (
                  <>
                    {formatSoles(row.share.amount)}
                    <Typography variant="caption" color="text.secondary" component="p">
                      {row.share.settled ? o.settled : o.pending}
                    </Typography>
                  </>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
