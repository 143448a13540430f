import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { FormCard } from '@/components/ui/form-card.tsx';
import { selectIsLoggedIn, selectRole, useSessionStore } from '@/features/auth';
import { RateAlertForm, VisitorAlertPanel } from '@/features/rate-alerts';
import { rateAlertsEs as t } from '@/i18n/rate-alerts.ts';
import { paths } from '../../paths.ts';

/**
 * The mailed link's token comes after `#` (a browser never sends it to a server, so it is in no log); it is
 * read once and taken out of the address bar and the history.
 */
function useLinkToken(): string | null {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => decodeURIComponent(hash.slice(1)) || null);
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}

/**
 * /alertas: a visitor sets an alert with their email (active once they open the mailed link), and manages it
 * from that link. A signed-in customer is sent to their own alerts.
 */
export default function RateAlertsPage() {
  const token = useLinkToken();
  const isCustomer = useSessionStore((state) => selectIsLoggedIn(state) && selectRole(state) === 'Cliente');
  const footer = (
    <Link className="cx-link" to={paths.createOrder}>
      {t.todaysRates}
    </Link>
  );
  if (token) {
    return (
      <FormCard title={t.visitorHeading} footer={footer}>
        <VisitorAlertPanel token={token} />
      </FormCard>
    );
  }
  return (
    <FormCard title={t.heading} intro={t.intro} footer={footer}>
      {isCustomer ? (
        <Alert tone="info">
          {t.customerHint}{' '}
          <Link className="cx-link" to={paths.customer.rateAlerts}>
            {t.goToMyAlerts}
          </Link>
        </Alert>
      ) : (
        <RateAlertForm mode="visitor" />
      )}
    </FormCard>
  );
}
