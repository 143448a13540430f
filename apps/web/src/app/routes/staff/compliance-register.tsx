import { limaToday } from '@cambix/contract';
import { useNavigate } from 'react-router';
import { RegisterScreen } from '@/features/compliance-register';
import type { PageProps } from '../../routes.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /dashboard/cumplimiento/registro (module cumplimiento): the month lives in the address as ?mes=. */
export default function ComplianceRegisterPage({ search, title }: PageProps) {
  const navigate = useNavigate();
  const asked = search.get('mes');
  const month = asked && MONTH.test(asked) ? asked : limaToday(new Date()).slice(0, 7);
  const open = (next: string) => void navigate({ search: `?mes=${next}` }, { replace: true });
  return <RegisterScreen title={title} month={month} onMonthChange={open} />;
}
