import { normalizeRoleName } from '@cambix/contract';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '@/components/ui/form-card.tsx';
import { LoginForm } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { landingPathFor } from '../../guards/landing.ts';
import { returnPathFrom } from '../../guards/return-path.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

export default function LoginPage({ search }: Partial<PageProps>) {
  const navigate = useNavigate();
  const t = es.login;
  return (
    <FormCard
      title={t.heading}
      intro={t.intro}
      footer={
        <div className="cx-stack cx-stack--tight">
          <span>
            {t.noAccount}{' '}
            <Link className="cx-link" to={paths.register}>
              {t.register}
            </Link>
          </span>
          <Link className="cx-link" to={paths.signInLink}>
            {t.signInLink}
          </Link>
        </div>
      }
    >
      <LoginForm
        onSignedIn={(session) =>
          // Back where the person came from (an order link's proof step), when that is a page of ours.
          void navigate(
            (search && returnPathFrom(search)) ?? landingPathFor(normalizeRoleName(session.user.rol.name)),
            { replace: true },
          )
        }
        forgotLink={
          <Link className="cx-link" to={paths.recover}>
            {t.forgot}
          </Link>
        }
      />
    </FormCard>
  );
}
