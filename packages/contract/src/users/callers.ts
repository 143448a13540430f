import { callers, type CallerTable } from '../http/callers.ts';
import type { userEndpoints } from './endpoints.ts';

export const userCallers = {
  state: callers.customerOrStaff(403, 'users', 'view'),
} satisfies CallerTable<typeof userEndpoints>;
