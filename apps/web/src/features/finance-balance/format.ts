import type { FinanceAccount, LedgerRow } from '@cambix/contract';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';

/** `2026-11-27` → `27/11/2026` (the server's days are already Lima's); any other text as it came. */
export const formatDay = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : day;

/** `BCP · Soles · 193-0001234` as a select names an account. */
export const accountLabel = (account: FinanceAccount): string =>
  `${account.bankName} · ${staffBalanceEs.currency[account.currency]} · ${account.accountNumber}`;

/** Whether a decimal string is below zero (shown in red). */
export const isNegative = (amount: string): boolean => amount.trim().startsWith('-') && /[1-9]/.test(amount);

/** A ledger row's amount with the sign of its direction: an egreso is money out. */
export const signedRowAmount = (row: Pick<LedgerRow, 'amount' | 'direction'>): string =>
  row.direction === 'egreso' ? `-${row.amount}` : row.amount;
