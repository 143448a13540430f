// Public entry of the staff customers feature: the list with its filters, the customer's tabs, review
// actions and the printable file.
export { customerKeys } from './api/keys.ts';
export { useCustomerList } from './api/list-customers.ts';
export { useExportCustomers } from './api/export-customers.ts';
export { useCustomer } from './api/get-customer.ts';
export { useListUrl } from './use-list-url.ts';
export {
  clearFilters,
  readListState,
  toFilters,
  toListQuery,
  withFilters,
  writeListState,
  type CustomerListState,
} from './list-state.ts';
export { CustomerFilters } from './components/customer-filters.tsx';
export { CustomersTable } from './components/customers-table.tsx';
export { StatusChip, KycChip } from './components/status-chip.tsx';
export { documentLabel, fullName, formatPercent } from './format.ts';
export { CustomerHeader } from './components/customer-header.tsx';
export { CustomerDataTab } from './components/customer-data-tab.tsx';
export { CustomerDocumentsTab } from './components/customer-documents-tab.tsx';
export { CustomerAccountsTab } from './components/customer-accounts-tab.tsx';
export { CustomerHistoryTab } from './components/customer-history-tab.tsx';
export { CustomerPointsTab } from './components/customer-points-tab.tsx';
export { CustomerOrdersTab } from './components/customer-orders-tab.tsx';
export { CustomerFileSheet } from './components/customer-file-sheet.tsx';
export { useCustomerDocuments } from './api/get-customer-documents.ts';
export { useCustomerBankAccounts } from './api/get-customer-bank-accounts.ts';
