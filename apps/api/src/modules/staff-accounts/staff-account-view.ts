import {
  canManageRole,
  MANAGED_ROLES,
  ROLE_IDS,
  roleNameOf,
  type ManagedRole,
  type StaffAccount,
  type StaffAccountState,
} from '@cambix/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partners, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';

export const MANAGED_ROLE_IDS = MANAGED_ROLES.map((role) => ROLE_IDS[role]);

/** users-management reaches staff, partner and Usuario accounts only; a customer's id is "not found". */
export const isManagedAccount = inArray(users.roleId, MANAGED_ROLE_IDS);

/** Invited until the person sets a password; a deactivated account is BLOQUEADO whatever else holds. */
export const accountStateSql: SQL<StaffAccountState> = sql<StaffAccountState>`case
  when ${users.accountStatus} = 'BLOQUEADO' then 'inactive'
  when ${users.passwordHash} is null then 'invited' else 'active' end`;

export const staffAccountColumns = {
  id: users.id,
  roleId: users.roleId,
  documentType: users.documentType,
  documentNumber: users.documentNumber,
  nombres: users.nombres,
  apellidoPaterno: users.apellidoPaterno,
  apellidoMaterno: users.apellidoMaterno,
  email: users.email,
  celular: users.celular,
  state: accountStateSql,
  partnerId: users.partnerId,
  // A subquery, not a join: `findStaffAccount` locks the users row FOR UPDATE.
  partnerName: sql<
    string | null
  >`(select ${partners.name} from ${partners} where ${partners.id} = ${users.partnerId})`,
  createdAt: users.createdAt,
};

type UserRow = typeof users.$inferSelect;

export type StaffAccountRow = Pick<
  UserRow,
  | 'id'
  | 'roleId'
  | 'documentType'
  | 'documentNumber'
  | 'nombres'
  | 'apellidoPaterno'
  | 'apellidoMaterno'
  | 'email'
  | 'celular'
  | 'createdAt'
  | 'partnerId'
> & { state: StaffAccountState; partnerName: string | null };

export function roleOf(row: Pick<StaffAccountRow, 'roleId'>): ManagedRole {
  const role = roleNameOf(row.roleId);
  if (!role || !(MANAGED_ROLES as readonly string[]).includes(role))
    throw new AppError('STAFF_ACCOUNT_NOT_FOUND');
  return role as ManagedRole;
}

/**
 * `manageable`: the caller may give this account's role, and it is not the caller's own account (their own
 * data is edited in Perfil; changing their own role or deactivating themselves is refused).
 */
export function toStaffAccount(row: StaffAccountRow, caller: Principal): StaffAccount {
  const role = roleOf(row);
  return {
    id: row.id,
    role,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    nombres: row.nombres,
    apellidoPaterno: row.apellidoPaterno,
    apellidoMaterno: row.apellidoMaterno,
    email: row.email,
    celular: row.celular,
    state: row.state,
    partner:
      row.partnerId !== null && row.partnerName !== null
        ? { id: row.partnerId, name: row.partnerName }
        : null,
    createdAt: row.createdAt.toISOString(),
    manageable: canManageRole(caller.role, role) && row.id !== caller.userId,
  };
}

/** One managed account; `lock` holds its row until the transaction ends. */
export async function findStaffAccount(
  db: Queryable,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<StaffAccountRow> {
  const query = db
    .select(staffAccountColumns)
    .from(users)
    .where(and(eq(users.id, userId), isManagedAccount));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('STAFF_ACCOUNT_NOT_FOUND');
  return row;
}

/** A Usuario never touches an Administrador, nor gives that role. */
export function assertMayManage(caller: Principal, role: ManagedRole): void {
  if (!canManageRole(caller.role, role)) throw new AppError('STAFF_ROLE_NOT_ALLOWED');
}
