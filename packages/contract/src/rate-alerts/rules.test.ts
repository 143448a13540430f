import { describe, expect, it } from 'vitest';
import { alertCalculatorPath, alertDirection, alertRate, isAlertMet } from './rules.ts';

const BOARD = {
  buy: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7400' },
    { fromUsd: '1000.00', toUsd: '30000.01', rate: '3.7450' },
  ],
  sell: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7700' },
    { fromUsd: '1000.00', toUsd: '30000.01', rate: '3.7650' },
  ],
};

describe('which rate an alert watches (decision 188)', () => {
  it('"o menos" is buying dollars: Cambix’s venta; "o más" is selling them: Cambix’s compra', () => {
    expect(alertDirection('atOrBelow')).toBe('venta');
    expect(alertDirection('atOrAbove')).toBe('compra');
    expect(alertRate(BOARD, 'atOrBelow', '500.00')).toBe('3.7700');
    expect(alertRate(BOARD, 'atOrAbove', '500.00')).toBe('3.7400');
  });

  it('takes the tier of the amount: a band holds its start and not its end', () => {
    expect(alertRate(BOARD, 'atOrBelow', '999.99')).toBe('3.7700');
    expect(alertRate(BOARD, 'atOrBelow', '1000.00')).toBe('3.7650');
    expect(alertRate(BOARD, 'atOrAbove', '1000.00')).toBe('3.7450');
  });

  it('outside the tiers, the nearest one', () => {
    expect(alertRate(BOARD, 'atOrBelow', '49.99')).toBe('3.7700');
    expect(alertRate(BOARD, 'atOrBelow', '30000.01')).toBe('3.7650');
    expect(alertRate({ buy: [], sell: [] }, 'atOrBelow', '100.00')).toBeNull();
  });
});

describe('isAlertMet', () => {
  it('is met at the threshold exactly, on both sides', () => {
    expect(isAlertMet('atOrBelow', '3.7500', '3.7500')).toBe(true);
    expect(isAlertMet('atOrBelow', '3.7500', '3.7499')).toBe(true);
    expect(isAlertMet('atOrBelow', '3.7500', '3.7501')).toBe(false);
    expect(isAlertMet('atOrAbove', '3.75', '3.7500')).toBe(true);
    expect(isAlertMet('atOrAbove', '3.7500', '3.7501')).toBe(true);
    expect(isAlertMet('atOrAbove', '3.7500', '3.7499')).toBe(false);
  });
});

it('opens the public calculator on the alert’s operation and amount', () => {
  expect(alertCalculatorPath('atOrBelow', '1000.00')).toBe('/crear-orden?divisas=venta&usd=1000.00');
  expect(alertCalculatorPath('atOrAbove', '25.50')).toBe('/crear-orden?divisas=compra&usd=25.50');
});
