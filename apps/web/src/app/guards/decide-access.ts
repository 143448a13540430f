import { hasRole, type OrderLinkKind, type RoleName } from '@cambix/contract';
import type { DeadLinkReason } from '@/features/orders';
import { paths } from '../paths.ts';
import type { AppRoute, OrderLinkLookup, RouteParams } from '../routes.ts';
import { landingPathFor } from './landing.ts';
import { linkPagePath } from './link-page.ts';
import { linkKey, type LinkResolution } from './order-link-state.ts';
import { returnPathFrom } from './return-path.ts';

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
  /** The link a link-bound session belongs to (decision 073); null or absent for a full session. */
  link?: { kind: OrderLinkKind; code: string } | null;
  /**
   * Where a visitor sent to /login comes back to after signing in (a mailed link to an order, say); null
   * once someone signed out in this tab, so the next person does not land on the last one's page.
   */
  returnTo?: string | null;
}

export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** The session is being restored or checked: show the loading overlay. */
  | { kind: 'wait' }
  /** The user state is unknown: fetch it, then decide again (docs/rules/route-guards.md#kyc-step-check). */
  | { kind: 'load-user-state' }
  /** An order link must be looked up before anything else (docs/rules/route-guards.md#order-link-routes). */
  | { kind: 'resolve-link'; lookup: OrderLinkLookup; code: string }
  /** Whoever holds the link proves to be its customer before it opens (decision 073). */
  | { kind: 'prove-link'; lookup: OrderLinkLookup; code: string }
  /** The link no longer opens: the page says why, to whoever holds it (decision 097). */
  | { kind: 'dead-link'; lookup: OrderLinkLookup; reason: DeadLinkReason };

const render: AccessDecision = { kind: 'render' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/**
 * The guards of docs/rules/route-guards.md (decision record 003):
 * - sign-in pages send a signed-in user to a safe `?next=` path, or else their role's landing page;
 * - a route needing authentication sends anyone without a session or without an allowed role to /login
 *   (whose own guard then forwards a signed-in user to their landing page); a visitor who arrived on it, not
 *   one who signed out here, is sent back to it after signing in (`?next=`);
 * - customer routes need KYC step 0, else /validateUser; /validateUser with step 0 goes to the landing page.
 * Before those, an order-link route with a code has its link looked up
 * (docs/rules/route-guards.md#order-link-routes, decision record 035): a failed lookup says why (097); one
 * whose customer is not signed in here asks for their proof first; a resolved one continues with the
 * customer's session (decision 073). A session bound to an order link opens its link's page only, where the
 * KYC step is the server's to check.
 */
export function decideAccess(
  route: AppRoute,
  session: GuardSession,
  params: RouteParams = {},
  search = '',
): AccessDecision {
  if (route.redirectTo) return redirect(route.redirectTo);
  if (session.loading && (route.auth || route.guestOnly)) return { kind: 'wait' };

  const code = route.orderLink ? params.codigo : undefined;
  if (route.orderLink && code) {
    const resolution = session.links?.[linkKey(route.orderLink, code)];
    const lookUp: AccessDecision = { kind: 'resolve-link', lookup: route.orderLink, code };
    if (!resolution) return lookUp;
    if (resolution.status === 'resolving') return { kind: 'wait' };
    if (resolution.status === 'failed') {
      return { kind: 'dead-link', lookup: route.orderLink, reason: resolution.reason };
    }
    // Looked up for someone else than who is signed in now (signed out or in since): look again.
    if (resolution.dni !== (session.dni ?? null)) return lookUp;
    if (resolution.status === 'needs-proof') return { kind: 'prove-link', lookup: route.orderLink, code };
  }

  const bound = session.isLoggedIn ? (session.link ?? null) : null;
  const onOwnLinkPage = bound !== null && code?.toUpperCase() === bound.code.toUpperCase();
  if (bound && (route.auth || route.guestOnly) && !onOwnLinkPage) return redirect(linkPagePath(bound));

  if (route.guestOnly) {
    if (!session.isLoggedIn || !session.role) return render;
    return redirect(returnPathFrom(search) ?? landingPathFor(session.role));
  }
  if (!route.auth) return render;

  if (!session.isLoggedIn && session.returnTo) {
    return redirect(`${paths.login}?${new URLSearchParams({ next: session.returnTo })}`);
  }
  if (!session.isLoggedIn || !session.role || (route.roles && !hasRole(session.role, route.roles))) {
    return redirect(paths.login);
  }

  if (route.userStateCheck && !bound) {
    if (session.userState === null) return { kind: 'load-user-state' };
    const validated = session.userState === 0;
    if (route.userStateCheck === 'validated' && !validated) return redirect(paths.customer.validate);
    if (route.userStateCheck === 'pending' && validated) return redirect(landingPathFor(session.role));
  }
  return render;
}
