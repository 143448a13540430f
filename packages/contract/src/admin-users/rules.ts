import type { AccountStatus } from '../users/state.ts';

/** Columns the staff customer list sorts by on the server. */
export const CUSTOMER_SORT_FIELDS = [
  'registeredAt',
  'name',
  'document',
  'email',
  'status',
  'kycStep',
  'commission',
] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];

export const CUSTOMER_SORT_ORDERS = ['asc', 'desc'] as const;
export type CustomerSortOrder = (typeof CUSTOMER_SORT_ORDERS)[number];

export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_CUSTOMER_PAGE_SIZE = 25;

/** The identity images staff review, in the order the file shows them. */
export const CUSTOMER_DOCUMENT_KINDS = ['DNI_FRONT', 'DNI_BACK', 'SELFIE'] as const;
export type CustomerDocumentKind = (typeof CUSTOMER_DOCUMENT_KINDS)[number];

/** What staff decide about a customer's account (docs/rules/identity.md#staff-review). */
export const CUSTOMER_REVIEW_ACTIONS = ['approve', 'reject', 'block', 'activate'] as const;
export type CustomerReviewAction = (typeof CUSTOMER_REVIEW_ACTIONS)[number];

/** Actions that need a written reason, which the customer receives by mail. */
export const REASON_REQUIRED_CUSTOMER_ACTIONS: readonly CustomerReviewAction[] = ['reject', 'block'];

export const CUSTOMER_REVIEW_REASON_MAX_LENGTH = 500;

/**
 * The account status a review action leads to, or null when the action is not allowed now (decision 022):
 * - approve: POR_VALIDAR with the identity file complete (KYC step 0) becomes ACTIVO;
 * - reject: POR_VALIDAR becomes RECHAZADO (the customer is sent back to send data and photos again);
 * - block: any status but BLOQUEADO;
 * - activate: RECHAZADO once the customer sent everything again (step 0) becomes ACTIVO; BLOQUEADO
 *   becomes ACTIVO with a complete file, REGISTRADO otherwise (the customer finishes validation first).
 */
export function customerReviewOutcome(
  action: CustomerReviewAction,
  status: AccountStatus,
  kycStep: number,
): AccountStatus | null {
  switch (action) {
    case 'approve':
      return status === 'POR_VALIDAR' && kycStep === 0 ? 'ACTIVO' : null;
    case 'reject':
      return status === 'POR_VALIDAR' ? 'RECHAZADO' : null;
    case 'block':
      return status === 'BLOQUEADO' ? null : 'BLOQUEADO';
    case 'activate':
      if (status === 'BLOQUEADO') return kycStep === 0 ? 'ACTIVO' : 'REGISTRADO';
      if (status === 'RECHAZADO') return kycStep === 0 ? 'ACTIVO' : null;
      return null;
  }
}

/** The review actions allowed for an account, in the order the screen shows them. */
export function allowedCustomerReviewActions(status: AccountStatus, kycStep: number): CustomerReviewAction[] {
  return CUSTOMER_REVIEW_ACTIONS.filter((action) => customerReviewOutcome(action, status, kycStep) !== null);
}

/** Page sizes of the customer file's Órdenes tab. */
export const CUSTOMER_ORDER_PAGE_SIZES = ['10', '25', '50'] as const;
