import { describe, expect, it } from 'vitest';
import { publishRatesRequest } from '../exchange/schemas.ts';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';
import { feeSettings, limitSettings } from '../settings/schemas.ts';
import { decimalString } from './money-schemas.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('money in a request (docs/rules/fees-and-quotes.md#money-text)', () => {
  it('takes two decimals and refuses a third, never cutting it', () => {
    expect(decimalString.safeParse('1500.50').success).toBe(true);
    expect(messagesOf(decimalString.safeParse('1500.505'))).toEqual([
      ['', 'Usa un monto con hasta dos decimales, por ejemplo 1500.50.'],
    ]);
  });

  it('refuses a third decimal in its own field, and the checks across fields leave it to that message', () => {
    const fees = feeSettings.safeParse({ ...DEFAULT_SETTINGS.fees, minOrder: '110.005' });
    expect(messagesOf(fees)).toEqual([
      ['minOrder', 'Usa un monto con hasta dos decimales, por ejemplo 1500.50.'],
    ]);
    const limits = limitSettings.safeParse({ ...DEFAULT_SETTINGS.limits, activo: '50000.001' });
    expect(messagesOf(limits)).toEqual([
      ['activo', 'Usa un monto con hasta dos decimales, por ejemplo 1500.50.'],
    ]);
    const board = publishRatesRequest.safeParse({
      buy: [{ fromUsd: '100.001', toUsd: '1000', rate: '3.7' }],
      sell: [{ fromUsd: '100', toUsd: '1000', rate: '3.80001' }],
    });
    expect(messagesOf(board)).toEqual([
      ['buy.0.fromUsd', 'Usa un monto con hasta dos decimales, por ejemplo 1500.50.'],
      ['sell.0.rate', 'Usa un tipo de cambio como 3.742 (hasta cuatro decimales).'],
    ]);
  });

  it('still compares the fields that are money', () => {
    const fees = feeSettings.safeParse({ ...DEFAULT_SETTINGS.fees, minOrder: '110.00', maxOrder: '110.00' });
    expect(messagesOf(fees)).toEqual([['maxOrder', 'El máximo debe ser mayor que el mínimo.']]);
    const limits = limitSettings.safeParse({
      ...DEFAULT_SETTINGS.limits,
      porValidar: '50000.01',
      activo: '50000.00',
    });
    expect(messagesOf(limits)).toEqual([
      ['activo', 'El límite de cuenta activa no puede ser menor que el de cuenta por validar.'],
    ]);
  });
});
