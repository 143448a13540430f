import { callers } from '../http/callers.ts';

export const bankAccountCallers = {
  save: callers.customer(404),
  list: callers.customer('ok'),
  remove: callers.customer(404),
  confirm: callers.customer(404),
};
