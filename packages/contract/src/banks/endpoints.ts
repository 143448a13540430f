import { endpoint, withCallers } from '../http/endpoint.ts';
import { bankCallers } from './callers.ts';
import type { BankIdParams } from '../settings/admin-schemas.ts';
import type { Bank, Commission, PaymentBankStep } from './schemas.ts';

export const bankEndpoints = withCallers(bankCallers, {
  /** The active catalogue (public; cached on the server and, with ETag and Cache-Control, by the browser). */
  list: endpoint<{ response: Bank[] }>('GET', '/api/banks'),
  /** The commission list and its default (settings `fees`). */
  commissions: endpoint<{ response: Commission[] }>('GET', '/api/comissions'),
  /** Steps of every bank, by bank and then `step_number` ascending. */
  paymentSteps: endpoint<{ response: PaymentBankStep[] }>('GET', '/api/user/payment-bank-steps'),
  /**
   * The logo staff uploaded: image bytes, not an envelope (open: an <img> sends no bearer). `Bank.logoUrl` points here
   * with a version query, so the browser keeps it for long and a new logo shows at once.
   */
  logo: endpoint<{ params: BankIdParams; response: string }>('GET', '/api/banks/:bankId/logo'),
});
