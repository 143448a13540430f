export const bankAccountEndpoints = {};
