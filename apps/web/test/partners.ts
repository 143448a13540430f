import type {
  ExternalOrder,
  Partner,
  PartnerChoice,
  PartnerLinkView,
  PartnerOrder,
  PartnerOrderPage,
} from '@cambix/contract';
import { BCP, COLLECTION_ACCOUNT } from './orders.ts';

/** The demo partner, as the choices list it. */
export const PARTNER_CHOICE: PartnerChoice = { id: 3, name: 'Agente Rápido S.A.C.', active: true };

/** One of the partner's orders, TEMPORAL with its link still open. */
export function partnerOrder(overrides: Partial<PartnerOrder> = {}): PartnerOrder {
  return {
    code: 'AB23CD45',
    status: 0,
    client: {
      name: 'Rosa Huamán Quispe',
      documentType: 'DNI',
      documentNumber: '45678912',
      email: 'rosa@correo.pe',
      phone: '987654321',
    },
    kind: 'saldo',
    sendCurrency: 'PEN',
    currency: 'PEN',
    sendAmount: '1000.00',
    finalFee: '45.00',
    receiveAmount: '955.00',
    exchange: null,
    paymentBank: BCP,
    destination: { bankName: 'BBVA', accountNumber: '001101230100012345', cci: null },
    createdAt: '2026-11-20T15:00:00.000Z',
    finalizedAt: null,
    paidOutAt: null,
    note: null,
    fundsOrigin: 'ahorros',
    fundsOriginDetail: null,
    declarationRequired: false,
    declarationSignedAt: null,
    factura: null,
    link: {
      code: 'ABCDEFGHJKLMNPQR',
      url: 'https://cambix.test/externo/finalizar-orden/ABCDEFGHJKLMNPQR',
      state: 'activa',
      expiresAt: '2026-11-22T15:00:00.000Z',
    },
    share: null,
    ...overrides,
  };
}

export function partnerOrderPage(
  items: PartnerOrder[],
  overrides: Partial<PartnerOrderPage> = {},
): PartnerOrderPage {
  return {
    items,
    total: items.length,
    totalCapped: false,
    page: 1,
    size: 20,
    month: { orders: items.length, sendAmount: '1000.00', shareEarned: '9.00' },
    ...overrides,
  };
}

/** What the client sees through the link. */
export function linkView(
  overrides: Partial<Omit<PartnerLinkView, 'order'>> & { order?: Partial<PartnerLinkView['order']> } = {},
): PartnerLinkView {
  const { order, ...rest } = overrides;
  return {
    state: 'activa',
    expiresAt: '2026-11-22T15:00:00.000Z',
    partnerName: 'Agente Rápido S.A.C.',
    clientFirstName: 'Rosa',
    paymentSteps: ['Entra a tu banca por internet.', 'Elige transferir a otra cuenta.'],
    ...rest,
    order: {
      code: 'AB23CD45',
      status: 0,
      kind: 'saldo',
      sendCurrency: 'PEN',
      currency: 'PEN',
      sendAmount: '1000.00',
      finalFee: '45.00',
      receiveAmount: '955.00',
      exchange: null,
      collectionAccount: COLLECTION_ACCOUNT,
      destination: { bankName: 'BBVA', maskedAccount: '•••• 2345' },
      hasVoucher: false,
      operationNumber: null,
      finalizedAt: null,
      paidOutAt: null,
      declarationRequired: false,
      declarationSigned: false,
      factura: null,
      receipt: null,
      ...order,
    },
  };
}

export function externalOrder(id: number, overrides: Partial<ExternalOrder> = {}): ExternalOrder {
  const { link: _link, ...order } = partnerOrder();
  return {
    ...order,
    id,
    code: `EX${String(id).padStart(6, '2')}`,
    partner: { id: PARTNER_CHOICE.id, name: PARTNER_CHOICE.name },
    linkState: 'activa',
    ...overrides,
  };
}

export function partnerBusiness(overrides: Partial<Partner> = {}): Partner {
  return {
    id: PARTNER_CHOICE.id,
    name: PARTNER_CHOICE.name,
    ruc: '20100070970',
    contactName: 'Marco Salas',
    contactEmail: 'socio@cambix.test',
    contactPhone: '987654321',
    sharePercent: '20.00',
    commissionPercent: null,
    payoutBank: { id: 1, name: 'Banco de Crédito del Perú' },
    payoutAccountNumber: '19170000000012',
    payoutCci: '00219100000000001234',
    linkHours: 48,
    active: true,
    webhookEndpoints: 0,
    users: [{ id: 400, name: 'Marco Salas', email: 'socio@cambix.test', active: true }],
    createdAt: '2026-11-01T15:00:00.000Z',
    ...overrides,
  };
}
