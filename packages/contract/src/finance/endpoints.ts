import { endpoint, withCallers } from '../http/endpoint.ts';
import {
  activeCustomerCallers,
  approvalCallers,
  balanceCallers,
  manualMovementCallers,
  movementCallers,
  paymentMatchCallers,
  summaryCallers,
} from './callers.ts';
import type {
  ApprovePaymentMatchRequest,
  DismissPaymentMatchRequest,
  PaymentMatch,
  PaymentMatchListQuery,
  PaymentMatchParams,
} from './payment-match-schemas.ts';
import type {
  ApprovalList,
  ApprovalParams,
  ApprovalRequest,
  RejectApprovalRequest,
} from './approval-schemas.ts';
import type {
  ReconciliationDetail,
  ReconciliationListQuery,
  ReconciliationParams,
  ReconciliationSummary,
  StatementPreview,
} from './reconciliation-schemas.ts';
import type {
  BalanceOverview,
  LedgerEntryParams,
  ManualMovement,
  ManualMovementListQuery,
  ManualMovementPage,
  ManualMovementParams,
  MovementExportQuery,
  MovementFormOptions,
  MovementListQuery,
  MovementPage,
  RejectMovementRequest,
  ReversalResult,
  ReverseEntryRequest,
} from './schemas.ts';
import type {
  ActiveCustomerFilters,
  ActiveCustomerListQuery,
  ActiveCustomerPage,
  FinanceSummary,
  SummaryQuery,
} from './summary-schemas.ts';

/** /dashboard/nuevo-balance (module balance): balances per account and bank statement reconciliation. */
export const balanceEndpoints = withCallers(balanceCallers, {
  overview: endpoint<{ response: BalanceOverview }>('GET', '/api/admin/finance/balance'),
  /** Multipart: `accountId` and the CSV as `statement`. Reads and previews; saves nothing. */
  previewStatement: endpoint<{ response: StatementPreview }>(
    'POST',
    '/api/admin/finance/reconciliations/preview',
    { multipart: true },
  ),
  /** Multipart: `accountId`, `mapping` (JSON) and the CSV as `statement`. Matches and saves, all or nothing. */
  reconcile: endpoint<{ response: ReconciliationDetail }>('POST', '/api/admin/finance/reconciliations', {
    multipart: true,
  }),
  reconciliations: endpoint<{ query: ReconciliationListQuery; response: ReconciliationSummary[] }>(
    'GET',
    '/api/admin/finance/reconciliations',
  ),
  reconciliation: endpoint<{ params: ReconciliationParams; response: ReconciliationDetail }>(
    'GET',
    '/api/admin/finance/reconciliations/:reconciliationId',
  ),
});

/** /dashboard/egreso (module egreso): manual ingresos, egresos and transfers; reversals; four-eyes. */
export const manualMovementEndpoints = withCallers(manualMovementCallers, {
  options: endpoint<{ response: MovementFormOptions }>('GET', '/api/admin/finance/movement-options'),
  list: endpoint<{ query: ManualMovementListQuery; response: ManualMovementPage }>(
    'GET',
    '/api/admin/finance/manual-movements',
  ),
  /** Multipart: the ManualMovementFields and, optionally, the file `attachment` (image or PDF). */
  create: endpoint<{ response: ManualMovement }>('POST', '/api/admin/finance/manual-movements', {
    multipart: true,
  }),
  /**
   * Four-eyes: a second person records a pending movement; its author cannot. The movement's approval
   * request is decided, as `approvalEndpoints` would (decision 148).
   */
  approve: endpoint<{ params: ManualMovementParams; response: ManualMovement }>(
    'POST',
    '/api/admin/finance/manual-movements/:movementId/approve',
  ),
  reject: endpoint<{ params: ManualMovementParams; body: RejectMovementRequest; response: ManualMovement }>(
    'POST',
    '/api/admin/finance/manual-movements/:movementId/reject',
  ),
  /** The attachment (sandboxed download); Movimientos opens it too (module flujo). */
  attachment: endpoint<{ params: ManualMovementParams; response: string }>(
    'GET',
    '/api/admin/finance/manual-movements/:movementId/attachment',
  ),
  /** A new row that undoes this one (both legs of a transfer); the original is never edited. */
  reverse: endpoint<{ params: LedgerEntryParams; body: ReverseEntryRequest; response: ReversalResult }>(
    'POST',
    '/api/admin/finance/entries/:entryId/reverse',
  ),
});

/** /dashboard/flujo (module flujo): every ledger row, newest first, with its running balance. */
export const movementEndpoints = withCallers(movementCallers, {
  list: endpoint<{ query: MovementListQuery; response: MovementPage }>('GET', '/api/admin/finance/movements'),
  /** CSV (UTF-8 with BOM) or Excel (.xlsx) of exactly the filtered rows. */
  export: endpoint<{ query: MovementExportQuery; response: string }>(
    'GET',
    '/api/admin/finance/movements/export',
  ),
});

/** /dashboard/resumen and /dashboard/resumen-formated (module resumen). */
export const summaryEndpoints = withCallers(summaryCallers, {
  get: endpoint<{ query: SummaryQuery; response: FinanceSummary }>('GET', '/api/admin/finance/summary'),
  /** The printable table as an A4 PDF. */
  pdf: endpoint<{ query: SummaryQuery; response: string }>('GET', '/api/admin/finance/summary/pdf'),
});

/** /dashboard/user/userActive (module users). */
export const activeCustomerEndpoints = withCallers(activeCustomerCallers, {
  list: endpoint<{ query: ActiveCustomerListQuery; response: ActiveCustomerPage }>(
    'GET',
    '/api/admin/active-customers',
  ),
  export: endpoint<{ query: ActiveCustomerFilters; response: string }>(
    'GET',
    '/api/admin/active-customers/export',
  ),
});

/**
 * Four-eyes requests (reversals, partner settlements, points adjustments, manual movements): the ones
 * waiting, and a second person's decision. Each needs edit on its own module (decisions 131, 148).
 */
export const approvalEndpoints = withCallers(approvalCallers, {
  pending: endpoint<{ response: ApprovalList }>('GET', '/api/admin/approvals'),
  approve: endpoint<{ params: ApprovalParams; response: ApprovalRequest }>(
    'POST',
    '/api/admin/approvals/:requestId/approve',
  ),
  reject: endpoint<{ params: ApprovalParams; body: RejectApprovalRequest; response: ApprovalRequest }>(
    'POST',
    '/api/admin/approvals/:requestId/reject',
  ),
});

/** /dashboard/pagos-referencia (module pagos; cumplimiento reads): statement lines that named a payment reference. */
export const paymentMatchEndpoints = withCallers(paymentMatchCallers, {
  list: endpoint<{ query: PaymentMatchListQuery; response: PaymentMatch[] }>(
    'GET',
    '/api/admin/finance/payment-matches',
  ),
  /** Approves one candidate's payment with the line as its evidence, as Pagos' approval does. */
  approve: endpoint<{ params: PaymentMatchParams; body: ApprovePaymentMatchRequest; response: PaymentMatch }>(
    'POST',
    '/api/admin/finance/payment-matches/:matchId/approve',
  ),
  dismiss: endpoint<{ params: PaymentMatchParams; body: DismissPaymentMatchRequest; response: PaymentMatch }>(
    'POST',
    '/api/admin/finance/payment-matches/:matchId/dismiss',
  ),
});
