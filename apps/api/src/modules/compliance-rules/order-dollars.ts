import { dollarsOfSoles, type RateBoard } from '@cambix/contract';

export interface MeasuredOrder {
  kind: 'saldo' | 'divisas';
  usdAmount: string | null;
  penEquivalent: string;
}

/**
 * An order's dollars as the declaración jurada measures them (docs/rules/exchange.md#origen-de-fondos): a
 * divisas order's own dollars; a cambio de saldo's soles at the middle rate of the board given (the one in
 * force when the rule runs, decision 156). Null when there is no board to measure soles by.
 */
export function orderDollars(order: MeasuredOrder, board: RateBoard | null): string | null {
  if (order.kind === 'divisas' && order.usdAmount !== null) return order.usdAmount;
  return board ? dollarsOfSoles(order.penEquivalent, board) : null;
}
