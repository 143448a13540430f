import { Link } from 'react-router';
import { FormCard } from '@/components/ui/form-card.tsx';
import { RecoveryForm } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { paths } from '../../paths.ts';

export default function RecoverPasswordPage() {
  const t = es.recover;
  const back = (
    <Link className="cx-link" to={paths.login}>
      {t.backToLogin}
    </Link>
  );
  return (
    <FormCard title={t.heading} intro={t.intro} footer={back}>
      <RecoveryForm />
    </FormCard>
  );
}
