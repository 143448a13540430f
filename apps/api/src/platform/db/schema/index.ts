export * from './users.ts';
export * from './banks.ts';
export * from './referrals.ts';
export * from './identity.ts';
export * from './audit.ts';
export * from './settings.ts';
export * from './surveys.ts';
export * from './orders.ts';
