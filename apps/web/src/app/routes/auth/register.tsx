import { Link, useNavigate } from 'react-router';
import { FormCard } from '@/components/ui/form-card.tsx';
import { RegistrationForm } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { paths } from '../../paths.ts';

/** /registro and /registrarse: the new customer is signed in and goes on to validate their identity. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const t = es.register;
  return (
    <FormCard
      wide
      title={t.heading}
      intro={t.intro}
      footer={
        <>
          {t.hasAccount}{' '}
          <Link className="cx-link" to={paths.login}>
            {t.login}
          </Link>
        </>
      }
    >
      <RegistrationForm onRegistered={() => navigate(paths.customer.validate, { replace: true })} />
    </FormCard>
  );
}
