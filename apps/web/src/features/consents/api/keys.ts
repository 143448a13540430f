/** Cache keys of the consents feature (house style 10). */
export const consentKeys = {
  marketing: ['consents', 'marketing'] as const,
  customer: (userId: number) => ['staff', 'customers', 'detail', userId, 'consents'] as const,
};
