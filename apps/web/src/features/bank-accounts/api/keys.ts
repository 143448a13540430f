export const bankAccountKeys = {
  list: ['bank-accounts'] as const,
};
