import crypto from 'node:crypto';

/**
 * A signing secret as Standard Webhooks writes it: `whsec_` and the base64 of a random 32-byte key (the
 * specification asks for 24 to 64 bytes).
 */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('base64')}`;
