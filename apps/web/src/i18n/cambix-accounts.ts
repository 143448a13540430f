// How staff screens name Cambix's own accounts (Ajustes, Balance, Egreso, Movimientos): one wording everywhere.
import type { CambixAccountPurpose } from '@cambix/contract';

export const CAMBIX_ACCOUNT_PURPOSE: Record<CambixAccountPurpose, string> = {
  collection: 'Recaudadora',
  payout: 'Pagadora',
};

export const CURRENCY_NAME: Record<'PEN' | 'USD', string> = { PEN: 'Soles', USD: 'Dólares' };
