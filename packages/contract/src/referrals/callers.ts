import { callers, type CallerTable } from '../http/callers.ts';
import type { referralAdminEndpoints, referralEndpoints } from './endpoints.ts';

export const referralCallers = {
  validateCode: callers.anyClient(),
  ownCode: callers.customer('ok'),
  createOwnCode: callers.customer('ok'),
} satisfies CallerTable<typeof referralEndpoints>;

export const referralAdminCallers = {
  list: callers.staff('referidos', 'view'),
  export: callers.staff('referidos', 'view'),
  get: callers.staff('referidos', 'view'),
  create: callers.staff('referidos', 'edit'),
  update: callers.staff('referidos', 'edit'),
} satisfies CallerTable<typeof referralAdminEndpoints>;
