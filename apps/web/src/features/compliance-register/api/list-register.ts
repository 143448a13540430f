import { complianceRegisterEndpoints, type RegisterPage } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { registerKeys } from './keys.ts';

export function listRegister(month: string, signal?: AbortSignal): Promise<RegisterPage> {
  return apiCall(complianceRegisterEndpoints.list, { query: { month }, signal });
}

export const registerMonthQuery = (month: string) =>
  queryOptions({ queryKey: registerKeys.month(month), queryFn: ({ signal }) => listRegister(month, signal) });

/** `GET /api/admin/compliance/register`: one Lima month of the register (each read is audited). */
export function useRegisterMonth(month: string) {
  return useQuery(registerMonthQuery(month));
}
