/** KYC step: what the customer still has to provide (docs/rules/identity.md#kyc-step). 0 = complete. */
export const KYC_STEPS = {
  complete: 0,
  personalData: 1,
  selfie: 2,
  firstBankAccount: 3,
} as const;

export type KycStep = (typeof KYC_STEPS)[keyof typeof KYC_STEPS];

/** Account status, decided by staff (docs/rules/identity.md#account-status). */
export const ACCOUNT_STATUSES = ['REGISTRADO', 'POR_VALIDAR', 'ACTIVO', 'BLOQUEADO', 'RECHAZADO'] as const;

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
