import type { EndpointSchemas } from '../http/endpoint.ts';
import { userIdParams } from '../users/schemas.ts';
import type { adminUserEndpoints } from './endpoints.ts';
import {
  customerBankAccounts,
  customerDetail,
  customerDocuments,
  customerFilters,
  customerHistory,
  customerList,
  customerOrderPage,
  customerOrdersQuery,
  customerReferrals,
  customerListQuery,
  customerReviewNote,
  customerReviewReason,
  customersCsv,
  customerUpdate,
  myPermissions,
} from './schemas.ts';

export const adminUserSchemas = {
  myPermissions: { response: myPermissions },
  listCustomers: { query: customerListQuery, response: customerList },
  exportCustomers: { query: customerFilters, response: customersCsv },
  customer: { params: userIdParams, response: customerDetail },
  updateCustomer: { params: userIdParams, body: customerUpdate, response: customerDetail },
  customerDocuments: { params: userIdParams, response: customerDocuments },
  customerBankAccounts: { params: userIdParams, response: customerBankAccounts },
  customerHistory: { params: userIdParams, response: customerHistory },
  customerOrders: { params: userIdParams, query: customerOrdersQuery, response: customerOrderPage },
  customerReferrals: { params: userIdParams, response: customerReferrals },
  approveCustomer: { params: userIdParams, body: customerReviewNote, response: customerDetail },
  rejectCustomer: { params: userIdParams, body: customerReviewReason, response: customerDetail },
  blockCustomer: { params: userIdParams, body: customerReviewReason, response: customerDetail },
  activateCustomer: { params: userIdParams, body: customerReviewNote, response: customerDetail },
} satisfies EndpointSchemas<typeof adminUserEndpoints>;
