import { callers, type CallerTable } from '../http/callers.ts';
import type { referralEndpoints } from './endpoints.ts';

export const referralCallers = {
  validateCode: callers.anyClient(),
  ownCode: callers.customer('ok'),
  createOwnCode: callers.customer('ok'),
} satisfies CallerTable<typeof referralEndpoints>;
