import { callers } from '../http/callers.ts';
import { ACCOUNT_MANAGER_ROLES } from './rules.ts';

const managers = callers.roles(...ACCOUNT_MANAGER_ROLES);

export const staffAccountCallers = {
  list: managers,
  partners: managers,
  create: managers,
  update: managers,
  resetPassword: managers,
  deactivate: managers,
  reactivate: managers,
  permissions: managers,
  setPermission: callers.stepUp(managers),
};
