/**
 * Reference data seeded into empty tables: payment steps per bank and survey 1
 * (docs/rules/identity.md#survey, docs/rules/banks-and-accounts.md#payment-steps).
 */

/** How to pay Cambix from a card, for the banks where Cambix holds a collection account. */
export const PAYMENT_STEPS: Record<string, string[]> = {
  '002': [
    'Ingresa a tu app o banca por internet del BCP.',
    'Elige «Transferir» y luego «A otra cuenta BCP».',
    'Pega el número de cuenta de Cambix que ves en esta pantalla y escribe el monto exacto de tu orden.',
    'Confirma la operación y guarda la constancia: la subirás como comprobante.',
  ],
  '003': [
    'Ingresa a la app o banca por internet de Interbank.',
    'Elige «Transferencias» y luego «A cuentas Interbank».',
    'Pega el número de cuenta de Cambix y escribe el monto exacto de tu orden.',
    'Confirma y descarga la constancia para subirla como comprobante.',
  ],
  '011': [
    'Ingresa a la app BBVA o a bbva.pe.',
    'Elige «Operaciones» y luego «Transferir a cuentas BBVA».',
    'Pega el número de cuenta de Cambix y escribe el monto exacto de tu orden.',
    'Confirma y guarda la constancia de la operación.',
  ],
  '009': [
    'Ingresa a la app o banca por internet de Scotiabank.',
    'Elige «Transferencias» y luego «Entre cuentas de otros clientes Scotiabank».',
    'Pega el número de cuenta de Cambix y escribe el monto exacto de tu orden.',
    'Confirma y guarda la constancia para subirla como comprobante.',
  ],
};

export const SURVEY_ONE = {
  id: 1,
  title: '¿Cómo nos conociste?',
  questions: [
    {
      position: 1,
      text: '¿Cómo nos conociste?',
      kind: 'single' as const,
      options: [
        { id: 'facebook', label: 'Facebook' },
        { id: 'instagram', label: 'Instagram' },
        { id: 'tiktok', label: 'TikTok' },
        { id: 'google', label: 'Google' },
        { id: 'recomendacion', label: 'Me lo recomendó un familiar o amigo' },
        { id: 'referido', label: 'Con un código de referido' },
        { id: 'otro', label: 'Otro', withText: true },
      ],
    },
  ],
};

/** Cambix's own accounts where it collects: one to collect and one to pay out, in soles, per bank. */
export const CAMBIX_ACCOUNTS: {
  bankCode: string;
  office: string;
  collection: string;
  payout: string;
}[] = [
  { bankCode: '002', office: '194', collection: '19400000000101', payout: '19400000000202' },
  { bankCode: '003', office: '200', collection: '2003000000101', payout: '2003000000202' },
  { bankCode: '011', office: '814', collection: '001108140200000101', payout: '001108140200000202' },
  { bankCode: '009', office: '170', collection: '1700000101', payout: '1700000202' },
];

/** Cambix's dollar accounts (docs/rules/exchange.md#accounts-and-currencies): to collect and to pay out. */
export const CAMBIX_USD_ACCOUNTS: typeof CAMBIX_ACCOUNTS = [
  { bankCode: '002', office: '194', collection: '19400000001101', payout: '19400000001202' },
  { bankCode: '003', office: '200', collection: '2003000001101', payout: '2003000001202' },
  { bankCode: '011', office: '814', collection: '001108140200001101', payout: '001108140200001202' },
];

export const CAMBIX_HOLDER = 'Cambix S.A.C.';

/**
 * The first board (docs/rules/exchange.md#rates), published by no one at seed time so the calculator has
 * rates from the start: operations from US$ 50.00 to US$ 30,000.00, better rates for larger amounts.
 */
export const FIRST_BOARD = {
  buy: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7420' },
    { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7450' },
    { fromUsd: '5000.00', toUsd: '30000.01', rate: '3.7480' },
  ],
  sell: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7680' },
    { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7650' },
    { fromUsd: '5000.00', toUsd: '30000.01', rate: '3.7620' },
  ],
};

/** Receipt series per payment bank (docs/rules/receipts.md#series-and-numbers). */
export const RECEIPT_SERIES: Record<string, string> = {
  '002': 'B001',
  '003': 'B002',
  '011': 'B003',
  '009': 'B004',
};

/** A coupon to try the promo flow: 10 % off the fee from S/ 1,000, once per customer. */
export const DEMO_COUPON = {
  code: 'CAMBIX10',
  description: 'Cupón de bienvenida: 10 % menos de comisión desde S/ 1,000.',
  discountKind: 'percent' as const,
  discountValue: '10.00',
  usesPerCustomer: 1,
  minAmount: '1000.00',
};

/**
 * Campaigns for Cupones to show one of each kind and state in the demo: a fixed amount for one payment bank,
 * a first order only, one that ended and one that has not started (dates at Lima midnights, 05:00 UTC).
 */
export const DEMO_CAMPAIGNS = [
  {
    code: 'BCP15',
    description: 'S/ 15 menos de comisión pagando desde BCP.',
    discountKind: 'amount' as const,
    discountValue: '15.00',
    totalUses: 500,
    usesPerCustomer: 2,
    minAmount: '1000.00',
    bankCode: '002',
  },
  {
    code: 'PRIMERA50',
    description: 'Tu primera orden con 50 % menos de comisión.',
    discountKind: 'percent' as const,
    discountValue: '50.00',
    usesPerCustomer: 1,
    firstOrderOnly: true,
  },
  {
    code: 'VERANO2026',
    description: 'Campaña de verano: 15 % menos de comisión.',
    discountKind: 'percent' as const,
    discountValue: '15.00',
    totalUses: 200,
    validFrom: new Date('2026-01-01T05:00:00Z'),
    validTo: new Date('2026-03-01T05:00:00Z'),
  },
  {
    code: 'NAVIDAD2026',
    description: 'Navidad: 20 % menos de comisión, hasta S/ 20,000.',
    discountKind: 'percent' as const,
    discountValue: '20.00',
    maxAmount: '20000.00',
    validFrom: new Date('2026-12-15T05:00:00Z'),
    validTo: new Date('2027-01-01T05:00:00Z'),
  },
];
