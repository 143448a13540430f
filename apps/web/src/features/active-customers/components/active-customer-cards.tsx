import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACTIVE_CUSTOMER_PAGE_SIZES, ACTIVE_CUSTOMER_SORT_FIELDS } from '@cambix/contract';
import { Link as RouterLink } from 'react-router';
import { staffActiveCustomersEs } from '@/i18n/staff-active-customers.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import type { ActiveCustomerSortField } from '../list-state.ts';
import type { ActiveCustomersTableProps } from './active-customers-table.tsx';

const t = staffActiveCustomersEs.customers;

/** The range's customers on a phone: one card each, with the sort as a select (no column headers here). */
export function ActiveCustomerCards({
  rows,
  total,
  state,
  customerHref,
  onPageChange,
  onSortChange,
}: ActiveCustomersTableProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <TextField
        select
        size="small"
        label={t.sortBy}
        value={state.sort}
        onChange={(event) => onSortChange(event.target.value as ActiveCustomerSortField, 'desc')}
      >
        {ACTIVE_CUSTOMER_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {t.sort[field]}
          </MenuItem>
        ))}
      </TextField>
      <Box
        component="ul"
        aria-label={t.label}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {rows.map((row) => (
          <Paper
            key={row.userId}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, display: 'grid', gap: 0.25 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={customerHref(row.userId)}
                underline="hover"
                sx={{ fontWeight: 600 }}
              >
                {row.name}
              </Link>
              {row.isNew && <Chip size="small" color="success" label={t.isNew} sx={{ height: 20 }} />}
            </Box>
            <Typography variant="caption" color="text.secondary">
              {row.documentNumber}
            </Typography>
            <Typography variant="body2">
              {t.orderCount(row.orderCount)} · {t.sent(formatSoles(row.totalSent))}
            </Typography>
            <Typography variant="body2">{t.commission(formatSoles(row.totalCommission))}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t.range(formatDate(row.firstOrderAt), formatDate(row.lastOrderAt))}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined">
        <TablePagination
          component="div"
          count={total}
          page={state.page - 1}
          rowsPerPage={state.pageSize}
          rowsPerPageOptions={[...ACTIVE_CUSTOMER_PAGE_SIZES]}
          onPageChange={(_event, page) => onPageChange(page + 1, state.pageSize)}
          onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
        />
      </Paper>
    </Box>
  );
}
