import { BankAccountsManager } from '@/features/bank-accounts';
import type { PageProps } from '../../routes.ts';

/** /userDashboard/cuentas (Bancos). */
export default function BankAccountsScreen({ title }: PageProps) {
  return <BankAccountsManager title={title} />;
}
