import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DataRequestDetail, DataRequestOutcome } from '@cambix/contract';
import { useState } from 'react';
import { staffDataRequestsEs } from '@/i18n/staff-data-requests.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDataRequestActions } from '../api/data-requests.ts';

const t = staffDataRequestsEs.detail;

/** Attend or deny with the answer the customer reads; attending a cancellation is confirmed first. */
export function AnswerForm({ request }: { request: DataRequestDetail }) {
  const actions = useDataRequestActions(request.id);
  const [outcome, setOutcome] = useState<DataRequestOutcome>('atendida');
  const [answer, setAnswer] = useState('');
  const [confirming, setConfirming] = useState(false);
  const cancels = request.kind === 'cancelacion' && outcome === 'atendida';
  const error = actions.answer.error ?? actions.start.error;

  const submit = (event: React.SubmitEvent) => {
    event.preventDefault();
    if (cancels && !confirming) {
      setConfirming(true);
      return;
    }
    actions.answer.mutate({ outcome, answer }, { onSettled: () => setConfirming(false) });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {request.status === 'pendiente' && (
        <Box>
          <Button
            variant="outlined"
            disabled={actions.start.isPending}
            onClick={() => actions.start.mutate(undefined)}
          >
            {t.start}
          </Button>
        </Box>
      )}
      <Typography variant="h3" component="h3">
        {t.answer}
      </Typography>
      <RadioGroup
        row
        aria-label={t.outcome}
        value={outcome}
        onChange={(event) => {
          setOutcome(event.target.value as DataRequestOutcome);
          setConfirming(false);
        }}
      >
        <FormControlLabel value="atendida" control={<Radio />} label={t.attend} />
        <FormControlLabel value="denegada" control={<Radio />} label={t.deny} />
      </RadioGroup>
      <TextField
        label={t.answerLabel}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      {cancels && <Alert severity={confirming ? 'error' : 'warning'}>{t.cancelWarning}</Alert>}
      {error && (
        <Alert severity="error">{isApiError(error) ? error.message : staffDataRequestsEs.failed}</Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          color={confirming ? 'error' : 'primary'}
          disabled={actions.answer.isPending}
        >
          {confirming ? t.confirmCancel : t.send}
        </Button>
        {confirming && (
          <Button variant="text" onClick={() => setConfirming(false)}>
            {t.back2}
          </Button>
        )}
      </Box>
    </Box>
  );
}
