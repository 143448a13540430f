import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useId } from 'react';
import { useBanks, BankLogo } from '@/features/banks';
import { useRateTrend } from '@/features/exchange';
import { RateDayChart, RateTrendChart } from '@/features/exchange-rates';
import { usePublicContact, whatsappLink } from '@/features/help';
import { homeEs as t } from '@/i18n/home.ts';
import { queryClient } from '@/lib/query-client.ts';
import { lightTheme } from '../../theme/mui-theme.ts';

/**
 * The landing below the fold (decision 181), loaded after the page shows: the day's and the last 30 days'
 * charts (the staff's hand-drawn ones, decision 143), the banks, and the contact and registrations from Ajustes.
 */
export default function HomeDetails() {
  return (
    <ThemeProvider theme={lightTheme}>
      <QueryClientProvider client={queryClient}>
        <RateCharts />
        <BanksWeWorkWith />
        <ContactAndCompany />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function RateCharts() {
  const trend = useRateTrend();
  const headingId = useId();
  const data = trend.data;
  return (
    <section className="cx-home__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.charts}</h2>
      {trend.isError && !data && <p className="cx-home__muted">{t.chartsFailed}</p>}
      {data && (
        <div className="cx-home__charts">
          <RateDayChart
            day={data.day}
            publications={data.today}
            title={t.today(data.day.split('-').reverse().join('/'))}
          />
          <RateTrendChart days={data.days} />
        </div>
      )}
    </section>
  );
}

function BanksWeWorkWith() {
  const { banks } = useBanks();
  const headingId = useId();
  if (banks.length === 0) return null;
  return (
    <section className="cx-home__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.banks.heading}</h2>
      <p className="cx-home__muted">{t.banks.intro}</p>
      <ul className="cx-home__banks">
        {banks.map((bank) => (
          <li key={bank.id} className="cx-home__bank">
            <BankLogo bank={bank} size={40} />
            <span>{bank.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContactAndCompany() {
  const contact = usePublicContact();
  const headingId = useId();
  const data = contact.data;
  if (!data) return null;
  const { whatsapp, email } = data.contact;
  const { name, ruc, sbsRegistration } = data.company;
  return (
    <section className="cx-home__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.contact.heading}</h2>
      <ul className="cx-home__contact">
        {whatsapp && (
          <li>
            {t.contact.whatsapp}:{' '}
            <a className="cx-link" href={whatsappLink(whatsapp, t.contact.whatsappMessage)} rel="noopener">
              {whatsapp}
            </a>
          </li>
        )}
        {email && (
          <li>
            {t.contact.email}:{' '}
            <a className="cx-link" href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        )}
      </ul>
      <p className="cx-home__company">
        {[name, ruc && t.company.ruc(ruc), sbsRegistration && t.company.sbs(sbsRegistration)]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </section>
  );
}
