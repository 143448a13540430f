import { callers, type CallerTable } from '../http/callers.ts';
import type { pointsAdminEndpoints, pointsEndpoints } from './endpoints.ts';

export const pointsCallers = {
  mine: callers.customer('ok'),
} satisfies CallerTable<typeof pointsEndpoints>;

export const pointsAdminCallers = {
  get: callers.staff('users', 'view'),
  adjust: callers.staff('users', 'edit'),
} satisfies CallerTable<typeof pointsAdminEndpoints>;
