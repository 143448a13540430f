export const identityKeys = {
  kycStatus: ['kyc-status'] as const,
};
