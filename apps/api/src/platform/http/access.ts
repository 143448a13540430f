import {
  canAccessModule,
  type AccessRule,
  isGrantedPerModule,
  roleNameOf,
  STAFF_MODULES,
  STAFF_ROLES,
  type ModuleAccess,
  type ModulePermission,
  type OrderLinkKind,
  type RoleName,
  type StaffModule,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/client.ts';
import { orderLinks, staffPermissions } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { principalStanding } from './principal-standing.ts';
import { verifySessionToken, type TokenClaims } from '../security/tokens.ts';
import { openAt } from '../db/deadline.ts';

/** How a route checks another system's key instead of a session (the partner API), refusing a wrong one. */
export type KeyCheck = (ctx: AppContext, request: FastifyRequest) => Promise<void>;

export interface Principal {
  userId: number;
  role: RoleName;
  /** The sign-in this token belongs to: logout ends it (and only it). */
  sessionId: string;
  /** Sign-in time of the session, seconds since the epoch. */
  authTime: number;
  /**
   * A session an order link handed over after the customer's proof (decisions 033, 070): it stands only
   * while the link does, and reaches only the routes that admit link sessions.
   */
  link?: LinkScope;
}

/** The link a link-bound session belongs to. */
export interface LinkScope {
  id: number;
  code: string;
  kind: OrderLinkKind;
  /** The order a finalize or modification link is about; null for a new-order link. */
  orderId: number | null;
  expiresAt: Date;
}

/** Which link sessions a route admits (decision 070); a route that declares none refuses them all. */
export interface LinkSessionAdmission {
  /** The link kinds whose sessions may call the route; every kind when absent. */
  kinds?: readonly OrderLinkKind[];
}

function admitsLinkSession(link: LinkScope, admission: LinkSessionAdmission | undefined): boolean {
  return admission !== undefined && (admission.kinds?.includes(link.kind) ?? true);
}

const BLOCKED_STATUSES = new Set(['BLOQUEADO']);

function readAuthorization(request: FastifyRequest): { scheme: 'bearer' | 'appkey'; value: string } | null {
  const header = request.headers.authorization;
  if (!header) return null;
  // Stryker disable next-line StringLiteral: split always answers a first part; the default is for the type
  const [scheme = '', ...rest] = header.trim().split(/\s+/);
  // Stryker disable next-line StringLiteral: no token or application key has a space to join
  const value = rest.join(' ');
  const lower = scheme.toLowerCase();
  if (lower === 'bearer' && value) return { scheme: 'bearer', value };
  if (lower === 'appkey' && value) return { scheme: 'appkey', value };
  return null;
}

/** The session token a request carries as its bearer, or null. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const credentials = readAuthorization(request);
  return credentials?.scheme === 'bearer' ? credentials.value : null;
}

/**
 * Verifies a session token and that it still stands: same token version, its session not logged out,
 * account not blocked (the user's standing, kept per instance until a change forgets it).
 */
export async function principalFromToken(ctx: AppContext, token: string): Promise<Principal> {
  return (await authenticateToken(ctx, token)).principal;
}

/** As `principalFromToken`, also giving the token's version (a socket keeps it to notice a later revocation). */
export async function authenticateToken(
  ctx: AppContext,
  token: string,
): Promise<{ principal: Principal; tokenVersion: number }> {
  const claims = await verifySessionToken(ctx.keys.jwtSecret, token, ctx.now());
  return { principal: await principalFromClaims(ctx, claims), tokenVersion: claims.tokenVersion };
}

async function principalFromClaims(ctx: AppContext, claims: TokenClaims): Promise<Principal> {
  const standing = await principalStanding(ctx, claims.userId);
  const role = standing ? roleNameOf(standing.roleId) : null;
  if (
    !standing ||
    !role ||
    standing.tokenVersion !== claims.tokenVersion ||
    standing.roleId !== claims.roleId ||
    standing.revokedSessions.has(claims.sessionId)
  ) {
    throw new AppError('AUTH_TOKEN_INVALID');
  }
  if (BLOCKED_STATUSES.has(standing.accountStatus)) throw new AppError('AUTH_ACCOUNT_BLOCKED');
  const session = { userId: claims.userId, role, sessionId: claims.sessionId, authTime: claims.authTime };
  if (claims.linkId === undefined) return session;
  const [link] = await ctx.db
    .select({
      id: orderLinks.id,
      code: orderLinks.code,
      kind: orderLinks.kind,
      orderId: orderLinks.orderId,
      expiresAt: orderLinks.expiresAt,
    })
    .from(orderLinks)
    .where(
      and(
        eq(orderLinks.id, claims.linkId),
        eq(orderLinks.userId, claims.userId),
        openAt(orderLinks.expiresAt, ctx.now()),
      ),
    );
  if (!link) throw new AppError('AUTH_SESSION_EXPIRED');
  return { ...session, link };
}

/** A person's stored module grants; none is read for a role whose modules do not come from grants. */
export async function readModuleGrants(
  db: Queryable,
  person: Pick<Principal, 'userId' | 'role'>,
): Promise<ModulePermission[]> {
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: saves a query; canAccessModule ignores such grants
  if (!isGrantedPerModule(person.role)) return [];
  return db
    .select({
      module: staffPermissions.module,
      canView: staffPermissions.canView,
      canEdit: staffPermissions.canEdit,
    })
    .from(staffPermissions)
    .where(eq(staffPermissions.userId, person.userId));
}

async function hasModule(
  ctx: AppContext,
  principal: Principal,
  modules: readonly StaffModule[],
  action: ModuleAccess,
): Promise<boolean> {
  const grants = await readModuleGrants(ctx.db, principal);
  return modules.some((module) => canAccessModule(principal.role, grants, module, action));
}

/** The modules the caller may view. */
export async function viewableModules(
  ctx: AppContext,
  principal: Pick<Principal, 'userId' | 'role'>,
): Promise<StaffModule[]> {
  const grants = await readModuleGrants(ctx.db, principal);
  // Stryker disable next-line StringLiteral: canAccessModule reads every action but 'edit' as view
  return STAFF_MODULES.filter((module) => canAccessModule(principal.role, grants, module, 'view'));
}

/** What a route adds to its endpoint's access rule: an `apiKey` rule's check, the link sessions it admits. */
export interface AccessOptions {
  checkKey?: KeyCheck;
  linkSessions?: LinkSessionAdmission;
}

/**
 * Resolves the caller and checks the endpoint's access rule (its contract callers, decision 138); throws the
 * refusal the caller should see. A link-bound session passes only where `linkSessions` admits it; on a
 * public route it counts as no session.
 */
export async function checkAccess(
  ctx: AppContext,
  request: FastifyRequest,
  rule: AccessRule,
  { checkKey, linkSessions }: AccessOptions = {},
): Promise<Principal | null> {
  if (rule.kind === 'open') return null;
  if (rule.kind === 'apiKey') {
    // Fails closed: a key rule without its check lets nobody through.
    if (!checkKey) throw new Error('an apiKey rule checked without its key check');
    await checkKey(ctx, request);
    return null;
  }
  const credentials = readAuthorization(request);

  if (rule.kind === 'anyClient') {
    if (!credentials) throw new AppError('APP_KEY_INVALID');
    if (credentials.scheme === 'appkey') {
      if (!ctx.config.appKeys.includes(credentials.value)) throw new AppError('APP_KEY_INVALID');
      return null;
    }
    // A stale token left in the browser must not stop it from signing in again.
    const principal = await principalFromToken(ctx, credentials.value).catch(() => null);
    return principal?.link && !admitsLinkSession(principal.link, linkSessions) ? null : principal;
  }

  if (credentials?.scheme !== 'bearer') throw new AppError('AUTH_REQUIRED');
  const principal = await principalFromToken(ctx, credentials.value);
  if (principal.link && !admitsLinkSession(principal.link, linkSessions)) {
    throw new AppError('LINK_SESSION_OUT_OF_SCOPE');
  }
  if (rule.kind === 'roles') {
    if (!rule.roles.includes(principal.role)) throw new AppError('FORBIDDEN_ROLE');
    return principal;
  }
  if (rule.kind === 'customerOrStaff' && principal.role === 'Cliente') return principal;
  if (rule.kind === 'partnerOrStaff' && principal.role === 'Externo') return principal;
  await assertModule(ctx, principal, rule.modules, rule.action);
  return principal;
}

/** Administrador and Colaborador. */
export const isStaff = (principal: Pick<Principal, 'role'>): boolean =>
  (STAFF_ROLES as readonly RoleName[]).includes(principal.role);

/** Staff holding `action` on at least one of `modules`; anyone else is refused. */
export async function assertModule(
  ctx: AppContext,
  principal: Principal,
  modules: readonly StaffModule[],
  action: ModuleAccess,
): Promise<void> {
  if (!isStaff(principal)) throw new AppError('FORBIDDEN_ROLE');
  if (!(await hasModule(ctx, principal, modules, action))) throw new AppError('FORBIDDEN_MODULE');
}

/** Ownership: a customer reaches only their own records; staff reach any. */
export function assertOwnerOrStaff(principal: Principal, ownerId: number): void {
  if (principal.userId === ownerId || isStaff(principal)) return;
  throw new AppError('FORBIDDEN_OWNER');
}
