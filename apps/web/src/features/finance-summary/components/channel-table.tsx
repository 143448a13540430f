import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ORDER_CHANNELS, type FinanceSummary } from '@cambix/contract';
import { useId } from 'react';
import { ChartFrame } from '@/components/ui/chart-frame.tsx';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { formatSoles } from '@/lib/money.ts';
import { chartValue, formatCount } from '../figures.ts';

const t = staffSummaryEs.charts;

/** Orders, money received and commissions per channel (web, link, partner), with a bar for the money. */
export function ChannelTable({ rows }: { rows: FinanceSummary['byChannel'] }) {
  const titleId = useId();
  const ordered = [...rows].sort(
    (a, b) => ORDER_CHANNELS.indexOf(a.channel) - ORDER_CHANNELS.indexOf(b.channel),
  );
  const max = Math.max(0, ...ordered.map((row) => chartValue(row.amountReceived)));
  const isEmpty = ordered.every((row) => row.ordersFinished === 0 && chartValue(row.amountReceived) === 0);
  return (
    <ChartFrame titleId={titleId} title={t.byChannel} emptyText={t.empty} isEmpty={isEmpty}>
      {/* Tighter on a phone, so the four columns fit its width. */}
      <Box
        sx={{
          overflowX: 'auto',
          '& th, & td': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8rem', sm: '0.875rem' } },
        }}
      >
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t.channelColumns.channel}</TableCell>
              <TableCell align="right">{t.channelColumns.orders}</TableCell>
              <TableCell align="right">{t.channelColumns.received}</TableCell>
              <TableCell align="right">{t.channelColumns.commissions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ordered.map((row) => (
              <TableRow key={row.channel}>
                <TableCell component="th" scope="row">
                  {staffSummaryEs.channel[row.channel]}
                  <Box
                    aria-hidden="true"
                    sx={{
                      mt: 0.5,
                      height: 6,
                      borderRadius: 3,
                      bgcolor: 'primary.main',
                      width: `${max > 0 ? Math.max((chartValue(row.amountReceived) / max) * 100, 2) : 0}%`,
                      minWidth: 0,
                    }}
                  />
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(row.ordersFinished)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatSoles(row.amountReceived)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatSoles(row.commissions)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </ChartFrame>
  );
}
