// Rows and answers the staff board tests share.
import {
  STAFF_MODULES,
  type AdminOrderSummary,
  type MyPermissions,
  type StaffModule,
} from '@cambix/contract';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { ok } from './fixtures.ts';

export const BCP = {
  id: 1,
  code: '002',
  name: 'Banco de Crédito del Perú',
  shortName: 'BCP',
  color: '#002a8d',
};

export const orderRow = (id: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id,
  code: `ORD${String(id).padStart(5, '0')}`,
  status: 1,
  channel: 'web',
  sendAmount: '1000.00',
  finalFee: '45.00',
  receiveAmount: '955.00',
  paymentBank: BCP,
  destinationBankName: 'Interbank',
  createdAt: '2026-11-21T15:05:00.000Z',
  expiresAt: null,
  customer: { id: 40 + id, name: `Cliente ${id}`, documentNumber: String(40_000_000 + id) },
  statusSince: '2026-11-21T15:05:00.000Z',
  customerOperationNumber: null,
  hasVoucher: true,
  ...overrides,
});

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
  server.use(http.get('*/api/admin/my-permissions', () => HttpResponse.json(ok(answer))));
}
