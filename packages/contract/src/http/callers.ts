import { ROLE_NAMES, type RoleName } from '../roles.ts';
import type { ModuleAccess, StaffModule } from '../staff-modules.ts';

/**
 * Who may call an endpoint, declared once beside it (decision 138): the server checks it before anything is
 * parsed, the authorization matrix derives what each kind of caller is answered from it.
 */
export type AccessRule =
  /** No credentials at all: a load balancer's health check, a link that is its own credential. */
  | { readonly kind: 'open' }
  /** Any client of ours: the application key before sign-in, or a session. */
  | { readonly kind: 'anyClient' }
  /** A partner's API key, never a session (docs/rules/partners.md#partner-api). */
  | { readonly kind: 'apiKey' }
  /** These roles, whatever their modules. */
  | { readonly kind: 'roles'; readonly roles: readonly RoleName[] }
  /** Staff holding `action` on one of `modules` (an Administrador always; edit implies view). */
  | { readonly kind: 'staff'; readonly modules: readonly StaffModule[]; readonly action: ModuleAccess }
  /** A customer (the use case keeps them to what they own), or staff as for `staff`. */
  | {
      readonly kind: 'customerOrStaff';
      readonly modules: readonly StaffModule[];
      readonly action: ModuleAccess;
    }
  /** A partner's user (the use case keeps them to their own business), or staff as for `staff`. */
  | {
      readonly kind: 'partnerOrStaff';
      readonly modules: readonly StaffModule[];
      readonly action: ModuleAccess;
    };

/**
 * The kinds of caller every endpoint is tried with (issue 13, issue 31): nobody signed in (an application key
 * only), the customer who owns what the request names, another customer, a Colaborador with no module, one
 * holding only view of the endpoint's module, one holding only edit of it, one holding edit of another
 * module, and the other roles.
 */
export const CALLER_KINDS = [
  'anonymous',
  'customer',
  'otherCustomer',
  'colaboradorNone',
  'colaboradorView',
  'colaboradorEdit',
  'colaboradorOther',
  'externo',
  'usuario',
  'administrador',
] as const;

export type CallerKind = (typeof CALLER_KINDS)[number];

/** Let through (`'ok'`: neither refused nor told the resource is not there), or the refusal's HTTP status. */
export type CallerAnswer = 'ok' | 401 | 403 | 404;

/**
 * What a customer gets on another customer's resource: 404 where the endpoint answers as if it did not
 * exist, 403 where it says so, 'ok' where the request names nobody else's resource.
 */
export type OtherCustomer = 'ok' | 403 | 404;

/** An endpoint's callers: its access rule, whether it asks for step-up, and what its use case decides. */
export interface Callers {
  readonly access: AccessRule;
  /**
   * A sensitive action (decision 132): the session must have proved a second factor recently, else the server
   * answers `STEP_UP_REQUIRED` and the web asks for it and sends the same request again.
   */
  readonly stepUp: boolean;
  /**
   * Reachable by a customer who has texts to accept again (decision 167): otherwise a customer session with
   * pending terms or privacy is answered `CONSENT_REQUIRED`.
   */
  readonly beforeConsent: boolean;
  /** Answers the use case decides past the access check (another customer's order is "not found"). */
  readonly except: Readonly<Partial<Record<CallerKind, CallerAnswer>>>;
}

const rule = (access: AccessRule, except: Callers['except'] = {}): Callers => ({
  access,
  stepUp: false,
  beforeConsent: false,
  except,
});

const modulesOf = (modules: StaffModule | readonly StaffModule[]): readonly StaffModule[] =>
  typeof modules === 'string' ? [modules] : modules;

const otherCustomerGets = (answer: OtherCustomer): Callers['except'] =>
  answer === 'ok' ? {} : { otherCustomer: answer };

/** The rules endpoints declare; a screen reached from several modules names them all (any one opens it). */
export const callers = {
  open: (): Callers => rule({ kind: 'open' }),
  anyClient: (): Callers => rule({ kind: 'anyClient' }),
  apiKey: (): Callers => rule({ kind: 'apiKey' }),
  /** Anyone signed in, whatever the role. */
  signedIn: (): Callers => rule({ kind: 'roles', roles: ROLE_NAMES }),
  roles: (...roles: RoleName[]): Callers => rule({ kind: 'roles', roles }),
  /** Customers, each on their own. */
  customer: (otherCustomer: OtherCustomer): Callers =>
    rule({ kind: 'roles', roles: ['Cliente'] }, otherCustomerGets(otherCustomer)),
  staff: (modules: StaffModule | readonly StaffModule[], action: ModuleAccess): Callers =>
    rule({ kind: 'staff', modules: modulesOf(modules), action }),
  customerOrStaff: (
    otherCustomer: OtherCustomer,
    modules: StaffModule | readonly StaffModule[],
    action: ModuleAccess,
  ): Callers =>
    rule({ kind: 'customerOrStaff', modules: modulesOf(modules), action }, otherCustomerGets(otherCustomer)),
  partnerOrStaff: (modules: StaffModule | readonly StaffModule[], action: ModuleAccess): Callers =>
    rule({ kind: 'partnerOrStaff', modules: modulesOf(modules), action }),
  /** A rule with some answers the use case decides past access (say why beside it). */
  except: (base: Callers, changes: Partial<Record<CallerKind, CallerAnswer>>): Callers => ({
    ...base,
    except: { ...base.except, ...changes },
  }),
  /** A rule that also asks for the second factor again (decision 132). */
  stepUp: (base: Callers): Callers => ({ ...base, stepUp: true }),
  /** A rule a customer with texts to accept again still reaches (decision 167). */
  beforeConsent: (base: Callers): Callers => ({ ...base, beforeConsent: true }),
};
