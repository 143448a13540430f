import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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

export interface MovementCardsProps {
  rows: readonly LedgerRow[];
  actions: MovementRowActions;
  footer: ReactNode;
}

/** The ledger rows on a phone: one card each, the signed amount and the balance after it on top. */
export function MovementCards({ rows, actions, footer }: MovementCardsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box
        component="ul"
        aria-label={t.tableLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {rows.map((row) => {
          const isIngreso = row.direction === 'ingreso';
          return (
            <Paper
              key={row.id}
              component="li"
              variant="outlined"
              aria-label={`${row.concept} #${row.id}`}
              sx={{ p: 1.5, display: 'grid', gap: 0.75, minWidth: 0 }}
            >
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <RowDate row={row} />
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography
                    sx={{
                      fontWeight: 700,
                      color: isIngreso ? 'success.main' : 'error.main',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {`${isIngreso ? '+' : '−'} ${rowAmount(row)}`}
                  </Typography>
                  <Typography variant="caption" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {t.balanceAfter(rowBalance(row))}
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <RowConcept row={row} />
              </Box>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.account.label}
                {row.operationNumber && ` · ${t.columns.operation} ${row.operationNumber}`}
              </Typography>
              {(row.order || row.reversible || row.hasAttachment) && (
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                  <Box>
                    {row.order && (
                      <RowCodeLink code={row.order.code} href={actions.orderHref(row.order.id)} />
                    )}
                  </Box>
                  <RowActions row={row} actions={actions} />
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
      <Paper variant="outlined">{footer}</Paper>
    </Box>
  );
}
