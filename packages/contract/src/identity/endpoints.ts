export const identityEndpoints = {};
