// Public entry of the staff-accounts feature: users-management and the module permission matrix (issue 7).
export { UsersManagementScreen } from './components/users-management-screen.tsx';
export { UserPermissionsScreen } from './components/user-permissions-screen.tsx';
