import { hasRole, type RoleName } from '@cambix/contract';
import { paths } from '../paths.ts';
import type { AppRoute, OrderLinkLookup, RouteParams } from '../routes.ts';
import { landingPathFor } from './landing.ts';
import { linkKey, type LinkResolution } from './order-link-state.ts';

/** What the guards need to know about the session. */
export interface GuardSession {
  isLoggedIn: boolean;
  role: RoleName | null;
  /** KYC step; null while unknown. */
  userState: number | null;
  /** A restore or a user-state fetch is running. */
  loading: boolean;
  /** Document of the signed-in user (order links compare it with theirs). */
  dni?: string | null;
  /** Order links looked up in this tab, by `linkKey`. */
  links?: Readonly<Record<string, LinkResolution>>;
}

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** The session is being restored or checked: show the loading overlay. */
  | { kind: 'wait' }
  /** The user state is unknown: fetch it, then decide again (spec 5). */
  | { kind: 'load-user-state' }
  /** An order link must be looked up (and may sign its customer in) before anything else (spec 5). */
  | { kind: 'resolve-link'; lookup: OrderLinkLookup; code: string };

const render: AccessDecision = { kind: 'render' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/**
 * The guards of spec 4 and 5 read with domain.md 12 (decision record 003):
 * - sign-in pages send a signed-in user to their role's landing page;
 * - a route needing authentication sends anyone without a session or without an allowed role to /login
 *   (whose own guard then forwards a signed-in user to their landing page);
 * - customer routes need KYC step 0, else /validateUser; /validateUser with step 0 goes to the landing page.
 * Before those, an order-link route with a code has its link looked up (spec 5, decision record 035): a
 * failed lookup goes to /login; a resolved one continues with the session it left (its customer's).
 */
export function decideAccess(
  route: AppRoute,
  session: GuardSession,
  params: RouteParams = {},
): AccessDecision {
  if (route.redirectTo) return redirect(route.redirectTo);
  if (session.loading && (route.auth || route.guestOnly)) return { kind: 'wait' };

  const code = route.orderLink ? params.codigo : undefined;
  if (route.orderLink && code) {
    const resolution = session.links?.[linkKey(route.orderLink, code)];
    const lookUp: AccessDecision = { kind: 'resolve-link', lookup: route.orderLink, code };
    if (!resolution) return lookUp;
    if (resolution.status === 'resolving') return { kind: 'wait' };
    if (resolution.status === 'failed') return redirect(paths.login);
    // Resolved for someone else than who is signed in now (signed out or in since): look again.
    if (resolution.dni !== null && resolution.dni !== (session.dni ?? null)) return lookUp;
  }

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
