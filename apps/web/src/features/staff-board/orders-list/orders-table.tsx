import type { AdminOrderSummary } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { BankLogo } from '@/features/banks';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { ExchangeChips, receivedMoney, sentMoney, StaffOrderStatusChip } from '@/features/staff-orders';
import { formatSoles } from '@/lib/money.ts';

const t = staffEs.adminOrders.columns;

export interface OrdersTableProps {
  label: string;
  rows: readonly AdminOrderSummary[];
  orderHref(id: number): string;
  onOpen(id: number): void;
}

/** The staff order list: a table on a wide screen, a list of cards on a phone. */
export function OrdersTable({ label, rows, orderHref, onOpen }: OrdersTableProps) {
  const compact = useMediaQuery('(max-width: 760px)', { noSsr: true });
  if (compact) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
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
              <StaffOrderStatusChip order={row} />
            </Box>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {row.customer.name} · {row.customer.documentNumber}
            </Typography>
            <Typography variant="body2">
              {sentMoney(row)} → {receivedMoney(row)}
              {row.kind === 'divisas' ? '' : ` (${t.commission} ${formatSoles(row.finalFee)})`}
            </Typography>
            <ExchangeChips order={row} />
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(row.createdAt)} · {row.paymentBank.shortName} · {staffEs.channels[row.channel]}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  // Ten facts in seven columns (the date under the code, the document under the name, the channel under the
  // bank) so the whole row fits a 1280 px screen beside the menu; a narrower one scrolls inside the card.
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t.code}</TableCell>
            <TableCell>{t.customer}</TableCell>
            <TableCell>{t.status}</TableCell>
            <TableCell>{t.bank}</TableCell>
            <TableCell align="right">{t.send}</TableCell>
            <TableCell align="right">{t.commission}</TableCell>
            <TableCell align="right">{t.receive}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover onClick={() => onOpen(row.id)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RowCodeLink code={row.code} href={orderHref(row.id)} />
                <Typography variant="caption" color="text.secondary" component="div">
                  {formatDateTime(row.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 220 }}>
                <Typography variant="body2" noWrap>
                  {row.customer.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  {row.customer.documentNumber}
                </Typography>
              </TableCell>
              <TableCell>
                <StaffOrderStatusChip order={row} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <BankLogo bank={row.paymentBank} size={24} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" noWrap>
                      {row.paymentBank.shortName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {staffEs.channels[row.channel]}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {sentMoney(row)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {/* A divisas order earns its spread, not a commission: its direction and rate stand here. */}
                {row.kind === 'divisas' ? (
                  <ExchangeChips order={row} align="end" />
                ) : (
                  formatSoles(row.finalFee)
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {receivedMoney(row)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
