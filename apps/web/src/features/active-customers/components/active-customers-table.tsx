import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { ACTIVE_CUSTOMER_PAGE_SIZES, type ActiveCustomer } from '@cambix/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { staffActiveCustomersEs } from '@/i18n/staff-active-customers.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import type { ActiveCustomerListState, ActiveCustomerSortField } from '../list-state.ts';

const t = staffActiveCustomersEs.customers;

export interface ActiveCustomersTableProps {
  rows: readonly ActiveCustomer[];
  total: number;
  state: ActiveCustomerListState;
  customerHref(userId: number): string;
  onPageChange(page: number, pageSize: number): void;
  onSortChange(sort: ActiveCustomerSortField, direction: 'asc' | 'desc'): void;
}

/** The range's customers, paged and sorted on the server; it scrolls sideways inside its card on a phone. */
export function ActiveCustomersTable({
  rows,
  total,
  state,
  customerHref,
  onPageChange,
  onSortChange,
}: ActiveCustomersTableProps) {
  const head = (
    label: string,
    field?: ActiveCustomerSortField,
    align: 'left' | 'right' = 'left',
  ): ReactNode => (
    <TableCell align={align} sortDirection={field && state.sort === field ? state.direction : false}>
      {field ? (
        <TableSortLabel
          active={state.sort === field}
          // Figures and dates read best largest and newest first.
          direction={state.sort === field ? state.direction : 'desc'}
          onClick={() =>
            onSortChange(field, state.sort === field && state.direction === 'desc' ? 'asc' : 'desc')
          }
        >
          {label}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t.label}
          sx={{
            minWidth: 820,
            '& td, & th': { px: 0.75 },
            '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
          }}
        >
          <TableHead>
            <TableRow>
              {head(t.customer)}
              {head(t.orders, 'orderCount', 'right')}
              {head(t.totalSent, 'totalSent', 'right')}
              {head(t.totalCommission, 'totalCommission', 'right')}
              {head(t.first)}
              {head(t.last, 'lastOrderAt')}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.userId} hover>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Link
                    component={RouterLink}
                    to={customerHref(row.userId)}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                  >
                    {row.name}
                  </Link>
                  {row.isNew && (
                    <Chip size="small" color="success" label={t.isNew} sx={{ ml: 1, height: 20 }} />
                  )}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {row.documentNumber}
                  </Typography>
                </TableCell>
                <TableCell align="right">{row.orderCount}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatSoles(row.totalSent)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatSoles(row.totalCommission)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.firstOrderAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.lastOrderAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={state.page - 1}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...ACTIVE_CUSTOMER_PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1, state.pageSize)}
        onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
      />
    </Paper>
  );
}
