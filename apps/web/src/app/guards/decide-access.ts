import { hasRole, type RoleName } from '@cambix/contract';
import { paths } from '../paths.ts';
import type { AppRoute } from '../routes.ts';
import { landingPathFor } from './landing.ts';

/** What the guards need to know about the session. */
export interface GuardSession {
  isLoggedIn: boolean;
  role: RoleName | null;
  /** KYC step; null while unknown. */
  userState: number | null;
  /** A restore or a user-state fetch is running. */
  loading: boolean;
}

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** The session is being restored or checked: show the loading overlay. */
  | { kind: 'wait' }
  /** The user state is unknown: fetch it, then decide again (spec 5). */
  | { kind: 'load-user-state' };

const render: AccessDecision = { kind: 'render' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/**
 * The guards of spec 4 and 5 read with domain.md 12 (decision record 003):
 * - sign-in pages send a signed-in user to their role's landing page;
 * - a route needing authentication sends anyone without a session or without an allowed role to /login
 *   (whose own guard then forwards a signed-in user to their landing page);
 * - customer routes need KYC step 0, else /validateUser; /validateUser with step 0 goes to the landing page.
 */
export function decideAccess(route: AppRoute, session: GuardSession): AccessDecision {
  if (route.redirectTo) return redirect(route.redirectTo);
  if (session.loading && (route.auth || route.guestOnly)) return { kind: 'wait' };

  if (route.guestOnly) {
    return session.isLoggedIn && session.role ? redirect(landingPathFor(session.role)) : render;
  }
  if (!route.auth) return render;

  if (!session.isLoggedIn || !session.role || (route.roles && !hasRole(session.role, route.roles))) {
    return redirect(paths.login);
  }

  if (route.userStateCheck) {
    if (session.userState === null) return { kind: 'load-user-state' };
    const validated = session.userState === 0;
    if (route.userStateCheck === 'validated' && !validated) return redirect(paths.customer.validate);
    if (route.userStateCheck === 'pending' && validated) return redirect(landingPathFor(session.role));
  }
  return render;
}
