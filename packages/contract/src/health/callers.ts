import { callers } from '../http/callers.ts';

export const healthCallers = {
  check: callers.open(),
  ready: callers.open(),
};
