import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ManualMovement } from '@cambix/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useDecideMovement } from '../api/decide-movement.ts';
import { formatDay, movementAccounts, movementAmount } from '../format.ts';
import { AttachmentButton } from './attachment-button.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const t = staffCashOutEs.pending;

export interface PendingMovementsProps {
  rows: readonly ManualMovement[];
  /** Every pending movement, whatever the page. */
  count: number;
  canEdit: boolean;
  onDone(message: string): void;
}

/** Egresos and transfers waiting for a second person (docs/rules/finance-reports.md#manual-movements). */
export function PendingMovements({ rows, count, canEdit, onDone }: PendingMovementsProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, borderColor: 'warning.main' }}
    >
      <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t.title(count)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((movement) => (
          <PendingItem key={movement.id} movement={movement} canEdit={canEdit} onDone={onDone} />
        ))}
      </Box>
      {count > rows.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t.more(count - rows.length)}
        </Typography>
      )}
    </Paper>
  );
}

function PendingItem({
  movement,
  canEdit,
  onDone,
}: {
  movement: ManualMovement;
  canEdit: boolean;
  onDone(message: string): void;
}) {
  const decide = useDecideMovement(movement.id);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const amount = movementAmount(movement);
  const error = decide.error
    ? isApiError(decide.error)
      ? decide.error.message
      : asking === 'approve'
        ? t.approveFailed
        : t.rejectFailed
    : null;
  const close = () => {
    setAsking(null);
    decide.reset();
  };
  const finish = (message: string) => {
    close();
    onDone(message);
  };

  return (
    <Box
      component="li"
      aria-label={`${staffCashOutEs.type[movement.type]} ${amount}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {amount} · {staffCashOutEs.type[movement.type]}
          {movement.type !== 'transfer' && ` · ${movement.concept}`}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {movementAccounts(movement)} · {formatDay(movement.operatedOn)}
        </Typography>
        {movement.note && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {movement.note}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t.by(movement.createdBy.name, formatDateTime(movement.createdAt))}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {movement.hasAttachment && <AttachmentButton movementId={movement.id} />}
        {canEdit && (
          <>
            <Button size="small" variant="outlined" color="error" onClick={() => setAsking('reject')}>
              {t.reject}
            </Button>
            <Button size="small" variant="contained" onClick={() => setAsking('approve')}>
              {t.approve}
            </Button>
          </>
        )}
      </Box>
      {asking === 'approve' && (
        <ConfirmDialog
          title={t.approveTitle(amount)}
          confirmLabel={t.approve}
          cancelLabel={staffCashOutEs.common.cancel}
          confirmColor="primary"
          isPending={decide.isPending}
          error={error}
          onConfirm={() => decide.mutate({ action: 'approve' }, { onSuccess: () => finish(t.approved) })}
          onClose={close}
        >
          <DialogContentText>{t.approveBody}</DialogContentText>
        </ConfirmDialog>
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={t.rejectTitle(amount)}
          body={t.rejectBody}
          confirmLabel={t.reject}
          isPending={decide.isPending}
          error={error}
          onConfirm={(reason) =>
            decide.mutate({ action: 'reject', reason }, { onSuccess: () => finish(t.rejected) })
          }
          onClose={close}
        />
      )}
    </Box>
  );
}
