import type { Currency } from '@cambix/contract';
import { formatCurrency } from '@/lib/money.ts';

interface Amounts {
  sendAmount: string;
  sendCurrency: Currency;
  receiveAmount: string;
  receiveCurrency: Currency;
}

/** What the customer sends, in the currency they pay in (S/ for cambio de saldo, US$ or S/ for divisas). */
export const sentMoney = (order: Pick<Amounts, 'sendAmount' | 'sendCurrency'>): string =>
  formatCurrency(order.sendAmount, order.sendCurrency);

/** What the customer receives, in the currency Cambix pays out in. */
export const receivedMoney = (order: Pick<Amounts, 'receiveAmount' | 'receiveCurrency'>): string =>
  formatCurrency(order.receiveAmount, order.receiveCurrency);
