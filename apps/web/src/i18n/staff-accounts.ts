// Spanish text of users-management and user-permissions (issue 7).
export const staffAccountsEs = {
  staffAccounts: {},
};
