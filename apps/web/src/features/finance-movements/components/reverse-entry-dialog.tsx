import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LedgerRow } from '@cambix/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffMovementsEs } from '@/i18n/staff-movements.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useReverseEntry } from '../api/reverse-entry.ts';
import { rowAmount } from './movement-row-parts.tsx';

const t = staffMovementsEs.reverseDialog;

export interface ReverseEntryDialogProps {
  row: LedgerRow;
  onClose(): void;
  /** `waits`: the reversal takes money out above four-eyes and waits for a second person in Egreso. */
  onReversed(waits: boolean): void;
}

/**
 * Asks for the reason and writes the reversal (docs/rules/finance-reports.md#reversals): a new opposite
 * row; a transfer's two legs go together.
 */
export function ReverseEntryDialog({ row, onClose, onReversed }: ReverseEntryDialogProps) {
  const reverse = useReverseEntry();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failure = reverse.error ? (isApiError(reverse.error) ? reverse.error.message : t.failed) : null;

  const submit = () => {
    if (reason.trim().length < 3) {
      setProblem(t.reasonRequired);
      return;
    }
    setProblem(null);
    reverse.mutate(
      { entryId: row.id, reason: reason.trim() },
      { onSuccess: (result) => onReversed(result.pendingApprovalId !== null) },
    );
  };

  return (
    <ConfirmDialog
      title={t.title(row.id)}
      confirmLabel={t.confirm}
      cancelLabel={staffMovementsEs.common.cancel}
      confirmColor="error"
      isPending={reverse.isPending}
      error={failure}
      onConfirm={submit}
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>{t.body(row.concept, rowAmount(row))}</Typography>
      {row.kind === 'transfer' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.transferNote}
        </Typography>
      )}
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problem !== null}
        helperText={problem ?? t.reasonHint}
        slotProps={{ htmlInput: { maxLength: 300 } }}
        sx={{ mt: 1 }}
      />
    </ConfirmDialog>
  );
}
