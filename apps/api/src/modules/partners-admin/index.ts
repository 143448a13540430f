// Public entry of the partner-admin module: partner businesses, their shares and settlements, and what a
// partner's user manages of its own (API keys, webhook). Other modules import only this file (decision 089).
export { apiKeyHash } from './create-api-key.ts';
export { noteApiKeyUse } from './note-api-key-use.ts';
export { callerPartnerId } from './caller-partner.ts';
export { carryOutSettlement, type SettlementPayload } from './settle-partner.ts';
