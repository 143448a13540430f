import { directionLabel, formatRate, formatSoles } from '@cambix/contract';
import type { orders } from '../../platform/db/schema/index.ts';
import { splitIgv } from './igv.ts';

/** The service a cambio de saldo boleta charges for (docs/rules/receipts.md#boleta). */
export const RECEIPT_DESCRIPTION = 'Comisión por cambio de saldo';

type ChargedOrder = Pick<
  typeof orders.$inferSelect,
  | 'kind'
  | 'finalFee'
  | 'direction'
  | 'rate'
  | 'usdAmount'
  | 'spread'
  | 'sendAmount'
  | 'sendCurrency'
  | 'receiveAmount'
  | 'currency'
>;

export interface ReceiptCharge {
  description: string;
  /** What the boleta charges, in soles. */
  amount: string;
  taxableAmount: string;
  igvAmount: string;
}

/** `'1884', 'USD'` → `US$ 1,884.00`, as the boleta writes amounts. */
function amountIn(amount: string, currency: 'PEN' | 'USD'): string {
  const soles = formatSoles(amount);
  return currency === 'USD' ? soles.replace('S/', 'US$') : soles;
}

/**
 * What an order's boleta charges (docs/rules/receipts.md#divisas): the commission of a cambio de saldo, IGV
 * included; for divisas the spread in soles, stating the operation, without IGV (the sale of foreign currency
 * is not a service subject to it). A spread of 0.00 is still a boleta of 0.00.
 */
export function receiptCharge(order: ChargedOrder): ReceiptCharge {
  if (order.kind !== 'divisas') {
    return { description: RECEIPT_DESCRIPTION, amount: order.finalFee, ...splitIgv(order.finalFee) };
  }
  if (!order.direction || !order.rate || !order.usdAmount || order.spread === null) {
    throw new Error('a divisas order without its locked terms');
  }
  const sent = amountIn(order.sendAmount, order.sendCurrency);
  const received = amountIn(order.receiveAmount, order.currency);
  const parts =
    order.direction === 'venta'
      ? `recibió ${received}, pagó ${sent}`
      : `entregó ${sent}, recibió ${received}`;
  return {
    description: `${directionLabel(order.direction)} ${amountIn(order.usdAmount, 'USD').replace('US$ ', '')} a ${formatRate(order.rate)} (${parts})`,
    amount: order.spread,
    taxableAmount: order.spread,
    igvAmount: '0.00',
  };
}
