import { callers, type CallerTable } from '../http/callers.ts';
import type { promotionEndpoints } from './endpoints.ts';

export const promotionCallers = {
  check: callers.customer('ok'),
} satisfies CallerTable<typeof promotionEndpoints>;
