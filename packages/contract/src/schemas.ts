// Zod schemas of every endpoint, bound to the endpoint types by `satisfies EndpointSchemas`.
export * from './auth/schemas.ts';
export * from './auth/endpoint-schemas.ts';
export * from './users/schemas.ts';
export * from './users/endpoint-schemas.ts';
export * from './referrals/schemas.ts';
export * from './referrals/endpoint-schemas.ts';
export * from './health/schemas.ts';
export * from './health/endpoint-schemas.ts';
export * from './bank-accounts/schemas.ts';
export * from './settings/schemas.ts';
