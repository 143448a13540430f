import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { WebhookDelivery } from '@cambix/contract';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useRedeliverWebhook, useWebhookDeliveries } from '../api/partner-webhooks.ts';

const t = partnersEs.webhooks;
const STATE_COLOR = { pendiente: 'warning', entregado: 'success', fallido: 'error' } as const;

function Code({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 12,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-all',
        maxHeight: 220,
        overflow: 'auto',
      }}
    >
      {children}
    </Box>
  );
}

function DeliveryRow({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDelivery;
  onRedeliver(): void;
  redelivering: boolean;
}) {
  const status = delivery.responseStatus === null ? t.noAnswer : `HTTP ${delivery.responseStatus}`;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="details">
        <Box
          component="summary"
          sx={{ cursor: 'pointer', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {t.eventNames[delivery.eventType] ?? delivery.eventType}
          </Typography>
          <Chip size="small" color={STATE_COLOR[delivery.state]} label={t.states[delivery.state]} />
          {delivery.manual && <Chip size="small" variant="outlined" label={t.manual} />}
          {delivery.sandbox && <Chip size="small" color="warning" variant="outlined" label={t.sandbox} />}
          <Typography component="span" variant="body2" color="text.secondary">
            {status} · {t.attempts(delivery.attempts)} ·{' '}
            {formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
          <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
            webhook-id: {delivery.eventId}
          </Typography>
          {delivery.error && <Alert severity="warning">{delivery.error}</Alert>}
          <Typography variant="subtitle2">{t.sent}</Typography>
          <Code>{JSON.stringify(delivery.payload, null, 2)}</Code>
          <Typography variant="subtitle2">
            {t.answer} ({status})
          </Typography>
          <Code>{delivery.responseBody || '—'}</Code>
          <Box>
            <Button size="small" variant="outlined" onClick={onRedeliver} loading={redelivering}>
              {t.redeliver}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** An endpoint's deliveries, newest first: what was sent, what the receiver answered, and redeliver. */
export function WebhookDeliveryLog({ endpointId }: { endpointId: number }) {
  const log = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook();
  const deliveries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box component="section" aria-label={t.logTitle} sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {t.logTitle}
      </Typography>
      {log.isError && (
        <Alert severity="error">
          {isApiError(log.error) ? log.error.message : partnersEs.common.loadFailed}
        </Alert>
      )}
      {redeliver.error && (
        <Alert severity="error">
          {isApiError(redeliver.error) ? redeliver.error.message : partnersEs.common.unexpected}
        </Alert>
      )}
      {log.isPending ? (
        <Skeleton variant="rounded" height={80} aria-label={partnersEs.common.loading} />
      ) : deliveries.length === 0 ? (
        <Typography color="text.secondary">{t.noDeliveries}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {deliveries.map((delivery) => (
            <DeliveryRow
              key={delivery.id}
              delivery={delivery}
              redelivering={redeliver.isPending && redeliver.variables?.deliveryId === delivery.id}
              onRedeliver={() => redeliver.mutate({ endpointId, deliveryId: delivery.id })}
            />
          ))}
        </Box>
      )}
      {log.hasNextPage && (
        <Box>
          <Button size="small" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
            {t.more}
          </Button>
        </Box>
      )}
    </Box>
  );
}
