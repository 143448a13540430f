import Typography from '@mui/material/Typography';
import type { ApprovalRequest, StaffModule } from '@cambix/contract';
import { staffApprovalsEs } from '@/i18n/staff-approvals.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';
import { useDecideApproval } from '../api/approvals.ts';
import { PendingDecision, type DecisionTexts } from './pending-decision.tsx';
import { PendingSection } from './pending-section.tsx';

const t = staffApprovalsEs;

export interface PendingApprovalsProps {
  /** Which requests these are: money leaving an account (Egreso) or points (the customer file). */
  of: 'money' | 'points';
  rows: readonly ApprovalRequest[];
  /** Whether the signed-in person holds edit on a request's module: only then may they decide it. */
  canDecide(module: StaffModule): boolean;
  onDone(message: string): void;
}

const amountOf = (request: ApprovalRequest): string =>
  request.amount !== null && request.currency !== null
    ? formatCurrency(request.amount, request.currency)
    : t.pointsAmount(request.points ?? 0);

function textsOf(request: ApprovalRequest): DecisionTexts {
  const subject = t.subject[request.kind](amountOf(request));
  return {
    approveTitle: t.approveTitle(subject),
    approveBody: t.approveBody[request.kind],
    approveFailed: t.approveFailed,
    approved: t.approved,
    rejectTitle: t.rejectTitle(subject),
    rejectBody: t.rejectBody[request.kind],
    rejectFailed: t.rejectFailed,
    rejected: t.rejected,
  };
}

/**
 * Reversals, partner settlements and points adjustments waiting for a second person
 * (docs/rules/finance-reports.md#four-eyes); the server decides who may approve each one.
 */
export function PendingApprovals({ of, rows, canDecide, onDone }: PendingApprovalsProps) {
  return (
    <PendingSection title={t[of].title(rows.length)} intro={t[of].intro}>
      {rows.map((request) => (
        <PendingRequest
          key={request.id}
          request={request}
          canDecide={canDecide(request.module)}
          onDone={onDone}
        />
      ))}
    </PendingSection>
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
  const amount = amountOf(request);
  return (
    <PendingDecision
      label={`${t.kind[request.kind]} ${amount}`}
      canDecide={canDecide}
      texts={textsOf(request)}
      decide={useDecideApproval(request.id)}
      onDone={onDone}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {amount} · {request.summary}
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
    </PendingDecision>
  );
}
