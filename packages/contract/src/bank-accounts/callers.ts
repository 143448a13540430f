import { callers, type CallerTable } from '../http/callers.ts';
import type { bankAccountEndpoints } from './endpoints.ts';

export const bankAccountCallers = {
  save: callers.customer(404),
  list: callers.customer('ok'),
  remove: callers.customer(404),
  confirm: callers.customer(404),
} satisfies CallerTable<typeof bankAccountEndpoints>;
