import { formatAmount, parseMoney } from '@cambix/contract';
import { orderDollars } from './order-dollars.ts';
import type { Rule } from './rule-alert.ts';
import { structuringWindow } from './structuring-window.ts';

/**
 * docs/rules/compliance.md#structuring: orders each under the declaración jurada's threshold, of the
 * customer or of customers sharing a destination account or mobile number, whose sum reaches it within
 * `structuringWindowDays` (Lima days). One alert per run of the window, keyed by its earliest order.
 */
export const structuringRule: Rule = async ({ tx, order, settings, board, now }) => {
  const threshold = settings.declarationThresholdUsd;
  const own = orderDollars(order, board);
  if (own === null || parseMoney(own) >= parseMoney(threshold)) return null;
  const window = await structuringWindow(
    tx,
    order.userId,
    now,
    settings.structuringWindowDays,
    threshold,
    board,
  );
  const [first] = window.orders;
  if (!first || parseMoney(window.totalUsd) < parseMoney(threshold)) return null;
  return {
    kind: 'structuring',
    subject: `from-order:${first.id}`,
    facts: {
      orderId: order.id,
      orderCode: order.code,
      windowDays: settings.structuringWindowDays,
      windowStart: window.start.toISOString(),
      thresholdUsd: threshold,
      totalUsd: window.totalUsd,
      orders: window.orders,
      linkedCustomers: window.linked,
    },
    summary: `${window.orders.length} órdenes bajo el umbral suman US$ ${formatAmount(window.totalUsd)} en ${settings.structuringWindowDays} días (umbral US$ ${formatAmount(threshold)}).`,
  };
};
