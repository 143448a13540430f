import { callers } from '../http/callers.ts';

export const fileCallers = {
  // The signed token in the path is the credential; who holds it does not matter.
  open: callers.open(),
};
