import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CLIENT_ERROR_MESSAGES,
  REGISTER_PARTIES,
  type RegisterPartyRole,
  type RegisterPartyView,
  type RegisterRow,
} from '@cambix/contract';
import { useState } from 'react';
import { staffComplianceRegisterEs } from '@/i18n/staff-compliance-register.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useCorrectRegisterRow } from '../api/correct-register-row.ts';

const t = staffComplianceRegisterEs.correction;
type TextKey = Exclude<keyof RegisterPartyView, 'isPep'>;
const TEXT_FIELDS: readonly TextKey[] = [
  'names',
  'documentType',
  'documentNumber',
  'nationality',
  'occupation',
  'address',
];

/** A correction of one party of a row: a new row with who and why; the row itself stays as it is. */
export function CorrectionDialog({
  row,
  month,
  onClose,
  onSaved,
}: {
  row: RegisterRow;
  month: string;
  onClose(): void;
  onSaved(): void;
}) {
  const correct = useCorrectRegisterRow(month);
  const [party, setParty] = useState<RegisterPartyRole>('ordenante');
  const [values, setValues] = useState<RegisterPartyView>(row.ordenante);
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const choose = (next: RegisterPartyRole) => {
    setParty(next);
    setValues(row[next]);
  };
  const submit = async () => {
    setError(null);
    setFields({});
    try {
      await correct.mutateAsync({ rowId: row.id, body: { party, values, reason } });
      onSaved();
    } catch (failure) {
      if (!isApiError(failure)) return setError(CLIENT_ERROR_MESSAGES.INTERNAL);
      setFields(failure.fields);
      if (Object.keys(failure.fields).length === 0) setError(failure.message);
    }
  };
  const fieldError = (name: string) => fields[`values.${name}`] ?? fields[name];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t.title(row.id)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t.body}
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            select
            size="small"
            label={t.party}
            value={party}
            onChange={(event) => choose(event.target.value as RegisterPartyRole)}
          >
            {REGISTER_PARTIES.map((name) => (
              <MenuItem key={name} value={name}>
                {staffComplianceRegisterEs.party[name]}
              </MenuItem>
            ))}
          </TextField>
          {TEXT_FIELDS.map((name) => (
            <TextField
              key={name}
              size="small"
              label={t[name]}
              value={values[name] ?? ''}
              error={Boolean(fieldError(name))}
              helperText={fieldError(name)}
              onChange={(event) =>
                setValues((current) => ({
                  ...current,
                  [name]: name === 'names' ? event.target.value : event.target.value || null,
                }))
              }
            />
          ))}
          <FormControlLabel
            control={
              <Checkbox
                checked={values.isPep === true}
                onChange={(event) => setValues((current) => ({ ...current, isPep: event.target.checked }))}
              />
            }
            label={t.isPep}
          />
          <TextField
            size="small"
            multiline
            minRows={2}
            label={t.reason}
            value={reason}
            error={Boolean(fields.reason)}
            helperText={fields.reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.cancel}</Button>
        <Button variant="contained" loading={correct.isPending} onClick={() => void submit()}>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
