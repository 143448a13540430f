// The zod-free entry: endpoints (method + path + types), rules, roles and error texts.
// Schemas live in '@cambix/contract/schemas' so the web ships a validator only where a form needs one.
export * from './http/endpoint.ts';
export type * from './http/envelope.ts';
export * from './errors/codes.ts';
export * from './errors/messages.ts';
export * from './errors/client-messages.ts';
export * from './roles.ts';
export * from './staff-modules.ts';
export * from './users/state.ts';
export * from './orders/status.ts';
export * from './identity/rules.ts';
export * from './surveys/rules.ts';

export * from './auth/endpoints.ts';
export type * from './auth/schemas.ts';
export * from './users/endpoints.ts';
export type * from './users/schemas.ts';
export * from './referrals/endpoints.ts';
export type * from './referrals/schemas.ts';
export * from './health/endpoints.ts';
export type * from './health/schemas.ts';
export * from './bank-accounts/cci.ts';
export type * from './settings/schemas.ts';
export * from './settings/defaults.ts';
export * from './identity/endpoints.ts';
export type * from './identity/schemas.ts';
export * from './banks/endpoints.ts';
export type * from './banks/schemas.ts';
export * from './bank-accounts/endpoints.ts';
export type * from './bank-accounts/schemas.ts';
export * from './profile/endpoints.ts';
export type * from './profile/schemas.ts';
export * from './surveys/endpoints.ts';
export type * from './surveys/schemas.ts';
export * from './admin-users/endpoints.ts';
export * from './admin-users/rules.ts';
export type * from './admin-users/schemas.ts';
