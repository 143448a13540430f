import { callers } from '../http/callers.ts';

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
};
