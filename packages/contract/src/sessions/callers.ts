import { callers } from '../http/callers.ts';

/** Everyone signed in, on their own sessions only. */
export const sessionCallers = {
  list: callers.signedIn(),
  // The session named is the customer's: to anyone else it does not exist, whatever their role.
  end: callers.except(callers.signedIn(), {
    otherCustomer: 404,
    colaboradorNone: 404,
    externo: 404,
    usuario: 404,
    administrador: 404,
  }),
};
