import { callers, type CallerTable } from '../http/callers.ts';
import type { adminUserEndpoints } from './endpoints.ts';

const view = callers.staff('users', 'view');
const edit = callers.staff('users', 'edit');

export const adminUserCallers = {
  myPermissions: callers.roles('Administrador', 'Colaborador'),
  listCustomers: view,
  exportCustomers: view,
  customer: view,
  updateCustomer: edit,
  customerDocuments: view,
  customerBankAccounts: view,
  customerHistory: view,
  customerOrders: view,
  customerReferrals: view,
  approveCustomer: edit,
  rejectCustomer: edit,
  blockCustomer: edit,
  activateCustomer: edit,
} satisfies CallerTable<typeof adminUserEndpoints>;
