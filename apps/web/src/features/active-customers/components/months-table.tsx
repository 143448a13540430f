import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ActiveCustomerMonth } from '@cambix/contract';
import { staffActiveCustomersEs } from '@/i18n/staff-active-customers.ts';
import { formatSoles } from '@/lib/money.ts';

const t = staffActiveCustomersEs.months;

/** One line per month of the range: active, new, returning, orders and soles sent. */
export function MonthsTable({ months }: { months: readonly ActiveCustomerMonth[] }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.label} sx={{ minWidth: 560, '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t.month}</TableCell>
            <TableCell align="right">{t.active}</TableCell>
            <TableCell align="right">{t.new}</TableCell>
            <TableCell align="right">{t.returning}</TableCell>
            <TableCell align="right">{t.orders}</TableCell>
            <TableCell align="right">{t.totalSent}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((month) => (
            <TableRow key={month.month}>
              <TableCell sx={{ textTransform: 'capitalize' }}>
                {staffActiveCustomersEs.month(month.month)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {month.active}
              </TableCell>
              <TableCell align="right">{month.new}</TableCell>
              <TableCell align="right">{month.returning}</TableCell>
              <TableCell align="right">{month.orders}</TableCell>
              <TableCell align="right">{formatSoles(month.totalSent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
