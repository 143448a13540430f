import type { Session } from '../auth/schemas.ts';
import { endpoint, withCallers } from '../http/endpoint.ts';
import { profileCallers } from './callers.ts';
import type { Profile, UbigeoTree, UpdateFormFlags, UpdateUserRequest } from './schemas.ts';

export const profileEndpoints = withCallers(profileCallers, {
  /** The customer's own profile (names, document, status, KYC data). */
  profile: endpoint<{ response: Profile }>('GET', '/api/user/profile'),
  /**
   * Profile payload or password change (docs/rules/identity.md#profile-and-password-change); both answer a
   * fresh session for this tab.
   */
  updateUser: endpoint<{ body: UpdateUserRequest; response: Session }>('POST', '/api/updateUser'),
  /** Postpones the update-data form 30 days, unless it is mandatory. */
  skipUpdateForm: endpoint<{ response: UpdateFormFlags }>('PUT', '/api/skipFormUpdateData'),
  /** Departamento > provincia > distrito (public, cached). */
  ubigeo: endpoint<{ response: UbigeoTree }>('GET', '/api/ubigeo'),
});
