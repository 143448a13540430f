import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ManualMovement } from '@cambix/contract';
import { useState } from 'react';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useReverseEntry } from '../api/reverse-movement.ts';
import { formatDay, movementAccounts, movementAmount } from '../format.ts';
import { AttachmentButton } from './attachment-button.tsx';
import { MovementStateChip } from './movement-state-chip.tsx';
import { ReasonDialog } from '@/features/approvals';

const t = staffCashOutEs.list;
const c = t.columns;

export interface ManualMovementsTableProps {
  rows: readonly ManualMovement[];
  total: number;
  page: number;
  pageSize: number;
  canEdit: boolean;
  onPageChange(page: number): void;
  onDone(message: string): void;
}

/** The server-paged list of manual movements, newest first; it scrolls sideways inside its card on a phone. */
export function ManualMovementsTable({
  rows,
  total,
  page,
  pageSize,
  canEdit,
  onPageChange,
  onDone,
}: ManualMovementsTableProps) {
  const [reversing, setReversing] = useState<ManualMovement | null>(null);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      {isPhone ? (
        <MovementCards rows={rows} canEdit={canEdit} onReverse={setReversing} />
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label={t.tableLabel}
            sx={{
              minWidth: 960,
              '& td, & th': { px: 0.75 },
              '& td:first-of-type, & th:first-of-type': { pl: 1.5 },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{c.date}</TableCell>
                <TableCell>{c.type}</TableCell>
                <TableCell>{c.accounts}</TableCell>
                <TableCell>{c.concept}</TableCell>
                <TableCell align="right">{c.amount}</TableCell>
                <TableCell>{c.state}</TableCell>
                <TableCell>{c.by}</TableCell>
                <TableCell align="center">{c.attachment}</TableCell>
                {canEdit && <TableCell>{c.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((movement) => (
                <TableRow key={movement.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(movement.operatedOn)}</TableCell>
                  <TableCell>{staffCashOutEs.type[movement.type]}</TableCell>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {movementAccounts(movement)}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{movement.concept}</Typography>
                    {movement.note && (
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {movement.note}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {movementAmount(movement)}
                  </TableCell>
                  <TableCell>
                    <MovementStateChip state={movement.state} reversed={movement.reversed} />
                    {movement.rejectionReason && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                        {t.rejectedBecause(movement.rejectionReason)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{movement.createdBy.name}</TableCell>
                  <TableCell align="center">
                    {movement.hasAttachment ? (
                      <AttachmentButton movementId={movement.id} compact />
                    ) : (
                      staffCashOutEs.common.none
                    )}
                  </TableCell>
                  {canEdit && (
                    <TableCell>
                      {movement.state === 'recorded' &&
                        !movement.reversed &&
                        movement.entryIds.length > 0 && (
                          <Button size="small" color="error" onClick={() => setReversing(movement)}>
                            {t.reverse}
                          </Button>
                        )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_event, next) => onPageChange(next + 1)}
      />
      {reversing && (
        <ReverseDialog
          movement={reversing}
          onClose={() => setReversing(null)}
          onDone={(waits) => {
            setReversing(null);
            onDone(waits ? t.reverseWaits : t.reversed);
          }}
        />
      )}
    </Paper>
  );
}

/** On a phone each movement is a card: the table's columns would not fit side by side. */
function MovementCards({
  rows,
  canEdit,
  onReverse,
}: {
  rows: readonly ManualMovement[];
  canEdit: boolean;
  onReverse(movement: ManualMovement): void;
}) {
  return (
    <Box component="ul" aria-label={t.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((movement) => (
        <Box
          component="li"
          key={movement.id}
          sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {formatDay(movement.operatedOn)} · {staffCashOutEs.type[movement.type]}
            </Typography>
            <MovementStateChip state={movement.state} reversed={movement.reversed} />
          </Box>
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {movementAmount(movement)} · {movement.concept}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {movementAccounts(movement)}
          </Typography>
          {movement.note && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {movement.note}
            </Typography>
          )}
          {movement.rejectionReason && (
            <Typography variant="caption" color="text.secondary">
              {t.rejectedBecause(movement.rejectionReason)}
            </Typography>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
              {movement.createdBy.name}
            </Typography>
            {movement.hasAttachment && <AttachmentButton movementId={movement.id} compact />}
            {canEdit &&
              movement.state === 'recorded' &&
              !movement.reversed &&
              movement.entryIds.length > 0 && (
                <Button size="small" color="error" onClick={() => onReverse(movement)}>
                  {t.reverse}
                </Button>
              )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ReverseDialog({
  movement,
  onClose,
  onDone,
}: {
  movement: ManualMovement;
  onClose(): void;
  onDone(waits: boolean): void;
}) {
  // A transfer's first row is enough: the server reverses its other leg in the same transaction.
  const reverse = useReverseEntry(movement.entryIds[0] ?? 0);
  const error = reverse.error ? (isApiError(reverse.error) ? reverse.error.message : t.reverseFailed) : null;
  return (
    <ReasonDialog
      title={t.reverseTitle(movementAmount(movement))}
      body={t.reverseBody}
      confirmLabel={t.reverse}
      isPending={reverse.isPending}
      error={error}
      onConfirm={(reason) =>
        reverse.mutate(reason, { onSuccess: (result) => onDone(result.pendingApprovalId !== null) })
      }
      onClose={onClose}
    />
  );
}
