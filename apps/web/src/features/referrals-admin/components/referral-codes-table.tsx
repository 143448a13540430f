import Box from '@mui/material/Box';
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
import type { ReferralCodeSummary } from '@cambix/contract';
import { Link as RouterLink } from 'react-router';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { formatDate, formatTime } from '@/lib/dates.ts';
import { formatDiscount } from '../format.ts';
import { REFERRAL_PAGE_SIZES, type ReferralListState, type ReferralSortField } from '../list-state.ts';
import { ReferralActiveChip } from './referral-active-chip.tsx';

const t = staffReferralsEs.list;
const c = t.columns;

export interface ReferralCodesTableProps {
  rows: readonly ReferralCodeSummary[];
  total: number;
  state: ReferralListState;
  codeHref(code: string): string;
  customerHref(id: number): string;
  onOpen(code: string): void;
  onSortChange(sort: ReferralSortField, order: 'asc' | 'desc'): void;
  onPageChange(page: number, pageSize: ReferralListState['pageSize']): void;
}

/** The server-sorted, server-paged referral codes; on a phone the table scrolls inside its card. */
export function ReferralCodesTable({
  rows,
  total,
  state,
  codeHref,
  customerHref,
  onOpen,
  onSortChange,
  onPageChange,
}: ReferralCodesTableProps) {
  const sortable = (field: ReferralSortField, label: string, align: 'left' | 'right' = 'left') => {
    const isSorted = state.sort === field;
    return (
      <TableCell align={align} sortDirection={isSorted ? state.order : false}>
        <TableSortLabel
          active={isSorted}
          direction={isSorted ? state.order : 'asc'}
          onClick={() => onSortChange(field, isSorted && state.order === 'asc' ? 'desc' : 'asc')}
        >
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <TableContainer>
        <Table
          size="small"
          aria-label={t.label}
          sx={{ minWidth: 780, '& td, & th': { px: 1.25 }, '& th': { lineHeight: 1.3 } }}
        >
          <TableHead>
            <TableRow>
              {sortable('code', c.code)}
              <TableCell>{c.owner}</TableCell>
              <TableCell align="right">{c.discount}</TableCell>
              {sortable('referred', c.referred, 'right')}
              {sortable('finished', c.finished, 'right')}
              {sortable('rewardPoints', c.rewardPoints, 'right')}
              <TableCell>{c.active}</TableCell>
              {sortable('createdAt', c.createdAt)}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.code} hover onClick={() => onOpen(row.code)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RowCodeLink code={row.code} href={codeHref(row.code)} />
                </TableCell>
                <TableCell sx={{ maxWidth: 200 }}>
                  <Link
                    component={RouterLink}
                    to={customerHref(row.owner.id)}
                    underline="hover"
                    sx={{ fontWeight: 600, display: 'block' }}
                    noWrap
                    title={row.owner.name}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {row.owner.name}
                  </Link>
                  <Typography variant="caption" color="text.secondary">
                    {row.owner.documentNumber}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDiscount(row.percentDiscount)}
                </TableCell>
                <TableCell align="right">{row.referred}</TableCell>
                <TableCell align="right">{row.finished}</TableCell>
                <TableCell align="right">{row.rewardPoints}</TableCell>
                <TableCell>
                  <ReferralActiveChip active={row.active} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.createdAt)}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {formatTime(row.createdAt)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rows.length === 0 && (
        <Box sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t.empty}</Typography>
        </Box>
      )}
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...REFERRAL_PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1, state.pageSize)}
        onRowsPerPageChange={(event) =>
          onPageChange(1, Number(event.target.value) as ReferralListState['pageSize'])
        }
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
      />
    </Paper>
  );
}
