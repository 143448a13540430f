import { orderLinkEndpoints, type LinkCodeSent, type ResolvedLink } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

/** `POST /api/order-link/{code}/send-code`: the link's customer gets a 6-digit code by mail (decision 071). */
export const sendLinkCode = (code: string): Promise<LinkCodeSent> =>
  apiCall(orderLinkEndpoints.sendCode, { params: { code } });

/** `POST /api/order-link/{code}/verify`: the right code answers the link with a session bound to it. */
export const verifyLinkCode = (code: string, verificationCode: string): Promise<ResolvedLink> =>
  apiCall(orderLinkEndpoints.verify, { params: { code }, body: { verificationCode } });

export function useSendLinkCode(code: string) {
  return useMutation({ mutationFn: () => sendLinkCode(code) });
}

export function useVerifyLinkCode(code: string) {
  return useMutation({ mutationFn: (verificationCode: string) => verifyLinkCode(code, verificationCode) });
}
