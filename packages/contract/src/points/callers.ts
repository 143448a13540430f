import { callers } from '../http/callers.ts';

export const pointsCallers = {
  mine: callers.customer('ok'),
};

export const pointsAdminCallers = {
  get: callers.staff('users', 'view'),
  adjust: callers.staff('users', 'edit'),
};
