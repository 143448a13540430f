import { isMoney, parseMoney } from '../../platform/money.ts';

/**
 * Whether an order leaves a positive amount to pay out. New orders always do (the quote refuses the
 * rest); a row stored before that check may not, and is cancelled rather than paid (decision 075).
 */
export function isPayable(order: { receiveAmount: string }): boolean {
  return isMoney(order.receiveAmount) && parseMoney(order.receiveAmount) > 0n;
}
