import type { BankAccount, LiveQuote, Order, PointsSummary, Quote } from '@cambix/contract';

/** The server's quote for S/ 1,000 at 4.5 % (docs/rules/fees-and-quotes.md#the-quote). */
export const QUOTE: Quote = {
  sendAmount: '1000.00',
  commissionPercent: '4.50',
  isFlatFee: false,
  fee: '45.00',
  discount: '0.00',
  discountSource: null,
  interbankFee: '0.00',
  pointsRedeemed: 0,
  pointsDiscount: '0.00',
  finalFee: '45.00',
  receiveAmount: '955.00',
};

/** The live quote's answer: the quote with when the money arrives (docs/rules/hours-and-arrival.md#arrival). */
export const LIVE_QUOTE: LiveQuote = {
  ...QUOTE,
  arrival: {
    kind: 'same-bank',
    arrivesBy: '2026-12-03T23:00:00.000Z',
    day: '2026-12-03',
    before: '18:00',
    text: 'Llega hoy antes de las 18:00',
  },
  processingText: null,
};

export const BCP = {
  id: 1,
  code: '002',
  name: 'Banco de Crédito del Perú',
  shortName: 'BCP',
  color: '#002A8D',
};

/** Cambix's BCP account the customer pays into. */
export const COLLECTION_ACCOUNT: Order['collectionAccount'] = {
  bank: BCP,
  currency: 'PEN',
  accountNumber: '1917000000001',
  cci: '00219100170000000152',
  holderName: 'Cambix S.A.C.',
};

/** Ana's PEN account at BCP, and one at BanBif without CCI. */
export const ACCOUNTS: BankAccount[] = [
  {
    id: 11,
    bank: { id: 1, code: '002', name: 'Banco de Crédito del Perú' },
    accountType: { id: 1, name: 'Ahorros' },
    currency: 'PEN',
    accountNumber: '19112345678012',
    cci: null,
    alias: 'Sueldo',
    isProvincia: false,
    confirmed: true,
  },
  {
    id: 12,
    bank: { id: 5, code: '038', name: 'BanBif' },
    accountType: { id: 9, name: 'Ahorros' },
    currency: 'PEN',
    accountNumber: '00712345678',
    cci: null,
    alias: null,
    isProvincia: false,
    confirmed: true,
  },
];

/** A TEMPORAL order of Ana's, as `GET /api/order/active` answers it. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    code: 'KM4TQ8ZP',
    status: 0,
    channel: 'web',
    kind: 'saldo',
    sendCurrency: 'PEN',
    receiveCurrency: 'PEN',
    rate: null,
    direction: null,
    sendAmount: '1000.00',
    finalFee: '45.00',
    receiveAmount: '955.00',
    paymentBank: BCP,
    destinationBankName: 'Banco de Crédito del Perú',
    createdAt: '2026-11-21T15:00:00.000Z',
    expiresAt: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
    quote: QUOTE,
    collectionAccount: COLLECTION_ACCOUNT,
    destination: {
      bankId: 1,
      bankCode: '002',
      bankName: 'Banco de Crédito del Perú',
      accountType: 'Ahorros',
      accountNumber: '19112345678012',
      cci: null,
      currency: 'PEN',
      alias: 'Sueldo',
      holderName: 'Ana Lucía Quispe Mamani',
    },
    promoCode: null,
    referralCode: null,
    customerOperationNumber: null,
    paymentReference: null,
    voucher: null,
    payoutVoucher: null,
    payoutOperationNumber: null,
    note: null,
    history: [{ fromStatus: null, toStatus: 0, at: '2026-11-21T15:00:00.000Z', note: null }],
    receipt: null,
    finalizedAt: null,
    exchange: null,
    fundsOrigin: 'ahorros',
    fundsOriginDetail: null,
    declarationSignedAt: null,
    factura: null,
    ...overrides,
  };
}

export const POINTS: PointsSummary = {
  balance: 230,
  worth: '10.00',
  rules: { pointsPer100: 1, referralReward: 50, redeemPoints: 100, redeemValue: '5.00' },
  history: [
    { id: 1, points: 180, kind: 'earn', orderCode: 'AB23CD45', note: null, at: '2026-10-02T16:00:00.000Z' },
    { id: 2, points: 50, kind: 'referral', orderCode: null, note: null, at: '2026-10-20T16:00:00.000Z' },
  ],
};

export const LIMIT = {
  limit: '50000.00',
  used: '12500.00',
  available: '37500.00',
  tier: 'ACTIVO',
  month: '2026-11',
} as const;
