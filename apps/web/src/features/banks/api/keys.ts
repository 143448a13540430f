/** Query keys of the bank catalogue and its companions. */
export const bankKeys = {
  catalogue: ['banks'] as const,
  commissions: ['banks', 'commissions'] as const,
  paymentSteps: ['banks', 'payment-steps'] as const,
};
