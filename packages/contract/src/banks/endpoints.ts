export const bankEndpoints = {};
