// Public entry of the admin-users module: the caller's staff permissions.
// Other modules import only this file (decision 089).
export { getMyPermissions } from './get-my-permissions.ts';
