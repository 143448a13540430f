import { useEffect } from 'react';
import {
  loadUserState,
  selectIsLoggedIn,
  selectRole,
  selectSessionLink,
  sessionEndedHere,
  useSessionStore,
} from '@/features/auth';
import type { RouteMatch } from '../routes.ts';
import { decideAccess, type AccessDecision } from './decide-access.ts';
import { followRedirects } from './follow-redirects.ts';
import { useOrderLinkStore } from './order-link-state.ts';

/**
 * The guards' decision for a route with the current session; fetches the user state when it is unknown
 * and looks up an order link when the route carries one (its code loads on demand, off the entry).
 */
export function useRouteAccess({ route, params }: RouteMatch, pathname: string, search = ''): AccessDecision {
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const role = useSessionStore(selectRole);
  const userState = useSessionStore((state) => state.userState);
  const loading = useSessionStore((state) => state.loading);
  const dni = useSessionStore((state) => state.user?.dni ?? null);
  const links = useOrderLinkStore((state) => state.links);
  const link = useSessionStore(selectSessionLink);
  // Unless a session ended here (signed out, or its six hours over), whoever is here arrived on this page.
  const returnTo = sessionEndedHere() ? null : `${pathname}${search}`;
  const session = { isLoggedIn, role, userState, loading, dni, links, link, returnTo };
  const decision = followRedirects(decideAccess(route, session, params, search), session);

  const lookup = decision.kind === 'resolve-link' ? decision.lookup : null;
  const code = decision.kind === 'resolve-link' ? decision.code : null;
  useEffect(() => {
    if (decision.kind === 'load-user-state') void loadUserState();
  }, [decision.kind]);
  useEffect(() => {
    if (!lookup || !code) return;
    void import('./resolve-order-link.ts').then(({ resolveOrderLink }) => resolveOrderLink(lookup, code));
  }, [lookup, code]);

  return decision;
}
