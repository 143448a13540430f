import { useEffect } from 'react';
import { loadUserState, selectIsLoggedIn, selectRole, useSessionStore } from '@/features/auth';
import type { AppRoute } from '../routes.ts';
import { decideAccess, type AccessDecision } from './decide-access.ts';

/** The guards' decision for a route with the current session; fetches the user state when it is unknown. */
export function useRouteAccess(route: AppRoute): AccessDecision {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const role = useSessionStore(selectRole);
  const userState = useSessionStore((state) => state.userState);
  const loading = useSessionStore((state) => state.loading);
  const decision = decideAccess(route, { isLoggedIn, role, userState, loading });

  useEffect(() => {
    if (decision.kind === 'load-user-state') void loadUserState();
  }, [decision.kind]);

  return decision;
}
