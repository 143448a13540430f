import type { RoleName } from '@cambix/contract';
import { paths } from '../paths.ts';

/**
 * Where each role lands after signing in (docs/rules/roles-and-modules.md#landing-pages): a page that role
 * may open.
 */
export const LANDING_PATHS: Readonly<Record<RoleName, string>> = {
  Administrador: paths.staff.home,
  Colaborador: paths.staff.home,
  Cliente: paths.customer.home,
  Externo: paths.partner.orders,
  Usuario: paths.staff.usersManagement,
};

export function landingPathFor(role: RoleName | null): string {
  return role ? LANDING_PATHS[role] : paths.login;
}
