import { callers, type CallerTable } from '../http/callers.ts';
import type { orderLinkEndpoints } from './endpoints.ts';

export const orderLinkCallers = {
  resolve: callers.anyClient(),
  resolveModification: callers.anyClient(),
  uploadVoucher: callers.anyClient(),
  finalize: callers.anyClient(),
  create: callers.staff('links', 'edit'),
  list: callers.staff('links', 'view'),
} satisfies CallerTable<typeof orderLinkEndpoints>;
