import { callers, type CallerTable } from '../http/callers.ts';
import type { pointsEndpoints } from './endpoints.ts';

export const pointsCallers = {
  mine: callers.customer('ok'),
} satisfies CallerTable<typeof pointsEndpoints>;
