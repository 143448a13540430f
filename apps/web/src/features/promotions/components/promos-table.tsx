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
import { PROMO_PAGE_SIZES, type PromoSortField, type PromoSummary } from '@cambix/contract';
import type { ReactNode } from 'react';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { formatDay, formatDiscount } from '../format.ts';
import type { PromoListState } from '../list-state.ts';
import { PromoStateChip } from './promo-state-chip.tsx';

const t = staffCouponsEs.list;
const c = t.columns;

export interface PromosTableProps {
  rows: readonly PromoSummary[];
  total: number;
  state: PromoListState;
  promoHref(id: number): string;
  onOpen(id: number): void;
  onPageChange(page: number, pageSize: number): void;
  onSortChange(sort: PromoSortField, order: 'asc' | 'desc'): void;
}

/** Text and numbers read best first in their natural order: codes A→Z, figures and dates newest/largest first. */
const FIRST_ORDER: Record<PromoSortField, 'asc' | 'desc'> = {
  code: 'asc',
  validTo: 'desc',
  uses: 'desc',
  discountTotal: 'desc',
  createdAt: 'desc',
};

/** The window on two lines, so the column stays narrow. */
function ValidityCell({ promo }: { promo: PromoSummary }) {
  if (!promo.validFrom && !promo.validTo)
    return <Typography variant="body2">{staffCouponsEs.validity.always}</Typography>;
  return (
    <>
      {promo.validFrom && (
        <Typography variant="body2">{staffCouponsEs.validity.start(formatDay(promo.validFrom))}</Typography>
      )}
      {promo.validTo && (
        <Typography
          variant={promo.validFrom ? 'caption' : 'body2'}
          color={promo.validFrom ? 'text.secondary' : undefined}
        >
          {staffCouponsEs.validity.end(formatDay(promo.validTo))}
        </Typography>
      )}
    </>
  );
}

/** The server-paged, server-sorted coupon table; it scrolls sideways inside its card on a phone. */
export function PromosTable({
  rows,
  total,
  state,
  promoHref,
  onOpen,
  onPageChange,
  onSortChange,
}: PromosTableProps) {
  const head = (label: string, field?: PromoSortField, align: 'left' | 'right' = 'left'): ReactNode => (
    <TableCell
      align={align}
      sx={{ lineHeight: 1.3 }}
      sortDirection={field && state.sort === field ? state.order : false}
    >
      {field ? (
        <TableSortLabel
          active={state.sort === field}
          direction={state.sort === field ? state.order : FIRST_ORDER[field]}
          onClick={() =>
            onSortChange(
              field,
              state.sort === field ? (state.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[field],
            )
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
          aria-label={t.tableLabel}
          sx={{
            minWidth: 860,
            '& td, & th': { px: 0.75 },
            '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
          }}
        >
          <TableHead>
            <TableRow>
              {head(c.code, 'code')}
              {head(c.discount)}
              {head(c.amounts)}
              {head(c.validity, 'validTo')}
              {head(c.state)}
              {head(c.uses, 'uses', 'right')}
              {head(c.discountTotal, 'discountTotal', 'right')}
              {head(c.createdAt, 'createdAt')}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover onClick={() => onOpen(row.id)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ maxWidth: 150 }}>
                  <RowCodeLink code={row.code} href={promoHref(row.id)} />
                  {row.description && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      noWrap
                      title={row.description}
                    >
                      {row.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatDiscount(row.discountKind, row.discountValue)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">
                    {t.minAmount(row.minAmount && formatSoles(row.minAmount))}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t.maxAmount(row.maxAmount && formatSoles(row.maxAmount))}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <ValidityCell promo={row} />
                </TableCell>
                <TableCell>
                  <PromoStateChip state={row.state} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2">{t.usesOf(row.uses, row.totalUses)}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t.perCustomer(row.usesPerCustomer)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatSoles(row.discountTotal)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</TableCell>
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
        rowsPerPageOptions={[...PROMO_PAGE_SIZES]}
        onPageChange={(_event, page) => onPageChange(page + 1, state.pageSize)}
        onRowsPerPageChange={(event) => onPageChange(1, Number(event.target.value))}
        sx={{ borderTop: 1, borderColor: 'divider', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
      />
    </Paper>
  );
}
