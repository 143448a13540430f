import AttachFileIcon from '@mui/icons-material/AttachFile';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { LedgerRow } from '@cambix/contract';
import { staffMovementsEs } from '@/i18n/staff-movements.ts';
import { formatDate, formatDateTime, formatTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';

const t = staffMovementsEs;

/** What a row's actions need from the screen. */
export interface MovementRowActions {
  orderHref(id: number): string;
  /** Staff with egreso edit: "Revertir" shows on reversible rows. */
  canReverse: boolean;
  onReverse(row: LedgerRow): void;
  onAttachment(row: LedgerRow): void;
}

/** `2026-11-21` → `21/11/2026` (already a Lima day). */
export const formatDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export const rowAmount = (row: LedgerRow) => formatCurrency(row.amount, row.account.currency);
export const rowBalance = (row: LedgerRow) => formatCurrency(row.balanceAfter, row.account.currency);

/** The day the money moved, and below it when the row was recorded (the time, or the whole date if another day). */
export function RowDate({ row }: { row: LedgerRow }) {
  const sameDay = formatDate(row.createdAt) === formatDay(row.operatedOn);
  const recorded = sameDay ? formatTime(row.createdAt) : formatDateTime(row.createdAt);
  return (
    <>
      <Typography variant="body2">{formatDay(row.operatedOn)}</Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        title={t.recordedAt(formatDateTime(row.createdAt))}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {recorded}
      </Typography>
    </>
  );
}

/** "Revertido" on an undone row, "Reversión de #id" on the row that undid one. */
export function ReversalChips({ row }: { row: LedgerRow }) {
  if (row.reversedById === null && row.reversesId === null) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
      {row.reversedById !== null && (
        <Chip size="small" color="warning" variant="outlined" label={t.reversed} />
      )}
      {row.reversesId !== null && (
        <Chip size="small" variant="outlined" label={t.reversalOf(row.reversesId)} />
      )}
    </Box>
  );
}

/** The concept, what kind of row it is, its note and who recorded it. */
export function RowConcept({ row }: { row: LedgerRow }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.concept}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t.kind[row.kind]}
        {row.actor && ` · ${t.by(row.actor.name)}`}
      </Typography>
      {row.note && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {row.note}
        </Typography>
      )}
      <ReversalChips row={row} />
    </>
  );
}

/** The attachment's paper clip and "Revertir", as the row and the person allow. */
export function RowActions({ row, actions }: { row: LedgerRow; actions: MovementRowActions }) {
  const hasAttachment = row.hasAttachment && row.movementId !== null;
  const canReverse = actions.canReverse && row.reversible;
  if (!hasAttachment && !canReverse) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', justifyContent: 'flex-end' }}>
      {hasAttachment && (
        <Tooltip title={t.attachment}>
          <IconButton
            size="small"
            aria-label={`${t.attachment} #${row.id}`}
            onClick={(event) => {
              event.stopPropagation();
              actions.onAttachment(row);
            }}
          >
            <AttachFileIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canReverse && (
        <Tooltip title={t.reverse}>
          <IconButton
            size="small"
            color="error"
            aria-label={`${t.reverse} #${row.id}`}
            onClick={(event) => {
              event.stopPropagation();
              actions.onReverse(row);
            }}
          >
            <UndoIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
