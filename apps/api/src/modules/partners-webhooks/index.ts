// Public entry of the partner-webhooks module: a partner's webhook endpoints, the events of its catalogue,
// their signed deliveries and log. Other modules import only this file (decision 089).
export { carryOverQueuedWebhooks } from './carry-over-queued-webhooks.ts';
export { handleWebhookJobs } from './deliver-webhook.ts';
export {
  orderMoveOf,
  partnerEventRecorder,
  recordSandboxEvent,
  type OrderMove,
} from './record-partner-events.ts';
export { checkWebhookTarget, WebhookTargetRefused } from './webhook-target.ts';
export {
  WEBHOOK_RETRIES,
  WEBHOOK_RETRY_MAX_SECONDS,
  WEBHOOK_RETRY_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from './deliver-webhook.ts';
export { listDeliveries } from './delivery-log.ts';
export { listWebhookEndpoints } from './endpoint-view.ts';
export { pingWebhookEndpoint, redeliverWebhook } from './redeliver-webhook.ts';
