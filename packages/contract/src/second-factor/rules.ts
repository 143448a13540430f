import type { RoleName } from '../roles.ts';

/** Who moves money or grants who may (issue 30): the setting `security.staffSecondFactor` binds them. */
export const SECOND_FACTOR_STAFF_ROLES = [
  'Administrador',
  'Colaborador',
  'Usuario',
] as const satisfies readonly RoleName[];

export function isSecondFactorStaff(role: RoleName): boolean {
  return (SECOND_FACTOR_STAFF_ROLES as readonly RoleName[]).includes(role);
}

/** What a person may enrol: a passkey (WebAuthn), or a code app (TOTP) where a device has no passkey. */
export const SECOND_FACTOR_KINDS = ['passkey', 'totp'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/** How a person proves the second factor: either kind enrolled, or one of their recovery codes. */
export const SECOND_FACTOR_METHODS = ['passkey', 'totp', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** When staff must hold a second factor: in production only (the default), always, or never. */
export const STAFF_SECOND_FACTOR_POLICIES = ['production', 'always', 'never'] as const;
export type StaffSecondFactorPolicy = (typeof STAFF_SECOND_FACTOR_POLICIES)[number];

/** Whether the policy binds staff in this environment. */
export function staffSecondFactorRequired(policy: StaffSecondFactorPolicy, production: boolean): boolean {
  return policy === 'always' || (policy === 'production' && production);
}

export const RECOVERY_CODE_COUNT = 10;
