import { endpoint, withCallers } from '../http/endpoint.ts';
import { riskCallers } from './risk-callers.ts';
import type {
  CustomerRisk,
  CustomerRiskList,
  CustomerRiskListQuery,
  CustomerRiskParams,
  ReviewRiskRequest,
} from './risk-schemas.ts';

/** Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk). */
export const riskEndpoints = withCallers(riskCallers, {
  /** Customers by level, overdue reviews first; each read is audited. */
  list: endpoint<{ query: CustomerRiskListQuery; response: CustomerRiskList }>(
    'GET',
    '/api/admin/compliance/risk',
  ),
  /** A high-risk customer reviewed: the note is kept and the next review day set. */
  review: endpoint<{ params: CustomerRiskParams; body: ReviewRiskRequest; response: CustomerRisk }>(
    'POST',
    '/api/admin/compliance/risk/:userId/review',
  ),
});
