import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { limaToday } from '@cambix/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
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
          <TextField
            type="date"
            size="small"
            label={t.day}
            value={day}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value) && event.target.value <= today)
                setDay(event.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            sx={{ width: 170 }}
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
