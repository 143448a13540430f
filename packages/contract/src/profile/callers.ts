import { callers, type CallerTable } from '../http/callers.ts';
import type { profileEndpoints } from './endpoints.ts';

export const profileCallers = {
  profile: callers.customer('ok'),
  // Staff change their own password here too.
  updateUser: callers.signedIn(),
  skipUpdateForm: callers.customer('ok'),
  ubigeo: callers.anyClient(),
} satisfies CallerTable<typeof profileEndpoints>;
