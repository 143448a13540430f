import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CUSTOMER_PAGE_SIZES, type CustomerListItem, type CustomerSortField } from '@cambix/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { staffEs } from '@/i18n/staff.ts';
import { formatDate, formatTime } from '@/lib/dates.ts';
import { documentLabel, formatPercent, fullName } from '../format.ts';
import type { CustomerListState } from '../list-state.ts';
import { KycChip, StatusChip } from './status-chip.tsx';

const t = staffEs.customers.columns;

export interface CustomersTableProps {
  rows: CustomerListItem[];
  total: number;
  loading: boolean;
  /** The rows are of an earlier search or page: shown dimmed, and they open nothing until the new ones come. */
  stale?: boolean;
  state: CustomerListState;
  customerHref(id: number): string;
  onOpen(id: number): void;
  onPageChange(page: number, pageSize: number): void;
  onSortChange(sort: CustomerSortField, order: 'asc' | 'desc'): void;
}

interface Column {
  field: CustomerSortField;
  label: string;
  /** Left out on a phone, where the table keeps name and status and the document goes under the name. */
  wide?: boolean;
  align?: 'right';
  cell(row: CustomerListItem): ReactNode;
}

/** The server-paginated, server-sorted customer table (filters live above it, in the address bar). */
export function CustomersTable({
  rows,
  total,
  loading,
  stale = false,
  state,
  customerHref,
  onOpen,
  onPageChange,
  onSortChange,
}: CustomersTableProps) {
  const compact = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const columns: Column[] = [
    {
      field: 'name',
      label: t.name,
      cell: (row) => (
        <>
          <Link
            component={RouterLink}
            to={customerHref(row.id)}
            underline="hover"
            sx={{ fontWeight: 600, display: 'block' }}
            onClick={(event) => {
              event.stopPropagation();
              if (stale) event.preventDefault();
            }}
          >
            {fullName(row)}
          </Link>
          {(compact || row.isPremium || row.isSpecial) && (
            <Typography variant="caption" color="text.secondary">
              {[
                compact && documentLabel(row),
                row.isPremium && staffEs.customers.premiumBadge,
                row.isSpecial && staffEs.customers.specialBadge,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </>
      ),
    },
    { field: 'document', label: t.document, wide: true, cell: documentLabel },
    {
      field: 'email',
      label: t.contact,
      wide: true,
      cell: (row) => (
        <>
          <Typography variant="body2">{row.email}</Typography>
          {row.celular && (
            <Typography variant="caption" color="text.secondary">
              {row.celular}
            </Typography>
          )}
        </>
      ),
    },
    { field: 'status', label: t.status, cell: (row) => <StatusChip status={row.accountStatus} /> },
    { field: 'kycStep', label: t.kycStep, wide: true, cell: (row) => <KycChip step={row.kycStep} short /> },
    {
      field: 'commission',
      label: t.commission,
      wide: true,
      align: 'right',
      cell: (row) => formatPercent(row.commissionPercent),
    },
    {
      field: 'registeredAt',
      label: t.registeredAt,
      wide: true,
      cell: (row) => (
        <>
          <Typography variant="body2">{formatDate(row.registeredAt)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatTime(row.registeredAt)}
          </Typography>
        </>
      ),
    },
  ];
  const shown = compact ? columns.filter((column) => !column.wide) : columns;

  // A column sorts from A to Z on its first click, the registration newest first; a second click turns it.
  const sortBy = (field: CustomerSortField) => {
    const first = field === 'registeredAt' ? 'desc' : 'asc';
    const turned = state.order === 'asc' ? 'desc' : 'asc';
    onSortChange(field, state.sort === field ? turned : first);
  };

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={staffEs.common.loading} />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-busy={stale}
          aria-label={staffEs.customers.title}
          sx={{
            '& td, & th': { px: 1 },
            '& td:first-of-type, & th:first-of-type': { pl: 2 },
            '& td:last-of-type, & th:last-of-type': { pr: 2 },
            '& td': { whiteSpace: 'nowrap', py: 1, lineHeight: 1.3 },
            // Names wrap: the other columns keep their line.
            '& td:first-of-type': { whiteSpace: 'normal', minWidth: 160 },
            '& tbody tr': { cursor: 'pointer' },
          }}
        >
          <TableHead>
            <TableRow>
              {shown.map((column) => (
                <TableCell
                  key={column.field}
                  align={column.align}
                  sortDirection={state.sort === column.field ? state.order : false}
                >
                  <TableSortLabel
                    active={state.sort === column.field}
                    direction={state.sort === column.field ? state.order : 'asc'}
                    onClick={() => sortBy(column.field)}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover={!stale}
                onClick={() => {
                  if (!stale) onOpen(row.id);
                }}
                sx={stale ? { opacity: 0.5 } : undefined}
              >
                {shown.map((column) => (
                  <TableCell key={column.field} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell
                  colSpan={shown.length}
                  sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                >
                  {staffEs.customers.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={total}
        page={state.page - 1}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...CUSTOMER_PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1, state.pageSize)}
        onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
      />
    </Paper>
  );
}
