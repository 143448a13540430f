import { endpoint, withCallers } from '../http/endpoint.ts';
import { staffAccountCallers } from './callers.ts';
import type { PartnerChoice } from '../partners/schemas.ts';
import type { UserIdParams } from '../users/schemas.ts';
import type {
  ModulePermissionUpdate,
  StaffAccount,
  StaffAccountInput,
  StaffAccountList,
  StaffAccountListQuery,
  StaffModuleParams,
  StaffPermissions,
} from './schemas.ts';

/** /dashboard/users-management and /dashboard/user-permissions (roles Administrador and Usuario). */
export const staffAccountEndpoints = withCallers(staffAccountCallers, {
  list: endpoint<{ query: StaffAccountListQuery; response: StaffAccountList }>(
    'GET',
    '/api/admin/staff-accounts',
  ),
  /** The partner businesses an Externo account may belong to, active or not, by name. */
  partners: endpoint<{ response: PartnerChoice[] }>('GET', '/api/admin/staff-accounts/partners'),
  /** The person gets an email with a link to set their password. */
  create: endpoint<{ body: StaffAccountInput; response: StaffAccount }>('POST', '/api/admin/staff-accounts'),
  update: endpoint<{ params: UserIdParams; body: StaffAccountInput; response: StaffAccount }>(
    'PUT',
    '/api/admin/staff-accounts/:userId',
  ),
  /** Mails a new set-password link; the current password keeps working until it is used. */
  resetPassword: endpoint<{ params: UserIdParams; response: StaffAccount }>(
    'POST',
    '/api/admin/staff-accounts/:userId/reset-password',
  ),
  /** Revokes every token and open socket of the account at once. */
  deactivate: endpoint<{ params: UserIdParams; response: StaffAccount }>(
    'POST',
    '/api/admin/staff-accounts/:userId/deactivate',
  ),
  reactivate: endpoint<{ params: UserIdParams; response: StaffAccount }>(
    'POST',
    '/api/admin/staff-accounts/:userId/reactivate',
  ),
  permissions: endpoint<{ params: UserIdParams; response: StaffPermissions }>(
    'GET',
    '/api/admin/staff-accounts/:userId/permissions',
  ),
  setPermission: endpoint<{
    params: StaffModuleParams;
    body: ModulePermissionUpdate;
    response: StaffPermissions;
  }>('PUT', '/api/admin/staff-accounts/:userId/permissions/:module'),
});
