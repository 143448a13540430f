import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type {
  activeCustomerEndpoints,
  approvalEndpoints,
  balanceEndpoints,
  manualMovementEndpoints,
  movementEndpoints,
  paymentMatchEndpoints,
  summaryEndpoints,
} from './endpoints.ts';
import {
  approvePaymentMatchRequest,
  dismissPaymentMatchRequest,
  paymentMatch,
  paymentMatchListQuery,
  paymentMatchParams,
} from './payment-match-schemas.ts';
import { approvalList, approvalParams, approvalRequest, rejectApprovalRequest } from './approval-schemas.ts';
import {
  reconciliationDetail,
  reconciliationListQuery,
  reconciliationParams,
  reconciliationSummary,
  statementPreview,
} from './reconciliation-schemas.ts';
import {
  balanceOverview,
  ledgerEntryParams,
  manualMovement,
  manualMovementListQuery,
  manualMovementPage,
  manualMovementParams,
  movementExportQuery,
  movementFormOptions,
  movementListQuery,
  movementPage,
  rejectMovementRequest,
  reversalResult,
  reverseEntryRequest,
} from './schemas.ts';
import {
  activeCustomerFilters,
  activeCustomerListQuery,
  activeCustomerPage,
  financeSummary,
  summaryQuery,
} from './summary-schemas.ts';

const file = z.string();

export const balanceSchemas = {
  overview: { response: balanceOverview },
  previewStatement: { response: statementPreview },
  reconcile: { response: reconciliationDetail },
  reconciliations: { query: reconciliationListQuery, response: z.array(reconciliationSummary) },
  reconciliation: { params: reconciliationParams, response: reconciliationDetail },
} satisfies EndpointSchemas<typeof balanceEndpoints>;

export const manualMovementSchemas = {
  options: { response: movementFormOptions },
  list: { query: manualMovementListQuery, response: manualMovementPage },
  create: { response: manualMovement },
  approve: { params: manualMovementParams, response: manualMovement },
  reject: { params: manualMovementParams, body: rejectMovementRequest, response: manualMovement },
  attachment: { params: manualMovementParams, response: file },
  reverse: { params: ledgerEntryParams, body: reverseEntryRequest, response: reversalResult },
} satisfies EndpointSchemas<typeof manualMovementEndpoints>;

export const movementSchemas = {
  list: { query: movementListQuery, response: movementPage },
  export: { query: movementExportQuery, response: file },
} satisfies EndpointSchemas<typeof movementEndpoints>;

export const summarySchemas = {
  get: { query: summaryQuery, response: financeSummary },
  pdf: { query: summaryQuery, response: file },
} satisfies EndpointSchemas<typeof summaryEndpoints>;

export const activeCustomerSchemas = {
  list: { query: activeCustomerListQuery, response: activeCustomerPage },
  export: { query: activeCustomerFilters, response: file },
} satisfies EndpointSchemas<typeof activeCustomerEndpoints>;

export const approvalSchemas = {
  pending: { response: approvalList },
  approve: { params: approvalParams, response: approvalRequest },
  reject: { params: approvalParams, body: rejectApprovalRequest, response: approvalRequest },
} satisfies EndpointSchemas<typeof approvalEndpoints>;

export const paymentMatchSchemas = {
  list: { query: paymentMatchListQuery, response: z.array(paymentMatch) },
  approve: { params: paymentMatchParams, body: approvePaymentMatchRequest, response: paymentMatch },
  dismiss: { params: paymentMatchParams, body: dismissPaymentMatchRequest, response: paymentMatch },
} satisfies EndpointSchemas<typeof paymentMatchEndpoints>;
