import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AddIncidentEntry, IncidentDetail } from '@cambix/contract';
import { useState } from 'react';
import { staffIncidentsEs } from '@/i18n/staff-security-incidents.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAddIncidentEntry } from '../api/incidents.ts';
import { limaInputToIso } from '../lima-input.ts';

const t = staffIncidentsEs.detail;
const EMPTY = { note: '', measures: '', affectedCount: '', authorityNotifiedAt: '', peopleNotifiedAt: '' };

/** A new timeline entry: a note, and only the changes filled in (the notifications' dates, closing...). */
export function EntryForm({ incident }: { incident: IncidentDetail }) {
  const add = useAddIncidentEntry(incident.id);
  const [fields, setFields] = useState(EMPTY);
  const [toggle, setToggle] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const error = add.error;
  const fieldError = (name: string) => (error && isApiError(error) ? error.fields[name] : undefined);

  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    const body: AddIncidentEntry = { note: fields.note };
    if (fields.measures.trim()) body.measures = fields.measures;
    if (fields.affectedCount !== '') body.affectedCount = Number(fields.affectedCount);
    const authority = limaInputToIso(fields.authorityNotifiedAt);
    if (authority) body.authorityNotifiedAt = authority;
    const people = limaInputToIso(fields.peopleNotifiedAt);
    if (people) body.peopleNotifiedAt = people;
    if (toggle) body.status = incident.status === 'abierto' ? 'cerrado' : 'abierto';
    add.mutate(body, {
      onSuccess: () => {
        setFields(EMPTY);
        setToggle(false);
      },
    });
  };

  const when = (name: 'authorityNotifiedAt' | 'peopleNotifiedAt', label: string) => (
    <TextField
      type="datetime-local"
      label={label}
      value={fields[name]}
      onChange={set(name)}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name) ?? staffIncidentsEs.form.limaTime}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="h2">
        {t.addEntry}
      </Typography>
      <TextField
        label={t.note}
        value={fields.note}
        onChange={set('note')}
        multiline
        minRows={2}
        error={Boolean(fieldError('note'))}
        helperText={fieldError('note')}
      />
      <TextField
        label={t.newMeasures}
        value={fields.measures}
        onChange={set('measures')}
        multiline
        minRows={2}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextField
          type="number"
          label={t.newCount}
          value={fields.affectedCount}
          onChange={set('affectedCount')}
          helperText={t.onlyIfChanged}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
        {when('authorityNotifiedAt', t.authorityNotifiedAt)}
        {when('peopleNotifiedAt', t.peopleNotifiedAt)}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={toggle} onChange={(event) => setToggle(event.target.checked)} />}
        label={incident.status === 'abierto' ? t.close : t.reopen}
      />
      {error && <Alert severity="error">{isApiError(error) ? error.message : staffIncidentsEs.failed}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t.saveEntry}
        </Button>
      </Box>
    </Box>
  );
}
