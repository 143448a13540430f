import type { ManualMovement } from '@cambix/contract';
import { formatCurrency } from '@/lib/money.ts';

/** `2026-11-27` → `27/11/2026`: a Lima day as written, with no time zone to shift it. */
export const formatDay = (day: string): string => day.split('-').reverse().join('/');

/** The movement's amount in its account's currency. */
export const movementAmount = (movement: ManualMovement): string =>
  formatCurrency(movement.amount, movement.account.currency);

/** `Origen → Destino` for a transfer, the account alone otherwise. */
export const movementAccounts = (movement: ManualMovement): string =>
  movement.toAccount ? `${movement.account.label} → ${movement.toAccount.label}` : movement.account.label;
