import { adminUserEndpoints, type CustomerDetail, type CustomerReviewReason } from '@cambix/contract';
import { apiRequest, type ApiResult } from '@/lib/api-client.ts';

export function rejectCustomer(
  userId: number,
  body: CustomerReviewReason,
): Promise<ApiResult<CustomerDetail>> {
  return apiRequest(adminUserEndpoints.rejectCustomer, { params: { userId: String(userId) }, body });
}
