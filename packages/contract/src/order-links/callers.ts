import { callers } from '../http/callers.ts';

/**
 * The code alone proves nothing (decision 070): anyone may look a link up or ask for its mailed code, and
 * learns only whom to prove it as; acting through it takes the customer's own session (or the one the
 * proof hands over, which the link session tests cover).
 */
export const orderLinkCallers = {
  resolve: callers.anyClient(),
  resolveModification: callers.anyClient(),
  sendCode: callers.anyClient(),
  verify: callers.anyClient(),
  uploadVoucher: callers.customer(403),
  finalize: callers.customer(403),
  /** Another customer's order is "not found", exactly like one that does not exist. */
  ownModification: callers.customer(404),
  create: callers.staff('links', 'edit'),
  list: callers.staff('links', 'view'),
};
