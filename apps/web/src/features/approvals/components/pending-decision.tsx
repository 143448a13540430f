import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffApprovalsEs } from '@/i18n/staff-approvals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** A second person's decision on what waits: approve (it is written now) or reject with a reason. */
export type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

/** What the dialogs and the notice say, in the words of the thing decided. */
export interface DecisionTexts {
  approveTitle: string;
  approveBody: string;
  approveFailed: string;
  approved: string;
  rejectTitle: string;
  rejectBody: string;
  rejectFailed: string;
  rejected: string;
}

export interface PendingDecisionProps {
  /** The item's accessible name. */
  label: string;
  /** What waits, as lines of text. */
  children: ReactNode;
  /** Buttons shown to everyone, before Rechazar and Aprobar (an attachment, say). */
  extraActions?: ReactNode;
  /** Only someone who may decide sees Rechazar and Aprobar; the server checks again. */
  canDecide: boolean;
  texts: DecisionTexts;
  decide: UseMutationResult<unknown, Error, Decision>;
  onDone(message: string): void;
}

/**
 * One item waiting for a second person, with its approve and reject dialogs. The server's refusal stays in
 * the open dialog so the person can read it and try again.
 */
export function PendingDecision({
  label,
  children,
  extraActions,
  canDecide,
  texts,
  decide,
  onDone,
}: PendingDecisionProps) {
  const [asking, setAsking] = useState<Decision['action'] | null>(null);
  const error = decide.error
    ? isApiError(decide.error)
      ? decide.error.message
      : asking === 'approve'
        ? texts.approveFailed
        : texts.rejectFailed
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
      aria-label={label}
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
      <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>{children}</Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {extraActions}
        {canDecide && (
          <>
            <Button size="small" variant="outlined" color="error" onClick={() => setAsking('reject')}>
              {staffApprovalsEs.reject}
            </Button>
            <Button size="small" variant="contained" onClick={() => setAsking('approve')}>
              {staffApprovalsEs.approve}
            </Button>
          </>
        )}
      </Box>
      {asking === 'approve' && (
        <ConfirmDialog
          title={texts.approveTitle}
          confirmLabel={staffApprovalsEs.approve}
          cancelLabel={staffApprovalsEs.cancel}
          confirmColor="primary"
          isPending={decide.isPending}
          error={error}
          onConfirm={() => decide.mutate({ action: 'approve' }, { onSuccess: () => finish(texts.approved) })}
          onClose={close}
        >
          <DialogContentText>{texts.approveBody}</DialogContentText>
        </ConfirmDialog>
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={texts.rejectTitle}
          body={texts.rejectBody}
          confirmLabel={staffApprovalsEs.reject}
          isPending={decide.isPending}
          error={error}
          onConfirm={(reason) =>
            decide.mutate({ action: 'reject', reason }, { onSuccess: () => finish(texts.rejected) })
          }
          onClose={close}
        />
      )}
    </Box>
  );
}
