import { callers } from '../http/callers.ts';

export const serviceHoursCallers = {
  // The landing page and the public calculator read it before sign-in.
  publicHours: callers.anyClient(),
};
