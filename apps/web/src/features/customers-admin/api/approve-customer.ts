import { adminUserEndpoints, type CustomerDetail, type CustomerReviewNote } from '@cambix/contract';
import { apiRequest, type ApiResult } from '@/lib/api-client.ts';

export function approveCustomer(
  userId: number,
  body: CustomerReviewNote,
): Promise<ApiResult<CustomerDetail>> {
  return apiRequest(adminUserEndpoints.approveCustomer, { params: { userId: String(userId) }, body });
}
