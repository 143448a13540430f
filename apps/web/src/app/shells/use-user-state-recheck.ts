import { useEffect } from 'react';
import { loadUserState, selectRole, useSessionStore } from '@/features/auth';

/**
 * Customer and free shells ask the server for the KYC step when they mount
 * (docs/rules/route-guards.md#shell-start-re-check), so a change made by staff is seen on the next visit; the
 * route guards then act on the fresh value.
 */
export function useUserStateRecheck(): void {
  const isCustomer = useSessionStore((state) => selectRole(state) === 'Cliente');
  useEffect(() => {
    if (isCustomer) void loadUserState({ background: true });
  }, [isCustomer]);
}
