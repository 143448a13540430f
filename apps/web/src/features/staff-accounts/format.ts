import type { StaffAccount } from '@cambix/contract';
import { documentLabel } from '@/features/customers-admin';

export function accountName(account: Pick<StaffAccount, 'nombres' | 'apellidoPaterno' | 'apellidoMaterno'>) {
  return [account.nombres, account.apellidoPaterno, account.apellidoMaterno].filter(Boolean).join(' ');
}

export const accountDocument = (account: Pick<StaffAccount, 'documentType' | 'documentNumber'>) =>
  documentLabel({ tipo_documento: account.documentType, dni: account.documentNumber });
