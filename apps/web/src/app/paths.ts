// Path builders for every screen (house style 10); patterns live in routes.ts, the staff screens' in their
// features' screens.ts (composed in screens/staff-screens.ts), whose builders are made from their patterns.
import { STAFF_SCREENS } from './screens/staff-screens.ts';

type Segment = string | number;
const segment = (value: Segment) => encodeURIComponent(String(value));
const optional = (value: Segment | undefined) =>
  value === undefined || value === '' ? '' : `/${segment(value)}`;

/** The values a route pattern takes, in order: one per `:name`, the last optional when it is `:name?`. */
type PatternValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [value: Segment, ...PatternValues<Rest>]
  : P extends `${string}:${string}?`
    ? [value?: Segment]
    : P extends `${string}:${string}`
      ? [value: Segment]
      : [];

/** A pattern without parameters is its own path; one with parameters, a function of their values. */
export type PathTo<P extends string> =
  PatternValues<P> extends [] ? P : (...values: PatternValues<P>) => string;

function pathTo(pattern: string): string | ((...values: (Segment | undefined)[]) => string) {
  if (!pattern.includes(':')) return pattern;
  return (...values) => {
    let index = 0;
    return pattern.replace(/\/:\w+(\?)?/g, (_, isOptional?: string) => {
      const value = values[index++];
      return isOptional ? optional(value) : `/${segment(value ?? '')}`;
    });
  };
}

/** The builder of every screen in a record, under the screen's key. */
export function pathBuilders<const S extends Record<string, { path: string }>>(
  screens: S,
): { [K in keyof S]: PathTo<S[K]['path']> } {
  const entries = Object.entries(screens).map(([key, screen]) => [key, pathTo(screen.path)]);
  return Object.fromEntries(entries) as { [K in keyof S]: PathTo<S[K]['path']> };
}

export const paths = {
  root: '/',
  login: '/login',
  register: '/registro',
  registerAlias: '/registrarse',
  createOrder: '/crear-orden',
  recover: '/recuperar',
  restore: (token?: string) => (token ? `/restaurar?token=${encodeURIComponent(token)}` : '/restaurar'),
  signInLink: '/ingresar-con-enlace',
  unauthorized: '/unauthorized',
  terms: '/terminos',
  privacy: '/privacidad',
  rateAlerts: '/alertas',
  customer: {
    home: '/userDashboard',
    newOrder: (code?: string) => `/userDashboard/nueva-orden${optional(code)}`,
    accounts: '/userDashboard/cuentas',
    orders: '/userDashboard/ordenes',
    profile: '/userDashboard/perfil',
    points: '/userDashboard/mis-puntos',
    rateAlerts: '/userDashboard/alertas',
    security: '/userDashboard/seguridad',
    editOrder: (code?: string) => `/userDashboard/edit-orden${optional(code)}`,
    finalizeOrder: (code: string) => `/userDashboard/finalizar-orden/${segment(code)}`,
    validate: '/validateUser',
  },
  staff: pathBuilders(STAFF_SCREENS),
  partner: {
    orders: '/externo/ordenes',
    security: '/externo/seguridad',
    finalizeOrder: (code: string) => `/externo/finalizar-orden/${segment(code)}`,
  },
} as const;
