export * from './users.ts';
export * from './banks.ts';
export * from './referrals.ts';
