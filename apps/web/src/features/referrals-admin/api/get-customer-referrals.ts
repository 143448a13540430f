import { adminUserEndpoints, type CustomerReferrals } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from '@/features/customers-admin';

export function getCustomerReferrals(userId: number, signal?: AbortSignal): Promise<CustomerReferrals> {
  return apiCall(adminUserEndpoints.customerReferrals, { params: { userId: String(userId) }, signal });
}

/** The customer's referral code and the customers who signed up with it (tab Referidos). */
export function useCustomerReferrals(userId: number) {
  return useQuery({
    queryKey: customerKeys.referrals(userId),
    enabled: userId > 0,
    queryFn: ({ signal }) => getCustomerReferrals(userId, signal),
    staleTime: 0,
  });
}
