// The route table: every path of spec section 2 with its shell, roles, guards and title (data only;
// pages load on demand). Root view, guards, sidebar and tests all read it.
import type { RoleName } from '@cambix/contract';
import { matchRoutes } from 'react-router';
import { es } from '@/i18n/es.ts';
import type { AreaPageId } from './pages/area-pages.ts';
import type { EntryPageId } from './pages/entry-pages.ts';
import type { StaffScreen } from './screens/staff-screen.ts';
import {
  STAFF_SCREENS,
  staffPageId,
  screenEntries,
  type StaffPageId,
  type StaffScreenId,
} from './screens/staff-screens.ts';

/**
 * The shell a route renders in (docs/rules/screens.md#shells). 'bare': no shell, the page brings its own
 * header and footer (the public landing, decision 181); like 'auth', light and in the entry.
 */
export type Layout = 'auth' | 'bare' | 'customer' | 'validate' | 'free' | 'staff' | 'cards' | 'partner';

/** Per-route user-state check (docs/rules/route-guards.md#kyc-step-check). */
export type UserStateCheck =
  /** Customer areas: a KYC step other than 0 goes to /validateUser. */
  | 'validated'
  /** /validateUser: step 0 goes to the landing page. */
  | 'pending';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * An order-link route (docs/rules/route-guards.md#order-link-routes): with a `:codigo`, the link is looked up
 * before any other guard, through `GET /api/order-link/codigo/{codigo}` ('order') or
 * `GET /api/order-modification-link/{codigo}` ('modification').
 */
export type OrderLinkLookup = 'order' | 'modification';

/** What every page receives: route params as props (docs/rules/screens.md#pages), the query and its title. */
export interface PageProps {
  params: RouteParams;
  search: URLSearchParams;
  title: string;
}

/** A page by its id in pages/entry-pages.ts or pages/area-pages.ts. */
export type PageId = EntryPageId | AreaPageId | StaffPageId;

export interface AppRoute {
  path: string;
  /** The page's name; the document title is "<title> | Cambix" (document-head.ts). */
  title: string;
  /** The whole document title where it is not "<title> | Cambix" (the landing's). */
  documentTitle?: string;
  /**
   * A public page search engines may list; every other page asks them not to (`noindex`), and robots.txt
   * keeps them out of the private areas (docs/rules/screens.md#search-engines).
   */
  indexable?: boolean;
  layout: Layout;
  /** Needs a signed-in user whose role is in `roles` (docs/rules/route-guards.md#route-roles). */
  auth: boolean;
  /** Roles allowed; null = everybody. */
  roles: readonly RoleName[] | null;
  /**
   * Sign-in pages: a signed-in user goes on to their landing page (docs/rules/route-guards.md#sign-in-pages).
   */
  guestOnly?: boolean;
  userStateCheck?: UserStateCheck;
  orderLink?: OrderLinkLookup;
  redirectTo?: string;
  page: PageId | null;
  /** Extra props read from the URL (e.g. /restaurar's `?token=`). */
  props?: (context: { params: RouteParams; search: URLSearchParams }) => Record<string, unknown>;
}

const CUSTOMER: readonly RoleName[] = ['Cliente'];
const STAFF: readonly RoleName[] = ['Administrador', 'Colaborador'];
const STAFF_AND_PARTNER: readonly RoleName[] = ['Administrador', 'Colaborador', 'Externo'];

const t = es.routes;

/** The staff screens' shells: their routes come from the features' declarations only (decision 140). */
type StaffLayout = NonNullable<StaffScreen['layout']>;

/** A route written here: any shell and page but a staff screen's, which would be wired outside its feature. */
type OwnRoute = AppRoute & {
  layout: Exclude<Layout, StaffLayout>;
  page: Exclude<PageId, StaffPageId> | null;
};

const guest = (
  path: string,
  title: string,
  page: OwnRoute['page'],
  extra: Partial<OwnRoute> = {},
): OwnRoute => ({
  path,
  title,
  layout: 'auth',
  auth: false,
  roles: null,
  guestOnly: true,
  indexable: true,
  page,
  ...extra,
});

const open = (
  path: string,
  title: string,
  layout: OwnRoute['layout'],
  page: OwnRoute['page'],
  roles: readonly RoleName[] | null = null,
): OwnRoute => ({
  path,
  title,
  layout,
  auth: false,
  roles,
  page,
});

const customer = (
  path: string,
  title: string,
  page: OwnRoute['page'],
  layout: OwnRoute['layout'] = 'customer',
): OwnRoute => ({ path, title, layout, auth: true, roles: CUSTOMER, userStateCheck: 'validated', page });

function staffRoute([id, { path, title, roles = STAFF, layout = 'staff' }]: [
  StaffScreenId,
  StaffScreen,
]): AppRoute {
  return { path, title, layout, auth: true, roles, page: staffPageId(id) };
}

const OWN_ROUTES: readonly OwnRoute[] = [
  // The public landing (decision 181): a signed-in visitor goes on to their area, as from /login.
  guest('/', t.home, 'publicHome', { layout: 'bare', documentTitle: t.homeDocument }),

  // Public (authentication shell)
  guest('/login', t.login, 'login'),
  guest('/registro', t.register, 'register'),
  guest('/registrarse', t.register, 'register'),
  guest('/recuperar', t.recover, 'recoverPassword'),
  guest('/restaurar', t.restore, 'restorePassword', {
    props: ({ search }) => ({ token: search.get('token') }),
    indexable: false,
  }),
  guest('/ingresar-con-enlace', t.signInLink, 'signInLink', { indexable: false }),
  { ...open('/crear-orden', t.createOrder, 'auth', 'createOrder'), indexable: true },
  open('/unauthorized', t.unauthorized, 'auth', 'unauthorized'),
  { ...open('/terminos', t.terms, 'free', 'legalTerms'), indexable: true },
  { ...open('/privacidad', t.privacy, 'free', 'legalPrivacy'), indexable: true },
  open('/alertas', t.rateAlerts, 'auth', 'rateAlerts'),

  // Customer area (Cliente)
  customer('/userDashboard', t.customerHome, 'customerWelcome'),
  {
    ...customer('/userDashboard/nueva-orden/:codigo?', t.newOrder, 'customerNewOrder'),
    orderLink: 'order',
  },
  customer('/userDashboard/cuentas', t.accounts, 'customerBankAccounts'),
  customer('/userDashboard/ordenes', t.orders, 'customerOrders'),
  customer('/userDashboard/perfil', t.profile, 'customerProfile'),
  customer('/userDashboard/mis-puntos', t.points, 'customerPoints'),
  customer('/userDashboard/alertas', t.rateAlerts, 'customerRateAlerts'),
  customer('/userDashboard/seguridad', t.security, 'customerSecurity'),
  {
    ...customer('/userDashboard/edit-orden/:codigo?', t.editOrder, 'customerEditOrder', 'free'),
    orderLink: 'modification',
  },
  {
    ...customer('/userDashboard/finalizar-orden/:codigo', t.finalizeOrder, 'customerFinalizeOrder', 'free'),
    orderLink: 'order',
  },
  {
    ...customer('/validateUser', t.validateUser, 'customerValidateUser', 'validate'),
    userStateCheck: 'pending',
  },

  // External partner: no route guard; the page asks to sign in without a partner or staff session
  // (docs/rules/route-guards.md#partner-orders-page).
  open('/externo/ordenes', t.partnerOrders, 'partner', 'partnerOrders', STAFF_AND_PARTNER),
  open('/externo/finalizar-orden/:codigo', t.partnerFinalizeOrder, 'free', 'partnerFinalizeOrder'),
  {
    path: '/externo/seguridad',
    title: t.security,
    layout: 'partner',
    auth: true,
    roles: ['Externo'],
    page: 'partnerSecurity',
  },
];

export const APP_ROUTES: readonly AppRoute[] = [
  ...OWN_ROUTES,
  // Staff area (Administrador, Colaborador; some screens other roles): one record per screen.
  ...screenEntries<StaffScreen>(STAFF_SCREENS).map(staffRoute),
  // Last: matchAppRoute answers it when nothing else matches.
  open('*', t.notFound, 'auth', 'notFound'),
];

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

/** The route a path renders (most specific first: /dashboard/user/userActive beats /dashboard/user/:userId). */
export function matchAppRoute(pathname: string): RouteMatch {
  const [first] = matchRoutes(APP_ROUTES as AppRoute[], pathname) ?? [];
  const notFound = APP_ROUTES[APP_ROUTES.length - 1] as AppRoute;
  return first ? { route: first.route, params: first.params } : { route: notFound, params: {} };
}
