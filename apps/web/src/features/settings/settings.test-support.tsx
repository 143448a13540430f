// Fixtures and a renderer for the Ajustes tests: the screen as the route shows it, with msw answering the
// settings endpoints from state the test can read back.
import {
  DEFAULT_SETTINGS,
  STAFF_MODULES,
  type BankSettings,
  type CambixAccountSettings,
  type MyPermissions,
  type ReceiptSeriesSettings,
  type SettingsSections,
  adminUserEndpoints,
  settingsEndpoints,
  bankEndpoints,
} from '@cambix/contract';
import type { JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import { startSession } from '@/features/auth';
import SettingsPage from '@/app/routes/staff/settings.tsx';
import { sessionFor } from '../../../test/fixtures.ts';
import { renderPages } from '../../../test/render-pages.tsx';
import { mockEndpoint } from '../../../test/mock-endpoint.ts';

export const BCP: BankSettings = {
  id: 1,
  code: '002',
  name: 'Banco de Crédito del Perú',
  shortName: 'BCP',
  color: '#002A8D',
  logoUrl: null,
  maxOrderAmount: null,
  hasCollectionAccount: true,
  active: true,
  sortOrder: 1,
  accountTypes: [
    { id: 1, code: 'AHORROS', name: 'Ahorros', minLength: 14, maxLength: 14, inUse: true },
    { id: 2, code: 'CORRIENTE', name: 'Corriente', minLength: 13, maxLength: 13, inUse: false },
  ],
  paymentSteps: ['Ingresa a tu banca por internet.', 'Elige Transferencias.', 'Pega el número de cuenta.'],
};

export const CITI: BankSettings = {
  ...BCP,
  id: 12,
  code: '007',
  name: 'Citibank',
  shortName: 'Citi',
  color: '#003B70',
  active: false,
  hasCollectionAccount: false,
  sortOrder: 12,
  accountTypes: [{ id: 30, code: 'AHORROS', name: 'Ahorros', minLength: 10, maxLength: 10, inUse: false }],
  paymentSteps: [],
};

export const ACCOUNTS: CambixAccountSettings[] = [
  {
    id: 3,
    bankId: 1,
    bankName: 'Banco de Crédito del Perú',
    currency: 'PEN',
    purpose: 'collection',
    accountNumber: '19312345678012',
    cci: '00219312345678012517',
    holderName: 'Cambix S.A.C.',
    active: true,
    balance: '15250.50',
    openingBalance: '10000.00',
  },
  {
    id: 4,
    bankId: 1,
    bankName: 'Banco de Crédito del Perú',
    currency: 'USD',
    purpose: 'payout',
    accountNumber: '19398765432199',
    cci: '00219319876543219918',
    holderName: 'Cambix S.A.C.',
    active: true,
    balance: '0.00',
    openingBalance: null,
  },
];

export const SERIES: ReceiptSeriesSettings[] = [
  {
    bankId: 1,
    bankName: 'Banco de Crédito del Perú',
    serie: 'B001',
    nextNumber: 58,
    lastIssued: 57,
    facturaSerie: 'F001',
    facturaNextNumber: 13,
    facturaLastIssued: 12,
  },
  {
    bankId: 5,
    bankName: 'BanBif',
    serie: null,
    nextNumber: null,
    lastIssued: null,
    facturaSerie: null,
    facturaNextNumber: null,
    facturaLastIssued: null,
  },
];

export const SECTIONS: SettingsSections = structuredClone(DEFAULT_SETTINGS);

function permissions(canEdit: boolean): MyPermissions {
  return {
    role: canEdit ? 'Administrador' : 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: module === 'ajustes',
      canEdit: module === 'ajustes' && canEdit,
    })),
  };
}

/** Every request body the test's handlers received, by "METHOD path". */
export type SentBodies = Record<string, JsonBodyType[]>;

/** Signs in, answers the settings reads from the fixtures and opens /dashboard/ajustes at `query`. */
export function renderSettings(server: SetupServer, query: string, { canEdit = true } = {}) {
  startSession(sessionFor(canEdit ? 'Administrador' : 'Colaborador'));
  server.use(
    mockEndpoint(adminUserEndpoints.myPermissions, () => permissions(canEdit)),
    mockEndpoint(settingsEndpoints.sections, () => SECTIONS),
    mockEndpoint(settingsEndpoints.banks, () => [BCP, CITI]),
    mockEndpoint(settingsEndpoints.cambixAccounts, () => ACCOUNTS),
    mockEndpoint(settingsEndpoints.receiptSeries, () => SERIES),
    mockEndpoint(bankEndpoints.list, () => []),
  );
  return renderPages(`/dashboard/ajustes${query}`, [
    { path: '/dashboard/ajustes', page: SettingsPage, title: 'Ajustes' },
  ]);
}
