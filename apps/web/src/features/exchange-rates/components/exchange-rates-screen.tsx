import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { limaToday } from '@cambix/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { DayField } from '@/components/ui/day-field.tsx';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useRateHistory } from '../api/get-history.ts';
import { useRatesPublished } from '../api/use-rates-published.ts';
import { PublicationsTable } from './publications-table.tsx';
import { RateDayChart } from './rate-day-chart.tsx';

const t = staffExchangeEs.screen;

export interface ExchangeRatesScreenProps {
  title: string;
}

/**
 * /dashboard/tipo-de-cambio (module ajustes, view): a Lima day's first-tier rates as a chart, and the latest
 * publications. A board published anywhere shows at once (`rates:published`).
 */
export function ExchangeRatesScreen({ title }: ExchangeRatesScreenProps) {
  const today = limaToday(new Date());
  const [day, setDay] = useState(today);
  const history = useRateHistory(day);
  useRatesPublished();
  const data = history.data;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={t.intro}
        action={
          <DayField
            label={t.day}
            value={day}
            maxDay={today}
            fullWidth={false}
            // A cleared field goes back to today; a day after it is refused by the picker.
            onChange={(picked) => setDay(picked === '' ? today : picked <= today ? picked : day)}
            sx={{ width: { xs: '100%', sm: 200 } }}
          />
        }
      />
      {history.isError && !history.isFetching && (
        <RetryAlert retryLabel={t.retry} onRetry={() => void history.refetch()}>
          {isApiError(history.error) ? history.error.message : t.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2, opacity: history.isPlaceholderData ? 0.6 : 1 }}>
          <RateDayChart day={data.day} publications={data.publications} />
          <PublicationsTable rows={data.recent} />
        </Box>
      ) : (
        !history.isError && <Skeleton variant="rounded" height={320} aria-label={t.day} />
      )}
    </Box>
  );
}
