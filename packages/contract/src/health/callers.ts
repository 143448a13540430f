import { callers, type CallerTable } from '../http/callers.ts';
import type { healthEndpoints } from './endpoints.ts';

export const healthCallers = {
  check: callers.open(),
  ready: callers.open(),
} satisfies CallerTable<typeof healthEndpoints>;
