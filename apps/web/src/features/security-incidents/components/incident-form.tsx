import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { IncidentDetail } from '@cambix/contract';
import { useState } from 'react';
import { staffIncidentsEs } from '@/i18n/staff-security-incidents.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useCreateIncident } from '../api/incidents.ts';
import { limaInputToIso } from '../lima-input.ts';

const t = staffIncidentsEs.form;

const EMPTY = {
  title: '',
  description: '',
  occurredAt: '',
  detectedAt: '',
  dataKinds: '',
  affected: '',
  affectedCount: '',
  customerIds: '',
  measures: '',
  authorityNotifiedAt: '',
  peopleNotifiedAt: '',
};
type Fields = typeof EMPTY;

/** Registers an incident; the dates are typed in Lima's time. */
export function IncidentForm({
  onCreated,
  onCancel,
}: {
  onCreated(incident: IncidentDetail): void;
  onCancel(): void;
}) {
  const create = useCreateIncident();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [badCustomers, setBadCustomers] = useState(false);
  const set = (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));
  const error = create.error;
  const fieldError = (name: string) => (error && isApiError(error) ? error.fields[name] : undefined);

  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    const ids = fields.customerIds
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (ids.some((id) => !/^[1-9]\d{0,9}$/.test(id))) {
      setBadCustomers(true);
      return;
    }
    setBadCustomers(false);
    create.mutate(
      {
        title: fields.title,
        description: fields.description,
        occurredAt: limaInputToIso(fields.occurredAt) ?? '',
        detectedAt: limaInputToIso(fields.detectedAt) ?? '',
        dataKinds: fields.dataKinds,
        affected: fields.affected,
        affectedCount: fields.affectedCount === '' ? Number.NaN : Number(fields.affectedCount),
        customerIds: ids.map(Number),
        measures: fields.measures,
        authorityNotifiedAt: limaInputToIso(fields.authorityNotifiedAt),
        peopleNotifiedAt: limaInputToIso(fields.peopleNotifiedAt),
      },
      { onSuccess: onCreated },
    );
  };

  const text = (name: keyof Fields, label: string, multiline = false) => (
    <TextField
      label={label}
      value={fields[name]}
      onChange={set(name)}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name)}
    />
  );
  const when = (name: keyof Fields, label: string) => (
    <TextField
      type="datetime-local"
      label={label}
      value={fields[name]}
      onChange={set(name)}
      error={Boolean(fieldError(name))}
      helperText={fieldError(name) ?? t.limaTime}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="h2">
        {t.title}
      </Typography>
      {text('title', t.titleLabel)}
      {text('description', t.description, true)}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {when('occurredAt', t.occurredAt)}
        {when('detectedAt', t.detectedAt)}
      </Box>
      {text('dataKinds', t.dataKinds)}
      {text('affected', t.affected, true)}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          type="number"
          label={t.affectedCount}
          value={fields.affectedCount}
          onChange={set('affectedCount')}
          error={Boolean(fieldError('affectedCount'))}
          helperText={fieldError('affectedCount')}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
        />
        <TextField
          label={t.customerIds}
          value={fields.customerIds}
          onChange={set('customerIds')}
          error={badCustomers}
          helperText={badCustomers ? t.badCustomers : t.customerIdsHelp}
        />
      </Box>
      {text('measures', t.measures, true)}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {when('authorityNotifiedAt', t.authorityNotifiedAt)}
        {when('peopleNotifiedAt', t.peopleNotifiedAt)}
      </Box>
      {error && <Alert severity="error">{isApiError(error) ? error.message : staffIncidentsEs.failed}</Alert>}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {t.save}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {t.cancel}
        </Button>
      </Box>
    </Box>
  );
}
