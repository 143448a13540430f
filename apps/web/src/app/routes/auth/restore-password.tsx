import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClassName } from '@/components/ui/button.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { RestoreForm } from '@/features/auth';
import { es } from '@/i18n/es.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/**
 * /restaurar: the token arrives as a prop, read by the route table from `?token=`
 * (docs/rules/screens.md#pages).
 */
export default function RestorePasswordPage({ token }: PageProps & { token?: string | null }) {
  const t = es.restore;
  const requestNew = (
    <Link className="cx-link" to={paths.recover}>
      {t.requestNew}
    </Link>
  );
  return (
    <FormCard title={t.heading} intro={token ? t.intro : undefined}>
      {token ? (
        <RestoreForm
          token={token}
          loginLink={
            <Link className={buttonClassName('primary', true)} to={paths.login}>
              {t.login}
            </Link>
          }
          requestNewLink={requestNew}
        />
      ) : (
        <div className="cx-stack">
          <Alert tone="error">{t.missingToken}</Alert>
          <Link className={buttonClassName('primary', true)} to={paths.recover}>
            {t.requestNew}
          </Link>
        </div>
      )}
    </FormCard>
  );
}
