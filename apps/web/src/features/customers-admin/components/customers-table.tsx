import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CUSTOMER_PAGE_SIZES,
  CUSTOMER_SORT_FIELDS,
  type CustomerListItem,
  type CustomerSortField,
} from '@cambix/contract';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { esES as gridEs } from '@mui/x-data-grid/locales';
import { Link as RouterLink } from 'react-router';
import { staffEs } from '@/i18n/staff.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { documentLabel, formatPercent, fullName } from '../format.ts';
import type { CustomerListState } from '../list-state.ts';
import { KycChip, StatusChip } from './status-chip.tsx';

const t = staffEs.customers.columns;
const gridText = gridEs.components.MuiDataGrid.defaultProps.localeText;

export interface CustomersTableProps {
  rows: CustomerListItem[];
  total: number;
  loading: boolean;
  state: CustomerListState;
  customerHref(id: number): string;
  onOpen(id: number): void;
  onPageChange(page: number, pageSize: number): void;
  onSortChange(sort: CustomerSortField, order: 'asc' | 'desc'): void;
  onResetSort(): void;
}

const isSortField = (field: string): field is CustomerSortField =>
  (CUSTOMER_SORT_FIELDS as readonly string[]).includes(field);

/** The server-paginated, server-sorted customer table (filters live above it, in the address bar). */
export function CustomersTable({
  rows,
  total,
  loading,
  state,
  customerHref,
  onOpen,
  onPageChange,
  onSortChange,
  onResetSort,
}: CustomersTableProps) {
  // On a phone the table keeps name and status; the document moves under the name.
  const compact = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const columns: GridColDef<CustomerListItem>[] = [
    {
      field: 'name',
      headerName: t.name,
      flex: 1.2,
      minWidth: 180,
      valueGetter: (_value, row) => fullName(row),
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={customerHref(row.id)}
            underline="hover"
            sx={{ fontWeight: 600, display: 'block' }}
            noWrap
            onClick={(event) => event.stopPropagation()}
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
        </Box>
      ),
    },
    {
      field: 'document',
      headerName: t.document,
      minWidth: 125,
      valueGetter: (_value, row) => documentLabel(row),
    },
    {
      field: 'email',
      headerName: t.contact,
      flex: 1.2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {row.email}
          </Typography>
          {row.celular && (
            <Typography variant="caption" color="text.secondary">
              {row.celular}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: t.status,
      minWidth: 110,
      valueGetter: (_value, row) => row.accountStatus,
      renderCell: ({ row }) => <StatusChip status={row.accountStatus} />,
    },
    {
      field: 'kycStep',
      headerName: t.kycStep,
      minWidth: 120,
      renderCell: ({ row }) => <KycChip step={row.kycStep} short />,
    },
    {
      field: 'commission',
      headerName: t.commission,
      minWidth: 90,
      align: 'right',
      headerAlign: 'right',
      valueGetter: (_value, row) => formatPercent(row.commissionPercent),
    },
    {
      field: 'registeredAt',
      headerName: t.registeredAt,
      minWidth: 145,
      valueGetter: (_value, row) => formatDateTime(row.registeredAt),
    },
  ];

  const sortModel: GridSortModel = [{ field: state.sort, sort: state.order }];

  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={loading}
        autoHeight
        getRowHeight={() => 'auto'}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        // The page is the address's: the grid gets it, but its own footer (which moves the page by itself
        // when the row count changes) is replaced by a pagination bar that only follows the person.
        paginationModel={{ page: state.page - 1, pageSize: state.pageSize }}
        pageSizeOptions={[...CUSTOMER_PAGE_SIZES]}
        hideFooter
        columnVisibilityModel={
          compact
            ? { document: false, email: false, kycStep: false, commission: false, registeredAt: false }
            : {}
        }
        sortModel={sortModel}
        sortingOrder={['asc', 'desc']}
        onSortModelChange={(model) => {
          const [first] = model;
          if (first?.sort && isSortField(first.field)) onSortChange(first.field, first.sort);
          else onResetSort();
        }}
        onRowClick={({ row }) => onOpen(row.id)}
        disableColumnFilter
        disableRowSelectionOnClick
        disableColumnMenu
        localeText={{ ...gridText, noRowsLabel: staffEs.customers.empty }}
        label={staffEs.customers.title}
        sx={{
          border: 0,
          '& .MuiDataGrid-row': { cursor: 'pointer' },
          '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', whiteSpace: 'nowrap' },
        }}
      />
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
    </Box>
  );
}
