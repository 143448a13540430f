import { identityEndpoints, type KycStatus, type KycSubmissionRequest } from '@cambix/contract';
import { useSessionStore } from '@/features/auth';
import { apiRequest } from '@/lib/api-client.ts';

/**
 * Submits the step the customer is on; the session follows the new step (and, at the end, the account
 * status POR_VALIDAR), so the guards send the customer on.
 */
export async function submitKycStep(userId: number, body: KycSubmissionRequest): Promise<KycStatus> {
  const { data } = await apiRequest(identityEndpoints.submitStep, {
    params: { userId: String(userId) },
    body,
  });
  applyKycStatus(data);
  return data;
}

/** Keeps the session's KYC step and status in line with what the server said. */
export function applyKycStatus(status: Pick<KycStatus, 'state' | 'accountStatus'>): void {
  useSessionStore.setState((session) => ({
    userState: status.state,
    user: session.user ? { ...session.user, state: status.state, accountStatus: status.accountStatus } : null,
  }));
}
