import { endpoint, withCallers } from '../http/endpoint.ts';
import { adminUserCallers } from './callers.ts';
import type { BankAccount } from '../bank-accounts/schemas.ts';
import type { UserIdParams } from '../users/schemas.ts';
import type {
  CustomerDetail,
  CustomerDocument,
  CustomerFilters,
  CustomerHistoryEntry,
  CustomerList,
  CustomerOrderPage,
  CustomerOrdersQuery,
  CustomerReferrals,
  CustomerListQuery,
  CustomerReviewNote,
  CustomerReviewReason,
  CustomerUpdate,
  MyPermissions,
} from './schemas.ts';

/** Staff screens of customers (module `users`: view to read, edit to change). */
export const adminUserEndpoints = withCallers(adminUserCallers, {
  /** The caller's module permissions, so the web hides what the server would refuse. */
  myPermissions: endpoint<{ response: MyPermissions }>('GET', '/api/admin/my-permissions'),
  listCustomers: endpoint<{ query: CustomerListQuery; response: CustomerList }>('GET', '/api/admin/users'),
  /** Answers a CSV file (text/csv, UTF-8 with BOM); a refusal is still the JSON envelope. */
  exportCustomers: endpoint<{ query: CustomerFilters; response: string }>('GET', '/api/admin/users/export'),
  customer: endpoint<{ params: UserIdParams; response: CustomerDetail }>('GET', '/api/admin/users/:userId'),
  updateCustomer: endpoint<{ params: UserIdParams; body: CustomerUpdate; response: CustomerDetail }>(
    'PATCH',
    '/api/admin/users/:userId',
  ),
  customerDocuments: endpoint<{ params: UserIdParams; response: CustomerDocument[] }>(
    'GET',
    '/api/admin/users/:userId/documents',
  ),
  customerBankAccounts: endpoint<{ params: UserIdParams; response: BankAccount[] }>(
    'GET',
    '/api/admin/users/:userId/bank-accounts',
  ),
  customerHistory: endpoint<{ params: UserIdParams; response: CustomerHistoryEntry[] }>(
    'GET',
    '/api/admin/users/:userId/history',
  ),
  /** The customer's orders for the file's Órdenes tab (module `users`: the file shows them; decision 107). */
  customerOrders: endpoint<{ params: UserIdParams; query: CustomerOrdersQuery; response: CustomerOrderPage }>(
    'GET',
    '/api/admin/users/:userId/orders',
  ),
  customerReferrals: endpoint<{ params: UserIdParams; response: CustomerReferrals }>(
    'GET',
    '/api/admin/users/:userId/referrals',
  ),
  approveCustomer: endpoint<{ params: UserIdParams; body: CustomerReviewNote; response: CustomerDetail }>(
    'POST',
    '/api/admin/users/:userId/approve',
  ),
  rejectCustomer: endpoint<{ params: UserIdParams; body: CustomerReviewReason; response: CustomerDetail }>(
    'POST',
    '/api/admin/users/:userId/reject',
  ),
  blockCustomer: endpoint<{ params: UserIdParams; body: CustomerReviewReason; response: CustomerDetail }>(
    'POST',
    '/api/admin/users/:userId/block',
  ),
  activateCustomer: endpoint<{ params: UserIdParams; body: CustomerReviewNote; response: CustomerDetail }>(
    'POST',
    '/api/admin/users/:userId/activate',
  ),
});
