/** Role ids and names (docs/rules/roles-and-modules.md#roles). Names are compared case-insensitively. */
export const ROLE_IDS = {
  Administrador: 1,
  Cliente: 2,
  Colaborador: 3,
  Externo: 4,
  Usuario: 5,
} as const;

/**
 * A partner's client (docs/rules/partners.md#partner-clients): a person row with no password and no role a
 * session can carry. It holds the name and document a receipt and a payout need; it never signs in.
 */
export const PARTNER_CLIENT_ROLE_ID = 6;

export type RoleName = keyof typeof ROLE_IDS;
export type RoleId = (typeof ROLE_IDS)[RoleName];

export const ROLE_NAMES = Object.keys(ROLE_IDS) as RoleName[];

export const STAFF_ROLES = ['Administrador', 'Colaborador'] as const satisfies readonly RoleName[];

/** Roles that receive real-time notifications and a socket (docs/rules/notifications.md#who-is-notified). */
export const NOTIFIED_ROLE_IDS: readonly RoleId[] = [ROLE_IDS.Administrador, ROLE_IDS.Colaborador];

export function roleNameOf(id: number): RoleName | null {
  return ROLE_NAMES.find((name) => ROLE_IDS[name] === id) ?? null;
}

export function normalizeRoleName(name: string | null | undefined): RoleName | null {
  const lower = name?.trim().toLowerCase();
  return ROLE_NAMES.find((role) => role.toLowerCase() === lower) ?? null;
}

export function hasRole(name: string | null | undefined, allowed: readonly RoleName[]): boolean {
  const role = normalizeRoleName(name);
  return role !== null && allowed.includes(role);
}
