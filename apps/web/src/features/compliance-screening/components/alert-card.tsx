import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ComplianceAlert } from '@cambix/contract';
import { decideAlertRequest } from '@cambix/contract/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { AlertCaseActions } from '@/features/compliance-cases';
import { staffComplianceRulesEs } from '@/i18n/staff-compliance-rules.ts';
import { staffComplianceScreeningEs } from '@/i18n/staff-compliance-screening.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useDecideAlert } from '../api/screening.ts';
import { entryLine } from './entry-details.ts';
import { RuleFacts } from './rule-facts.tsx';

const t = staffComplianceScreeningEs;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * One alert: who, and why (a screening hit's listed person and score, or a rule's facts), and the officer's
 * decision.
 */
export function AlertCard({
  alert,
  canEdit,
  caseHref,
  onDone,
}: {
  alert: ComplianceAlert;
  canEdit: boolean;
  caseHref(id: number): string;
  onDone(message: string): void;
}) {
  const [action, setAction] = useState<'confirm' | 'discard' | null>(null);
  const facts = alert.facts;
  const held = alert.holds && alert.status !== 'discarded';
  const details = (facts.listDetails ?? {}) as Record<string, string>;
  // A rule's alert (docs/rules/compliance.md#rules) shows its own facts instead of a list entry.
  const screening = alert.kind === 'screening';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          label={
            screening
              ? (t.listName[text(facts.list)] ?? text(facts.list))
              : (staffComplianceRulesEs.kind[alert.kind] ?? alert.kind)
          }
          color="warning"
        />
        <Chip
          size="small"
          variant="outlined"
          label={t.alerts.statusOf[alert.status]}
          color={alert.status === 'open' ? 'error' : 'default'}
        />
        <Chip
          size="small"
          variant="outlined"
          label={held ? t.alerts.held : t.alerts.notHeld}
          color={held ? 'error' : 'success'}
        />
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(alert.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t.alerts.customer}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{alert.customer.name}</Typography>
          <Typography variant="body2">{alert.customer.document}</Typography>
        </Box>
        {screening && (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              {t.alerts.listed}
            </Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {text(facts.listedName)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {entryLine(text(facts.reference), [], details)}
            </Typography>
          </Box>
        )}
      </Box>
      {!screening && <RuleFacts alert={alert} />}
      {screening && (
        <Typography variant="body2">
          <strong>{t.alerts.why}: </strong>
          {facts.documentMatch === true ? `${t.alerts.documentMatch}. ` : ''}
          {t.alerts.whyText(
            alert.score ?? '—',
            text(facts.threshold),
            t.alerts.cause[text(facts.cause)] ?? text(facts.cause),
          )}
        </Typography>
      )}
      {alert.decidedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.alerts.decided(alert.decidedBy ?? '', formatDateTime(alert.decidedAt))}: {alert.decisionReason}
        </Typography>
      )}
      {canEdit && (alert.status !== 'discarded' || alert.caseId) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {alert.status === 'open' && (
            <Button variant="contained" color="error" onClick={() => setAction('confirm')}>
              {t.alerts.confirm}
            </Button>
          )}
          {alert.status === 'open' && (
            <Button variant="outlined" onClick={() => setAction('discard')}>
              {t.alerts.discard}
            </Button>
          )}
          {/* docs/rules/compliance.md#cases: "closes it as unfounded, or opens a case". */}
          <AlertCaseActions alert={alert} caseHref={caseHref} />
        </Box>
      )}
      {action && (
        <DecideDialog
          alertId={alert.id}
          action={action}
          screening={screening}
          onClose={() => setAction(null)}
          onDone={onDone}
        />
      )}
    </Paper>
  );
}

function DecideDialog({
  alertId,
  action,
  screening,
  onClose,
  onDone,
}: {
  alertId: number;
  action: 'confirm' | 'discard';
  screening: boolean;
  onClose(): void;
  onDone(message: string): void;
}) {
  const decide = useDecideAlert(alertId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = decide.error
    ? isApiError(decide.error)
      ? decide.error.message
      : t.alerts.decideFailed
    : null;
  const confirm = () => {
    const checked = decideAlertRequest.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t.alerts.reasonRequired);
      return;
    }
    decide.mutate(
      { action, reason: checked.data.reason },
      {
        onSuccess: () => {
          onClose();
          onDone(
            screening
              ? action === 'confirm'
                ? t.alerts.confirmed
                : t.alerts.discarded
              : action === 'confirm'
                ? staffComplianceRulesEs.confirmed
                : staffComplianceRulesEs.discarded,
          );
        },
      },
    );
  };
  return (
    <ConfirmDialog
      title={action === 'confirm' ? t.alerts.confirmTitle : t.alerts.discardTitle}
      confirmLabel={action === 'confirm' ? t.alerts.confirm : t.alerts.discard}
      cancelLabel={t.alerts.cancel}
      confirmColor={action === 'confirm' ? 'error' : 'primary'}
      isPending={decide.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {screening
          ? action === 'confirm'
            ? t.alerts.confirmBody
            : t.alerts.discardBody
          : action === 'confirm'
            ? staffComplianceRulesEs.confirmBody
            : staffComplianceRulesEs.discardBody}
      </DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t.alerts.reason}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        disabled={decide.isPending}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmDialog>
  );
}
