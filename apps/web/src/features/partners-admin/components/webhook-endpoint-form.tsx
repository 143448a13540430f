import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { WEBHOOK_EVENT_TYPES, type WebhookEndpointRequest, type WebhookEventType } from '@cambix/contract';
import { useState, type SubmitEvent } from 'react';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { messageUnder } from '@/lib/field-errors.ts';

const t = partnersEs.webhooks;

/** The server's word for a field, or its whole message when it named none. */
const fieldError = (error: unknown, field: string) =>
  messageUnder(error, field, partnersEs.common.unexpected);

/**
 * An endpoint's address and events, to add one or change it. What was typed stays when the server refuses
 * it; the refusal shows under its field.
 */
export function WebhookEndpointForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  onEdit,
}: {
  initial?: WebhookEndpointRequest;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit(request: WebhookEndpointRequest, reset: () => void): void;
  onCancel?(): void;
  /** The person changed something: a refusal shown for the last try no longer holds. */
  onEdit(): void;
}) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [events, setEvents] = useState<readonly WebhookEventType[]>(initial?.events ?? WEBHOOK_EVENT_TYPES);
  const reset = () => {
    setUrl('');
    setEvents(WEBHOOK_EVENT_TYPES);
  };
  const toggle = (type: WebhookEventType, checked: boolean) => {
    setEvents((chosen) => (checked ? [...chosen, type] : chosen.filter((item) => item !== type)));
    onEdit();
  };
  const urlError = fieldError(error, 'url');
  const eventsError = isApiError(error) ? fieldError(error, 'events') : null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: SubmitEvent) => {
        event.preventDefault();
        onSubmit({ url: url.trim(), events: [...events] }, reset);
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <TextField
        size="small"
        name="url"
        type="url"
        label={t.url}
        placeholder="https://"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          onEdit();
        }}
        error={Boolean(urlError)}
        helperText={urlError ?? ' '}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <FormControl component="fieldset" error={Boolean(eventsError)}>
        <FormLabel component="legend">{t.events}</FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  size="small"
                  checked={events.includes(type)}
                  onChange={(event) => toggle(type, event.target.checked)}
                />
              }
              label={
                <>
                  {t.eventNames[type]}{' '}
                  <Box
                    component="span"
                    sx={{ fontFamily: 'monospace', color: 'text.secondary', fontSize: 12 }}
                  >
                    {type}
                  </Box>
                </>
              }
            />
          ))}
        </FormGroup>
        <FormHelperText>{eventsError ?? t.eventsHint}</FormHelperText>
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            {t.cancel}
          </Button>
        )}
      </Box>
    </Box>
  );
}
