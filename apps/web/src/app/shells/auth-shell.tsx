import { Link } from 'react-router';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';
import { es } from '@/i18n/es.ts';
import { paths } from '../paths.ts';
import type { ShellProps } from './shell-props.ts';
import './auth-shell.css';

/** The authentication shell: light (no MUI) so /login stays inside its budget (decision 002). */
export function AuthShell({ children }: ShellProps) {
  const t = es.authShell;
  return (
    <div className="cx-auth">
      <aside className="cx-auth__hero">
        <CambixLogo size={40} tone="inverse" />
        <div className="cx-auth__hero-body">
          <h2 className="cx-auth__hero-title">{t.heroTitle}</h2>
          <p className="cx-auth__hero-text">{t.heroBody}</p>
          <ul className="cx-auth__points">
            {t.heroPoints.map((point) => (
              <li key={point}>
                <span className="cx-auth__point-icon">
                  <CheckIcon size={16} />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <p className="cx-auth__hero-foot">{t.footer}</p>
      </aside>
      <div className="cx-auth__main">
        <header className="cx-auth__header">
          <Link to={paths.login} className="cx-auth__home cx-focusable" aria-label={es.app.name}>
            <CambixLogo size={34} />
          </Link>
        </header>
        <main className="cx-auth__content">{children}</main>
        <footer className="cx-auth__footer">{t.footer}</footer>
      </div>
    </div>
  );
}
