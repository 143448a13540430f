import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { limaToday } from '@cambix/contract';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { DayField } from '@/components/ui/day-field.tsx';
import { staffExchangeEs } from '@/i18n/staff-exchange.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useRateHistory } from '../api/get-history.ts';
import { useRatesPublished } from '../api/use-rates-published.ts';
import { PublicationsTable } from './publications-table.tsx';
import { RateDayChart } from './rate-day-chart.tsx';
import { readRateDay, writeRateDay } from '../day-state.ts';

const t = staffExchangeEs.screen;

export interface ExchangeRatesScreenProps {
  title: string;
  /** The address's query: the day shown (`?day=`). */
  search: URLSearchParams;
  /** Under the chart: publishing a board, for staff who may (Ajustes' form, composed by the page). */
  publish?: ReactNode;
}

/**
 * /dashboard/tipo-de-cambio (module ajustes, view): a Lima day's first-tier rates as a chart, and the latest
 * publications. A board published anywhere shows at once (`rates:published`). The day is in the address.
 */
export function ExchangeRatesScreen({ title, search, publish }: ExchangeRatesScreenProps) {
  const today = limaToday(new Date());
  const [picked, setPicked] = useQueryState(search, readRateDay, writeRateDay);
  // A day after today (typed into the address) shows today, as the picker would.
  const day = picked && picked <= today ? picked : today;
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
            // Today, a cleared field or a day after today: no day in the address.
            onChange={(next) => setPicked(() => (next && next < today ? next : ''))}
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
        <Box sx={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
          <RateDayChart day={data.day} publications={data.publications} />
        </Box>
      ) : (
        !history.isError && <Skeleton variant="rounded" height={320} aria-label={t.day} />
      )}
      {/* Outside the day's branches: loading another day never resets a board being typed. */}
      {publish}
      {data && (
        <Box sx={{ opacity: history.isPlaceholderData ? 0.6 : 1 }}>
          <PublicationsTable rows={data.recent} />
        </Box>
      )}
    </Box>
  );
}
