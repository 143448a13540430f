// Orders as the staff screens (Inicio, Órdenes, Pagos, Devoluciones, the order detail) receive them, and
// the staff member's permissions.
import {
  STAFF_MODULES,
  type AdminOrder,
  type AdminOrderSummary,
  type MyPermissions,
  type StaffModule,
  adminUserEndpoints,
} from '@cambix/contract';
import type { SetupServer } from 'msw/node';
import { BCP, COLLECTION_ACCOUNT, QUOTE } from './orders.ts';
import { mockEndpoint } from './mock-endpoint.ts';

const IBK = { id: 2, code: '003', name: 'Interbank', shortName: 'Interbank', color: '#00A94F' };

/** Ana's S/ 1,000 at 4.5 %, paid from BCP to her Interbank account, as every staff view shows it. */
const MONEY_AND_BANKS = {
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
  destinationBankName: 'Interbank',
} as const satisfies Partial<AdminOrderSummary>;

/** One row of a staff queue: Ana's order, paid from BCP, waiting since `statusSince`. */
export function queueRow(id: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    id,
    code: `AB${String(id).padStart(2, '0')}CD34`,
    status: 1,
    ...MONEY_AND_BANKS,
    createdAt: '2026-11-21T14:00:00.000Z',
    expiresAt: null,
    customer: { id: 400, name: 'Ana Lucía Quispe Mamani', documentNumber: '40000001' },
    statusSince: '2026-11-21T14:30:00.000Z',
    expiredAt: null,
    customerOperationNumber: '778899',
    paymentReference: null,
    hasVoucher: true,
    ...overrides,
  };
}

/** One row of Órdenes or Inicio: each id its own customer, no operation number yet. */
export const orderRow = (id: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary =>
  queueRow(id, {
    code: `ORD${String(id).padStart(5, '0')}`,
    createdAt: '2026-11-21T15:05:00.000Z',
    customer: { id: 40 + id, name: `Cliente ${id}`, documentNumber: String(40_000_000 + id) },
    statusSince: '2026-11-21T15:05:00.000Z',
    customerOperationNumber: null,
    paymentReference: null,
    ...overrides,
  });

/** Ana's PENDIENTE order as staff see it, with approve and reject offered. */
export function adminOrderFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 7,
    code: 'KM4TQ8ZP',
    status: 1,
    ...MONEY_AND_BANKS,
    createdAt: '2026-11-21T15:00:00.000Z',
    expiresAt: null,
    quote: QUOTE,
    collectionAccount: COLLECTION_ACCOUNT,
    destination: {
      bankId: 2,
      bankCode: '003',
      bankName: 'Interbank',
      accountType: 'Ahorros',
      accountNumber: '8983123456789',
      cci: '00389801312345678945',
      currency: 'PEN',
      alias: null,
      holderName: 'Ana Lucía Quispe Mamani',
    },
    promoCode: null,
    referralCode: null,
    customerOperationNumber: '778899',
    paymentReference: null,
    voucher: { kind: 'voucher', mimeType: 'image/jpeg', uploadedAt: '2026-11-21T15:05:00.000Z' },
    payoutVoucher: null,
    note: null,
    receipt: null,
    finalizedAt: '2026-11-21T15:06:00.000Z',
    exchange: null,
    fundsOrigin: 'ahorros',
    fundsOriginDetail: null,
    declarationSignedAt: null,
    factura: null,
    declaration: null,
    customer: {
      id: 400,
      name: 'Ana Lucía Quispe Mamani',
      documentType: 'DNI',
      documentNumber: '40000001',
      email: 'ana@cambix.test',
      phone: '987654321',
    },
    partner: null,
    statusSince: '2026-11-21T15:06:00.000Z',
    expiredAt: null,
    incomingOperationNumber: null,
    payoutOperationNumber: null,
    approvedAt: null,
    approvedBy: null,
    thirdPartyPayer: null,
    paidOutAt: null,
    paidOutBy: null,
    rejectionReason: null,
    observedNote: null,
    payoutAccount: null,
    destinationAwaitsConfirmation: false,
    history: [
      {
        fromStatus: null,
        toStatus: 0,
        at: '2026-11-21T15:00:00.000Z',
        note: null,
        actor: null,
        viaLink: false,
      },
      { fromStatus: 0, toStatus: 1, at: '2026-11-21T15:06:00.000Z', note: null, actor: null, viaLink: false },
    ],
    allowedActions: ['approve', 'reject'],
    blockedReason: null,
    ...overrides,
  };
}

