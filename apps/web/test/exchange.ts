import type { ExchangeRates, Order } from '@cambix/contract';
import { orderFixture } from './orders.ts';

/** A published board: two tiers each way, a better rate from US$ 1,000 (docs/rules/exchange.md#rates). */
export const RATES: ExchangeRates = {
  id: 3,
  publishedAt: '2026-11-27T14:05:00.000Z',
  buy: [
    { fromUsd: '100.00', toUsd: '1000.00', rate: '3.7350' },
    { fromUsd: '1000.00', toUsd: '50000.00', rate: '3.7420' },
  ],
  sell: [
    { fromUsd: '100.00', toUsd: '1000.00', rate: '3.7750' },
    { fromUsd: '1000.00', toUsd: '50000.00', rate: '3.7680' },
  ],
  enabled: true,
  open: true,
  hoursText: 'lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00',
  lockMinutes: 15,
  bankBuy: '3.6900',
  bankSell: '3.8200',
  declarationThresholdUsd: '5000.00',
};

/** Ana buys US$ 1,000 at S/ 3.768, its rate locked until `lockedUntil`. */
export function divisasOrderFixture(lockedUntil: string, overrides: Partial<Order> = {}): Order {
  return orderFixture({
    kind: 'divisas',
    sendCurrency: 'PEN',
    receiveCurrency: 'USD',
    rate: '3.7680',
    direction: 'venta',
    sendAmount: '3768.00',
    finalFee: '0.00',
    receiveAmount: '1000.00',
    collectionAccount: {
      bank: { id: 1, code: '002', name: 'Banco de Crédito del Perú', shortName: 'BCP', color: '#002A8D' },
      currency: 'PEN',
      accountNumber: '1917000000001',
      cci: '00219100170000000152',
      holderName: 'Cambix S.A.C.',
    },
    destination: {
      bankId: 1,
      bankCode: '002',
      bankName: 'Banco de Crédito del Perú',
      accountType: 'Ahorros',
      accountNumber: '19198765432109',
      cci: null,
      currency: 'USD',
      alias: 'Dólares',
      holderName: 'Ana Lucía Quispe Mamani',
    },
    exchange: {
      direction: 'venta',
      sendCurrency: 'PEN',
      receiveCurrency: 'USD',
      rate: '3.7680',
      usdAmount: '1000.00',
      penAmount: '3768.00',
      spread: '13.00',
      rateId: 3,
      lockedUntil,
      indicative: false,
    },
    ...overrides,
  });
}
