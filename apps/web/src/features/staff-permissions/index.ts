// Public entry of the staff-permissions feature: what the signed-in staff member may do per module.
export {
  prefetchStaffAccess,
  useModuleAccess,
  useStaffAccess,
  type ModuleAccess,
  type StaffAccess,
} from './use-module-access.ts';
export { myPermissionsKey } from './api/get-my-permissions.ts';