/** The same order after its payment was approved: waiting for the payout from Cambix's Interbank account. */
export function payoutOrderFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrderFixture({
    status: 3,
    statusSince: '2026-11-21T15:20:00.000Z',
    incomingOperationNumber: '55501',
    approvedAt: '2026-11-21T15:20:00.000Z',
    approvedBy: { id: 100, name: 'Carla Inés Rojas Vega' },
    payoutAccount: {
      bank: IBK,
      currency: 'PEN',
      accountNumber: '2003001234567',
      cci: '00320000300123456789',
      holderName: 'Cambix S.A.C.',
    },
    history: [
      {
        fromStatus: null,
        toStatus: 0,
        at: '2026-11-21T15:00:00.000Z',
        note: null,
        actor: null,
        viaLink: false,
      },
      { fromStatus: 0, toStatus: 1, at: '2026-11-21T15:06:00.000Z', note: null, actor: null, viaLink: false },
      {
        fromStatus: 1,
        toStatus: 3,
        at: '2026-11-21T15:20:00.000Z',
        note: 'Revisado en banca',
        actor: { id: 100, name: 'Carla Inés Rojas Vega' },
        viaLink: false,
      },
    ],
    allowedActions: ['payout', 'observe'],
    ...overrides,
  });
}

/** Venta: the customer pays S/ 1,884.00 and receives US$ 500.00 at S/ 3.768 (Cambix earns S/ 6.50). */
export const VENTA_TERMS = {
  kind: 'divisas',
  direction: 'venta',
  rate: '3.7680',
  sendCurrency: 'PEN',
  receiveCurrency: 'USD',
  sendAmount: '1884.00',
  finalFee: '0.00',
  receiveAmount: '500.00',
} as const satisfies Partial<AdminOrderSummary>;

/** Compra: the customer pays US$ 500.00 and receives S/ 1,871.00 at S/ 3.742. */
export const COMPRA_TERMS = {
  kind: 'divisas',
  direction: 'compra',
  rate: '3.7420',
  sendCurrency: 'USD',
  receiveCurrency: 'PEN',
  sendAmount: '500.00',
  finalFee: '0.00',
  receiveAmount: '1871.00',
} as const satisfies Partial<AdminOrderSummary>;

/** The venta waiting for its payout in dollars, with its declaración jurada signed. */
export function divisasPayoutFixture(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const base = payoutOrderFixture();
  return payoutOrderFixture({
    ...VENTA_TERMS,
    destination: { ...base.destination, currency: 'USD' },
    payoutAccount: { ...base.payoutAccount!, currency: 'USD', accountNumber: '2003000001202' },
    exchange: {
      direction: 'venta',
      sendCurrency: 'PEN',
      receiveCurrency: 'USD',
      rate: '3.7680',
      usdAmount: '500.00',
      penAmount: '1884.00',
      spread: '6.50',
      rateId: 3,
      lockedUntil: '2026-11-21T15:15:00.000Z',
      indicative: false,
    },
    fundsOrigin: 'venta_bien',
    fundsOriginDetail: null,
    declarationSignedAt: '2026-11-21T15:01:00.000Z',
    declaration: { signedBy: 'Ana Lucía Quispe Mamani', signedAt: '2026-11-21T15:01:00.000Z' },
    ...overrides,
  });
}

/** The signed-in staff member may view only `visible` (all modules when omitted). */
export function servePermissions(server: SetupServer, visible: readonly StaffModule[] = STAFF_MODULES) {
  const answer: MyPermissions = {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: visible.includes(module),
      canEdit: visible.includes(module),
    })),
  };
  server.use(mockEndpoint(adminUserEndpoints.myPermissions, () => answer));
}
