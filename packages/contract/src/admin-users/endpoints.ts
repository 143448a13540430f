export const adminUserEndpoints = {};
