import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ApprovalRequest, StaffModule } from '@cambix/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import { useDecideApproval } from '../api/approvals.ts';
import { ReasonDialog } from './reason-dialog.tsx';

const t = staffCashOutEs.approvals;

export interface PendingApprovalsProps {
  rows: readonly ApprovalRequest[];
  /** Whether the signed-in person holds edit on a request's module: only then may they decide it. */
  canDecide(module: StaffModule): boolean;
  onDone(message: string): void;
}

const amountOf = (request: ApprovalRequest): string =>
  request.amount !== null && request.currency !== null
    ? formatCurrency(request.amount, request.currency)
    : t.points(request.points ?? 0);

/**
 * Reversals and partner settlements waiting for a second person (docs/rules/finance-reports.md#four-eyes),
 * beside the waiting manual movements; the server decides who may approve each one.
 */
export function PendingApprovals({ rows, canDecide, onDone }: PendingApprovalsProps) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, borderColor: 'warning.main' }}
    >
      <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t.title(rows.length)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((request) => (
          <PendingRequest
            key={request.id}
            request={request}
            canDecide={canDecide(request.module)}
            onDone={onDone}
          />
        ))}
      </Box>
    </Paper>
  );
}

function PendingRequest({
  request,
  canDecide,
  onDone,
}: {
  request: ApprovalRequest;
  canDecide: boolean;
  onDone(message: string): void;
}) {
  const decide = useDecideApproval(request.id);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const amount = amountOf(request);
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
      aria-label={`${t.kind[request.kind]} ${amount}`}
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
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {amount} · {t.kind[request.kind]} · {request.summary}
        </Typography>
        {request.accountLabel && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {request.accountLabel}
          </Typography>
        )}
        {request.note && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {request.note}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {t.by(request.createdBy.name, formatDateTime(request.createdAt))}
        </Typography>
      </Box>
      {canDecide && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="small" variant="outlined" color="error" onClick={() => setAsking('reject')}>
            {t.reject}
          </Button>
          <Button size="small" variant="contained" onClick={() => setAsking('approve')}>
            {t.approve}
          </Button>
        </Box>
      )}
      {asking === 'approve' && (
        <ConfirmDialog
          title={t.approveTitle(t.kind[request.kind].toLowerCase(), amount)}
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
          title={t.rejectTitle(t.kind[request.kind].toLowerCase(), amount)}
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
