// Fixtures and a renderer for the Egreso tests: the route's page with msw answering the finance endpoints.
import {
  adminUserEndpoints,
  approvalEndpoints,
  manualMovementEndpoints,
  STAFF_MODULES,
  type ApprovalRequest,
  type FinanceAccount,
  type ManualMovement,
  type ManualMovementPage,
  type MovementFormOptions,
  type MyPermissions,
} from '@cambix/contract';
import type { SetupServer } from 'msw/node';
import CashOutPage from '@/app/routes/staff/cash-out.tsx';
import { startSession } from '@/features/auth';
import { sessionFor } from '../../../test/fixtures.ts';
import { mockEndpoint } from '../../../test/mock-endpoint.ts';
import { renderPages } from '../../../test/render-pages.tsx';

const account = (id: number, patch: Partial<FinanceAccount>): FinanceAccount => ({
  id,
  bankId: 1,
  bankName: 'BCP',
  bankCode: '002',
  currency: 'PEN',
  purpose: 'collection',
  accountNumber: '19312345678012',
  holderName: 'Cambix S.A.C.',
  active: true,
  ...patch,
});

export const BCP_PEN = account(3, {});
export const IBK_PEN = account(5, {
  bankId: 3,
  bankName: 'Interbank',
  bankCode: '003',
  purpose: 'payout',
  accountNumber: '2003004005550',
});
export const BCP_USD = account(4, { currency: 'USD', accountNumber: '19398765432199', purpose: 'payout' });

export const OPTIONS: MovementFormOptions = {
  accounts: [BCP_PEN, IBK_PEN, BCP_USD],
  concepts: ['Pago a proveedor', 'Comisión bancaria', 'Otros ingresos'],
  fourEyesAbove: '5000.00',
  today: '2026-11-27',
};

const ref = (source: FinanceAccount) => ({
  id: source.id,
  label: `${source.bankName} ${source.currency === 'PEN' ? 'S/' : 'US$'} ···${source.accountNumber.slice(-4)}`,
  currency: source.currency,
});

export function movement(id: number, patch: Partial<ManualMovement> = {}): ManualMovement {
  return {
    id,
    type: 'egreso',
    state: 'recorded',
    account: ref(BCP_PEN),
    toAccount: null,
    concept: 'Pago a proveedor',
    amount: '1200.00',
    operatedOn: '2026-11-26',
    note: null,
    operationNumber: '000123',
    hasAttachment: false,
    createdBy: { id: 200, name: 'Luis Paredes' },
    createdAt: '2026-11-26T15:30:00.000Z',
    decidedBy: null,
    decidedAt: null,
    rejectionReason: null,
    entryIds: [900 + id],
    reversed: false,
    ...patch,
  };
}

export const transferRef = { from: ref(BCP_PEN), to: ref(IBK_PEN) };

export const pageOf = (rows: ManualMovement[], pendingCount = 0): ManualMovementPage => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
  pendingCount,
});

function permissions(canEdit: boolean): MyPermissions {
  return {
    role: canEdit ? 'Administrador' : 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: ['egreso', 'balance', 'flujo'].includes(module),
      canEdit: module === 'egreso' && canEdit,
    })),
  };
}

export interface CashOutServe {
  /** All movements; the pending query gets those pending. */
  rows?: ManualMovement[];
  options?: MovementFormOptions;
  /** Reversals and settlements waiting for a second person. */
  approvals?: ApprovalRequest[];
}

/** Signs in, answers the Egreso reads and opens /dashboard/egreso. */
export function renderCashOut(
  server: SetupServer,
  { rows = [], options = OPTIONS, approvals = [] }: CashOutServe = {},
  { canEdit = true, grants }: { canEdit?: boolean; grants?: MyPermissions } = {},
) {
  startSession(sessionFor(grants?.role ?? (canEdit ? 'Administrador' : 'Colaborador')));
  const listQueries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(adminUserEndpoints.myPermissions, () => grants ?? permissions(canEdit)),
    mockEndpoint(approvalEndpoints.pending, () => ({ rows: approvals })),
    mockEndpoint(manualMovementEndpoints.options, () => options),
    mockEndpoint(manualMovementEndpoints.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const pending = rows.filter((row) => row.state === 'pending');
      return pageOf(query.get('state') === 'pending' ? pending : rows, pending.length);
    }),
  );
  return {
    listQueries,
    ...renderPages('/dashboard/egreso', [
      { path: '/dashboard/egreso', page: CashOutPage, title: 'Ingresos y egresos' },
    ]),
  };
}
