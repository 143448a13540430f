import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WebhookEndpoint } from '@cambix/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import {
  useCreateWebhookEndpoint,
  usePingWebhookEndpoint,
  useRemoveWebhookEndpoint,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/partner-webhooks.ts';
import { SecretDialog } from './secret-dialog.tsx';
import { WebhookDeliveryLog } from './webhook-delivery-log.tsx';
import { WebhookEndpointForm } from './webhook-endpoint-form.tsx';

const t = partnersEs.webhooks;
const messageOf = (error: unknown) => (isApiError(error) ? error.message : partnersEs.common.unexpected);

function EndpointCard({ endpoint, onSecret }: { endpoint: WebhookEndpoint; onSecret(secret: string): void }) {
  const update = useUpdateWebhookEndpoint();
  const remove = useRemoveWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const ping = usePingWebhookEndpoint();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'remove' | 'rotate' | null>(null);
  const [showLog, setShowLog] = useState(false);
  return (
    <Box
      component="li"
      aria-label={endpoint.url}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1.5 }}
    >
      {editing ? (
        <WebhookEndpointForm
          initial={{ url: endpoint.url, events: endpoint.events }}
          submitLabel={t.save}
          pending={update.isPending}
          error={update.error}
          onEdit={() => update.error && update.reset()}
          onCancel={() => setEditing(false)}
          onSubmit={(request) =>
            update.mutate({ id: endpoint.id, ...request }, { onSuccess: () => setEditing(false) })
          }
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {endpoint.events.map((type) => (
              <Chip key={type} size="small" label={t.eventNames[type]} />
            ))}
          </Box>
          {endpoint.previousSecretExpiresAt && (
            <Typography variant="caption" color="text.secondary">
              {t.rotating(formatDateTime(endpoint.previousSecretExpiresAt))}
            </Typography>
          )}
        </Box>
      )}
      {ping.error ? <Alert severity="error">{messageOf(ping.error)}</Alert> : null}
      {!editing && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            loading={ping.isPending}
            onClick={() => ping.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })}
          >
            {t.test}
          </Button>
          <Button size="small" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {showLog ? t.hideLog : t.showLog}
          </Button>
          <Button size="small" onClick={() => setAsking('rotate')}>
            {t.rotate}
          </Button>
          <Button size="small" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
          <Button size="small" color="error" onClick={() => setAsking('remove')}>
            {t.remove}
          </Button>
        </Box>
      )}
      {showLog && <WebhookDeliveryLog endpointId={endpoint.id} />}
      {asking === 'rotate' && (
        <ConfirmDialog
          title={t.rotateTitle}
          confirmLabel={t.rotate}
          cancelLabel={t.cancel}
          confirmColor="primary"
          isPending={rotate.isPending}
          error={rotate.error ? messageOf(rotate.error) : null}
          onClose={() => {
            rotate.reset();
            setAsking(null);
          }}
          onConfirm={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: (renewed) => {
                setAsking(null);
                onSecret(renewed.secret);
              },
            })
          }
        >
          <DialogContentText>{t.rotateBody}</DialogContentText>
        </ConfirmDialog>
      )}
      {asking === 'remove' && (
        <ConfirmDialog
          title={t.removeTitle}
          confirmLabel={t.remove}
          cancelLabel={t.cancel}
          confirmColor="error"
          isPending={remove.isPending}
          error={remove.error ? messageOf(remove.error) : null}
          onClose={() => {
            remove.reset();
            setAsking(null);
          }}
          onConfirm={() => remove.mutate(endpoint.id, { onSuccess: () => setAsking(null) })}
        >
          <DialogContentText>{t.removeBody}</DialogContentText>
        </ConfirmDialog>
      )}
    </Box>
  );
}

/** The partner's webhook endpoints: each with its events, test, secret rotation and delivery log. */
export function WebhookEndpoints() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t.title}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="h3" component="h2">
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t.intro}
      </Typography>
      {endpoints.isError && <Alert severity="error">{messageOf(endpoints.error)}</Alert>}
      {endpoints.isPending ? (
        <Skeleton variant="rounded" height={96} aria-label={partnersEs.common.loading} />
      ) : endpoints.data?.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {endpoints.data.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t.none}</Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
        {t.newEndpoint}
      </Typography>
      <WebhookEndpointForm
        submitLabel={t.add}
        pending={create.isPending}
        error={create.error}
        onEdit={() => create.error && create.reset()}
        onSubmit={(request, reset) =>
          create.mutate(request, {
            onSuccess: (created) => {
              reset();
              setSecret(created.secret);
            },
          })
        }
      />
      {secret && (
        <SecretDialog
          title={t.secretTitle}
          warning={t.secretWarning}
          secret={secret}
          onClose={() => setSecret(null)}
        />
      )}
    </Paper>
  );
}
