import { callers } from '../http/callers.ts';

export const profileCallers = {
  profile: callers.customer('ok'),
  // Staff change their own password here too.
  updateUser: callers.signedIn(),
  skipUpdateForm: callers.customer('ok'),
  ubigeo: callers.anyClient(),
};
