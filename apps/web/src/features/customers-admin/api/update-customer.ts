import { adminUserEndpoints, type CustomerDetail, type CustomerUpdate } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function updateCustomer(userId: number, body: CustomerUpdate): Promise<CustomerDetail> {
  return apiCall(adminUserEndpoints.updateCustomer, { params: { userId: String(userId) }, body });
}

export function useUpdateCustomer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerUpdate) => updateCustomer(userId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(customerKeys.detail(userId), detail);
      void queryClient.invalidateQueries({ queryKey: customerKeys.history(userId) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
