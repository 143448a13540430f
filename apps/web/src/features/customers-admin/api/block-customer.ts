import { adminUserEndpoints, type CustomerDetail, type CustomerReviewReason } from '@cambix/contract';
import { apiRequest, type ApiResult } from '@/lib/api-client.ts';

export function blockCustomer(
  userId: number,
  body: CustomerReviewReason,
): Promise<ApiResult<CustomerDetail>> {
  return apiRequest(adminUserEndpoints.blockCustomer, { params: { userId: String(userId) }, body });
}
