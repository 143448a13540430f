// Public entry of the partner-api module: the partner's own system with an API key, and the webhooks it
// receives. Other modules import only this file (decision 089).
export { carryOverQueuedWebhooks } from './carry-over-queued-webhooks.ts';
export { handleWebhookJobs } from './deliver-webhooks.ts';
export { queuePartnerWebhooks } from './queue-webhooks.ts';
export { verifyWebhookSignature } from './webhook-signature.ts';
