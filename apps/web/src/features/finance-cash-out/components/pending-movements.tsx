import Typography from '@mui/material/Typography';
import type { ManualMovement } from '@cambix/contract';
import { PendingDecision, PendingSection } from '@/features/approvals';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useDecideMovement } from '../api/decide-movement.ts';
import { formatDay, movementAccounts, movementAmount } from '../format.ts';
import { AttachmentButton } from './attachment-button.tsx';

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
  return (
    <PendingSection
      title={t.title(count)}
      intro={t.intro}
      footer={count > rows.length && t.more(count - rows.length)}
    >
      {rows.map((movement) => (
        <PendingItem key={movement.id} movement={movement} canEdit={canEdit} onDone={onDone} />
      ))}
    </PendingSection>
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
  const amount = movementAmount(movement);
  return (
    <PendingDecision
      label={`${staffCashOutEs.type[movement.type]} ${amount}`}
      extraActions={movement.hasAttachment && <AttachmentButton movementId={movement.id} />}
      canDecide={canEdit}
      texts={{ ...t, approveTitle: t.approveTitle(amount), rejectTitle: t.rejectTitle(amount) }}
      decide={useDecideMovement(movement.id)}
      onDone={onDone}
    >
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
    </PendingDecision>
  );
}
