import { describe, expect, it } from 'vitest';
import { calculatorFromLink } from './calculator-state.ts';

describe('calculatorFromLink (a rate alert’s link)', () => {
  it('puts the dollars in the field they are in: received when buying them, sent when selling', () => {
    expect(calculatorFromLink(new URLSearchParams('divisas=venta&usd=1500.50'))).toEqual({
      direction: 'venta',
      edited: 'receive',
      text: '1,500.50',
    });
    expect(calculatorFromLink(new URLSearchParams('divisas=compra&usd=200.00'))).toEqual({
      direction: 'compra',
      edited: 'send',
      text: '200.00',
    });
  });

  it('ignores a link without an operation or a valid amount', () => {
    expect(calculatorFromLink(new URLSearchParams(''))).toBeNull();
    expect(calculatorFromLink(new URLSearchParams('divisas=otra&usd=100'))).toBeNull();
    expect(calculatorFromLink(new URLSearchParams('divisas=venta&usd=abc'))).toBeNull();
    expect(calculatorFromLink(new URLSearchParams('divisas=venta&usd=0'))).toBeNull();
  });
});
