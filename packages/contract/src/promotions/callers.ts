import { callers } from '../http/callers.ts';

export const promotionCallers = {
  check: callers.customer('ok'),
};

export const promotionAdminCallers = {
  list: callers.staff('promociones', 'view'),
  export: callers.staff('promociones', 'view'),
  get: callers.staff('promociones', 'view'),
  uses: callers.staff('promociones', 'view'),
  create: callers.staff('promociones', 'edit'),
  update: callers.staff('promociones', 'edit'),
  setActive: callers.staff('promociones', 'edit'),
};
