import { Link, useNavigate } from 'react-router';
import { FormCard } from '@/components/ui/form-card.tsx';
import { RegistrationForm } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/**
 * /registro and /registrarse: the new customer is signed in and goes on to validate their identity. A
 * share link's `?ref=CODE` fills in the referral code.
 */
export default function RegisterPage({ search }: Partial<PageProps>) {
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
      <RegistrationForm
        initialReferralCode={search?.get('ref')}
        legalHrefs={{ terms: paths.terms, privacy: paths.privacy }}
        onRegistered={() => void navigate(paths.customer.validate, { replace: true })}
      />
    </FormCard>
  );
}
