import type { RoleName } from '../roles.ts';
import type { ModuleAccess, StaffModule } from '../staff-modules.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * The kinds of caller every endpoint is tried with (issue 13): nobody signed in (an application key only),
 * the customer who owns what the request names, another customer, a Colaborador with no module, one with
 * the endpoint's module only, and the other roles.
 */
export const CALLER_KINDS = [
  'anonymous',
  'customer',
  'otherCustomer',
  'colaboradorNone',
  'colaboradorOne',
  'externo',
  'usuario',
  'administrador',
] as const;

export type CallerKind = (typeof CALLER_KINDS)[number];

/** Let through (`'ok'`: neither refused nor told the resource is not there), or the refusal's HTTP status. */
export type CallerAnswer = 'ok' | 401 | 403 | 404;

export interface CallerRule {
  answers: Readonly<Record<CallerKind, CallerAnswer>>;
  /** What the Colaborador with one module holds for this endpoint. */
  grant?: { module: StaffModule; action: ModuleAccess };
}

/** Every endpoint of a group with who may call it: a group without a rule for an endpoint does not compile. */
export type CallerTable<G extends Record<string, Endpoint>> = { readonly [K in keyof G]: CallerRule };

const answersFor = (answer: (kind: CallerKind) => CallerAnswer): Readonly<Record<CallerKind, CallerAnswer>> =>
  Object.fromEntries(CALLER_KINDS.map((kind) => [kind, answer(kind)])) as Record<CallerKind, CallerAnswer>;

const ROLE_OF: Record<Exclude<CallerKind, 'anonymous'>, RoleName> = {
  customer: 'Cliente',
  otherCustomer: 'Cliente',
  colaboradorNone: 'Colaborador',
  colaboradorOne: 'Colaborador',
  externo: 'Externo',
  usuario: 'Usuario',
  administrador: 'Administrador',
};

/**
 * What a customer gets on another customer's resource: 404 where the endpoint answers as if it did not
 * exist, 403 where it says so, 'ok' where the request names nobody else's resource.
 */
export type OtherCustomer = 'ok' | 403 | 404;

/** The rules endpoints declare, each a whole row of the matrix. */
export const callers = {
  /** No credentials at all: a load balancer's health check, a link that is its own credential. */
  open: (): CallerRule => ({ answers: answersFor(() => 'ok') }),
  /** Any client of ours: the application key before sign-in, or a session. */
  anyClient: (): CallerRule => ({ answers: answersFor(() => 'ok') }),
  /** Anyone signed in, whatever the role. */
  signedIn: (): CallerRule => ({ answers: answersFor((kind) => (kind === 'anonymous' ? 401 : 'ok')) }),
  /** These roles, whatever their modules. */
  roles: (...roles: RoleName[]): CallerRule => ({
    answers: answersFor((kind) => (kind === 'anonymous' ? 401 : roles.includes(ROLE_OF[kind]) ? 'ok' : 403)),
  }),
  /** Customers, each on their own. */
  customer: (otherCustomer: OtherCustomer): CallerRule => ({
    answers: answersFor((kind) =>
      kind === 'anonymous'
        ? 401
        : kind === 'customer'
          ? 'ok'
          : kind === 'otherCustomer'
            ? otherCustomer
            : 403,
    ),
  }),
  /** Staff holding `action` on the module (an Administrador always). */
  staff: (module: StaffModule, action: ModuleAccess): CallerRule => ({
    answers: answersFor((kind) =>
      kind === 'anonymous' ? 401 : kind === 'colaboradorOne' || kind === 'administrador' ? 'ok' : 403,
    ),
    grant: { module, action },
  }),
  /** A customer on their own, or staff as for `staff`. */
  customerOrStaff: (otherCustomer: OtherCustomer, module: StaffModule, action: ModuleAccess): CallerRule => ({
    answers: answersFor((kind) =>
      kind === 'anonymous'
        ? 401
        : kind === 'customer' || kind === 'colaboradorOne' || kind === 'administrador'
          ? 'ok'
          : kind === 'otherCustomer'
            ? otherCustomer
            : 403,
    ),
    grant: { module, action },
  }),
  /** A partner's user (on its own business), or staff as for `staff` (acting for the partner they choose). */
  partnerOrStaff: (module: StaffModule, action: ModuleAccess): CallerRule => ({
    answers: answersFor((kind) =>
      kind === 'anonymous'
        ? 401
        : kind === 'externo' || kind === 'colaboradorOne' || kind === 'administrador'
          ? 'ok'
          : 403,
    ),
    grant: { module, action },
  }),
  /** A partner's API key, never a session: every caller kind here is unauthenticated to it. */
  apiKey: (): CallerRule => ({ answers: answersFor(() => 401) }),
  /** A rule with some answers changed, where an endpoint says more than its base rule (say why beside it). */
  except: (rule: CallerRule, changes: Partial<Record<CallerKind, CallerAnswer>>): CallerRule => ({
    ...rule,
    answers: { ...rule.answers, ...changes },
  }),
};
