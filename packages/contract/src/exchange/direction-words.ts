import type { ExchangeDirection } from './rules.ts';

/** Cambix's side of a divisas order in words (docs/rules/exchange.md): the one label every screen and boleta uses. */
export const DIRECTION_LABELS: Record<ExchangeDirection, string> = {
  compra: 'Compra de US$',
  venta: 'Venta de US$',
};

/** The short chip of staff lists and cards: `Compra US$` / `Venta US$`. */
export const DIRECTION_CHIPS: Record<ExchangeDirection, string> = {
  compra: 'Compra US$',
  venta: 'Venta US$',
};

/** `'compra'` → `Compra de US$`. */
export const directionLabel = (direction: ExchangeDirection): string => DIRECTION_LABELS[direction];
