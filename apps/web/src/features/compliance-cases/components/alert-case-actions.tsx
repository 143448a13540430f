import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ComplianceAlert } from '@cambix/contract';
import { openCaseRequest } from '@cambix/contract/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { staffComplianceCasesEs } from '@/i18n/staff-compliance-cases.ts';
import { isApiError } from '@/lib/api-client.ts';
import { caseCodeOf } from '../case-code.ts';
import { useAddCaseAlert, useCases, useOpenCase } from '../api/cases.ts';

const t = staffComplianceCasesEs.openCase;
const problemOf = (error: unknown) =>
  isApiError(error) ? error.message : staffComplianceCasesEs.detail.failed;

/**
 * On an alert (docs/rules/compliance.md#cases): open a case from it, or add it to an open case of the same
 * customer; once in a case, a link to it. A discarded alert takes neither.
 */
export function AlertCaseActions({
  alert,
  caseHref,
}: {
  alert: ComplianceAlert;
  caseHref(id: number): string;
}) {
  const [dialog, setDialog] = useState<'open' | 'add' | null>(null);
  if (alert.caseId) {
    return (
      <Typography variant="body2">
        {t.inCase} <RowCodeLink code={caseCodeOf(alert.caseId)} href={caseHref(alert.caseId)} />
      </Typography>
    );
  }
  if (alert.status === 'discarded') return null;
  return (
    <>
      <Button variant="contained" color="warning" onClick={() => setDialog('open')}>
        {t.button}
      </Button>
      <Button variant="text" onClick={() => setDialog('add')}>
        {t.addTo}
      </Button>
      {dialog === 'open' && (
        <OpenCaseDialog alert={alert} caseHref={caseHref} onClose={() => setDialog(null)} />
      )}
      {dialog === 'add' && (
        <AddToCaseDialog alert={alert} caseHref={caseHref} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

function OpenCaseDialog({
  alert,
  caseHref,
  onClose,
}: {
  alert: ComplianceAlert;
  caseHref(id: number): string;
  onClose(): void;
}) {
  const open = useOpenCase();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const checked = openCaseRequest.safeParse({ alertId: alert.id, title });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? staffComplianceCasesEs.detail.failed);
      return;
    }
    open.mutate(checked.data, { onSuccess: (opened) => void navigate(caseHref(opened.id)) });
  };
  return (
    <ConfirmDialog
      title={t.title}
      confirmLabel={t.open}
      cancelLabel={staffComplianceCasesEs.cancel}
      confirmColor="primary"
      isPending={open.isPending}
      error={open.error ? problemOf(open.error) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{t.body}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        label={t.caseTitle}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? alert.customer.name}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    </ConfirmDialog>
  );
}

function AddToCaseDialog({
  alert,
  caseHref,
  onClose,
}: {
  alert: ComplianceAlert;
  caseHref(id: number): string;
  onClose(): void;
}) {
  const cases = useCases('abierto', alert.customer.id);
  const add = useAddCaseAlert();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <ConfirmDialog
      title={t.addToTitle}
      confirmLabel={staffComplianceCasesEs.detail.add}
      cancelLabel={staffComplianceCasesEs.cancel}
      confirmColor="primary"
      isPending={add.isPending}
      error={add.error ? problemOf(add.error) : null}
      onConfirm={() => {
        if (chosen === null) return;
        add.mutate(
          { caseId: chosen, alertId: alert.id },
          { onSuccess: (changed) => void navigate(caseHref(changed.id)) },
        );
      }}
      onClose={onClose}
    >
      <DialogContentText>{t.addToBody}</DialogContentText>
      {cases.data?.rows.length === 0 && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t.noOpen}
        </Typography>
      )}
      <Box>
        <List dense>
          {cases.data?.rows.map((row) => (
            <ListItemButton key={row.id} selected={chosen === row.id} onClick={() => setChosen(row.id)}>
              <ListItemText primary={`${row.code} · ${row.title}`} secondary={row.customer.name} />
            </ListItemButton>
          ))}
        </List>
      </Box>
    </ConfirmDialog>
  );
}
