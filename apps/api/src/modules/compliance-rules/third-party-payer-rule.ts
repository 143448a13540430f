import { formatAmount } from '@cambix/contract';
import type { Rule } from './rule-alert.ts';

/**
 * docs/rules/compliance.md#payer-who-is-not-the-customer: staff approving the payment recorded that the
 * voucher shows someone other than the customer paying. One alert per order.
 */
export const thirdPartyPayerRule: Rule = ({ order }) => {
  if (order.thirdPartyPayerName === null) return Promise.resolve(null);
  return Promise.resolve({
    kind: 'third-party-payer',
    subject: `order:${order.id}`,
    facts: {
      orderId: order.id,
      orderCode: order.code,
      amountPen: order.penEquivalent,
      payerName: order.thirdPartyPayerName,
      payerDocument: order.thirdPartyPayerDocument,
      operationNumber: order.incomingOperationNumber,
    },
    summary: `Orden ${order.code} de S/ ${formatAmount(order.penEquivalent)} pagada por un tercero: ${order.thirdPartyPayerName}.`,
  });
};
