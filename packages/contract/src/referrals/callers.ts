import { callers } from '../http/callers.ts';

export const referralCallers = {
  validateCode: callers.anyClient(),
  ownCode: callers.customer('ok'),
  createOwnCode: callers.customer('ok'),
};

export const referralAdminCallers = {
  list: callers.staff('referidos', 'view'),
  export: callers.staff('referidos', 'view'),
  get: callers.staff('referidos', 'view'),
  create: callers.staff('referidos', 'edit'),
  update: callers.staff('referidos', 'edit'),
};
