import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DATA_REQUEST_KINDS, type DataRequestKind } from '@cambix/contract';
import { useState } from 'react';
import { myDataEs } from '@/i18n/my-data.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useFileDataRequest } from '../api/my-data.ts';

const t = myDataEs.request;

/** A rectificación, cancelación or oposición with the customer's words; a cancellation is confirmed first. */
export function DataRequestForm({ onSent }: { onSent(message: string): void }) {
  const [kind, setKind] = useState<DataRequestKind>('rectificacion');
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const file = useFileDataRequest();

  const send = () =>
    file.mutate(
      { kind, text },
      {
        onSuccess: () => {
          setText('');
          setConfirming(false);
          onSent(t.sent);
        },
        onError: () => setConfirming(false),
      },
    );
  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    if (kind === 'cancelacion' && !confirming) setConfirming(true);
    else send();
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" component="h3">
        {t.heading}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
      <TextField
        select
        label={t.kind}
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as DataRequestKind);
          setConfirming(false);
        }}
      >
        {DATA_REQUEST_KINDS.map((option) => (
          <MenuItem key={option} value={option}>
            {t.kinds[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t.text}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {file.error && (
        <Alert severity="error">{isApiError(file.error) ? file.error.message : myDataEs.export.failed}</Alert>
      )}
      {confirming && (
        <Alert severity="warning" role="alert">
          {t.confirmCancel}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={file.isPending}>
          {confirming ? t.confirm : t.submit}
        </Button>
        {confirming && (
          <Button variant="text" onClick={() => setConfirming(false)}>
            {t.back}
          </Button>
        )}
      </Box>
    </Box>
  );
}
