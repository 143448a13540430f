import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LedgerRow } from '@cambix/contract';
import type { ReactNode } from 'react';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { staffMovementsEs } from '@/i18n/staff-movements.ts';
import {
  RowActions,
  RowConcept,
  RowDate,
  rowAmount,
  rowBalance,
  type MovementRowActions,
} from './movement-row-parts.tsx';

const t = staffMovementsEs;
const c = t.columns;
const none = t.common.none;

export interface MovementsTableProps {
  rows: readonly LedgerRow[];
  actions: MovementRowActions;
  /** The keyset pager under the rows. */
  footer: ReactNode;
}

/** The ledger rows on a wide screen: ingresos green, egresos red, the account's balance after each in bold. */
export function MovementsTable({ rows, actions, footer }: MovementsTableProps) {
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table
          size="small"
          aria-label={t.tableLabel}
          sx={{
            minWidth: 900,
            '& td, & th': { px: 0.75, verticalAlign: 'top' },
            '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{c.date}</TableCell>
              <TableCell>{c.account}</TableCell>
              <TableCell>{c.concept}</TableCell>
              <TableCell>{c.operation}</TableCell>
              <TableCell>{c.order}</TableCell>
              <TableCell align="right">{c.ingreso}</TableCell>
              <TableCell align="right">{c.egreso}</TableCell>
              <TableCell align="right">{c.balance}</TableCell>
              <TableCell align="right">
                <span className="cx-visually-hidden">{c.actions}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RowDate row={row} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.account.label}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <RowConcept row={row} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.operationNumber ?? none}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.order ? (
                    <RowCodeLink code={row.order.code} href={actions.orderHref(row.order.id)} />
                  ) : (
                    none
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', color: 'success.main', fontWeight: 600 }}
                >
                  {row.direction === 'ingreso' ? rowAmount(row) : ''}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'error.main', fontWeight: 600 }}>
                  {row.direction === 'egreso' ? rowAmount(row) : ''}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                  {rowBalance(row)}
                </TableCell>
                <TableCell align="right">
                  <RowActions row={row} actions={actions} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}
