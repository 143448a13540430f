import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  OPERATION_NUMBER_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
  THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH,
  THIRD_PARTY_PAYER_NAME_MAX_LENGTH,
} from '@cambix/contract';
import { Fragment, useId, useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import type { ApiError } from '@/lib/api-client.ts';
import type { OrderActionRequest } from '../api/use-order-action.ts';

const t = staffEs.actions;

/** The transitions confirmed with text only (the payout has its own form). */
export type NoteAction = 'approve' | 'reject' | 'observe' | 'cancel';

interface Field {
  /** The request's field name, as the server names it in a validation error. */
  name: 'operationNumber' | 'note' | 'reason' | 'thirdPartyPayerName' | 'thirdPartyPayerDocument';
  label: string;
  /** The message when left empty; absent for an optional field. */
  required?: string;
  multiline: boolean;
  maxLength: number;
  /** Shown only once staff tick that someone other than the customer paid. */
  thirdParty?: true;
}

const note = (label: string, required?: string): Field => ({
  name: 'note',
  label,
  multiline: true,
  maxLength: STAFF_NOTE_MAX_LENGTH,
  ...(required ? { required } : {}),
});
const reason: Field = {
  name: 'reason',
  label: t.reject.reason,
  required: t.reject.reasonRequired,
  multiline: true,
  maxLength: STAFF_NOTE_MAX_LENGTH,
};

const FORMS: Record<NoteAction, { title: string; body: string; fields: Field[]; destructive: boolean }> = {
  approve: {
    title: t.approve.title,
    body: t.approve.body,
    destructive: false,
    fields: [
      {
        name: 'operationNumber',
        label: t.approve.operation,
        required: t.approve.operationRequired,
        multiline: false,
        maxLength: OPERATION_NUMBER_MAX_LENGTH,
      },
      {
        name: 'thirdPartyPayerName',
        label: t.approve.payerName,
        required: t.approve.payerNameRequired,
        multiline: false,
        maxLength: THIRD_PARTY_PAYER_NAME_MAX_LENGTH,
        thirdParty: true,
      },
      {
        name: 'thirdPartyPayerDocument',
        label: t.approve.payerDocument,
        multiline: false,
        maxLength: THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH,
        thirdParty: true,
      },
      note(t.approve.note),
    ],
  },
  reject: { title: t.reject.title, body: t.reject.body, destructive: true, fields: [reason] },
  observe: {
    title: t.observe.title,
    body: t.observe.body,
    destructive: false,
    fields: [note(t.observe.note, t.observe.noteRequired)],
  },
  cancel: {
    title: t.cancel.title,
    body: t.cancel.body,
    destructive: true,
    fields: [{ ...reason, label: t.cancel.reason, required: t.cancel.reasonRequired }],
  },
};

function toRequest(
  action: NoteAction,
  values: Record<Field['name'], string>,
  thirdParty: boolean,
): OrderActionRequest {
  switch (action) {
    case 'approve':
      return {
        action,
        operationNumber: values.operationNumber.trim(),
        note: values.note,
        ...(thirdParty
          ? {
              thirdPartyPayerName: values.thirdPartyPayerName,
              thirdPartyPayerDocument: values.thirdPartyPayerDocument,
            }
          : {}),
      };
    case 'observe':
      return { action, note: values.note.trim() };
    case 'reject':
    case 'cancel':
      return { action, reason: values.reason.trim() };
  }
}

export interface NoteDialogProps {
  action: NoteAction;
  orderCode: string;
  pending: boolean;
  /** The server's refusal: shown in the dialog, which keeps what was typed. */
  error: ApiError | null;
  onConfirm(request: OrderActionRequest): void;
  onClose(): void;
}

/** Confirms a transition with the operation number, note or reason it needs. */
export function NoteDialog({ action, orderCode, pending, error, onConfirm, onClose }: NoteDialogProps) {
  const form = FORMS[action];
  const titleId = useId();
  const [values, setValues] = useState<Record<Field['name'], string>>({
    operationNumber: '',
    note: '',
    reason: '',
    thirdPartyPayerName: '',
    thirdPartyPayerDocument: '',
  });
  const [thirdParty, setThirdParty] = useState(false);
  const fields = form.fields.filter((field) => !field.thirdParty || thirdParty);
  const [missing, setMissing] = useState<ReadonlySet<Field['name']>>(new Set());
  const fieldError = (field: Field) =>
    missing.has(field.name) ? field.required : (error?.fields[field.name] ?? undefined);
  const generalError = error && !fields.some((field) => error.fields[field.name]) ? error.message : null;

  const submit = () => {
    const empty = fields.filter((field) => field.required && !values[field.name].trim());
    if (empty.length > 0) {
      setMissing(new Set(empty.map((field) => field.name)));
      return;
    }
    onConfirm(toRequest(action, values, thirdParty));
  };

  const textField = (field: Field, index: number) => (
    <TextField
      key={field.name}
      autoFocus={index === 0}
      fullWidth
      margin="dense"
      multiline={field.multiline}
      minRows={field.multiline ? 3 : undefined}
      label={field.label}
      required={Boolean(field.required)}
      value={values[field.name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [field.name]: event.target.value }));
        if (missing.has(field.name))
          setMissing((current) => new Set([...current].filter((name) => name !== field.name)));
      }}
      error={Boolean(fieldError(field))}
      helperText={fieldError(field) ?? ' '}
      slotProps={{ htmlInput: { maxLength: field.maxLength } }}
    />
  );

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{form.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
          {staffEs.detail.title(orderCode)}
        </DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{form.body}</DialogContentText>
        {generalError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {generalError}
          </Alert>
        )}
        {fields.map((field, index) => (
          <Fragment key={field.name}>
            {textField(field, index)}
            {action === 'approve' && field.name === 'operationNumber' && (
              <FormControlLabel
                sx={{ mb: 1 }}
                control={
                  <Checkbox checked={thirdParty} onChange={(event) => setThirdParty(event.target.checked)} />
                }
                label={t.approve.thirdParty}
              />
            )}
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {staffEs.common.cancel}
        </Button>
        <Button
          variant="contained"
          color={form.destructive ? 'error' : 'primary'}
          onClick={submit}
          loading={pending}
        >
          {t.name[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
