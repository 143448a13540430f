import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { comparedPeriodText } from '@cambix/contract';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { useBanks } from '@/features/banks';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useDownloadSummaryPdf } from '../api/download-summary-pdf.ts';
import { useSummary } from '../api/get-summary.ts';
import { periodLabel } from '../month-names.ts';
import { readSummaryState, toSummaryQuery, writeSummaryState } from '../summary-state.ts';
import { MonthTable } from './month-table.tsx';
import { SummaryCharts } from './summary-charts.tsx';
import { SummaryFilters } from './summary-filters.tsx';
import { SummaryKpis } from './summary-kpis.tsx';

const t = staffSummaryEs;

export interface SummaryScreenProps {
  title: string;
  search: URLSearchParams;
  /** The printable page; it opens with the same query string. */
  printablePath: string;
}

/**
 * /dashboard/resumen (module resumen): a range of months, a bank and a channel in the address; the
 * period's figures against the previous one, charts, and the month table (docs/rules/finance-reports.md#summary).
 */
export function SummaryScreen({ title, search, printablePath }: SummaryScreenProps) {
  const [state, update] = useQueryState(search, readSummaryState, writeSummaryState);
  const query = useMemo(() => toSummaryQuery(state), [state]);
  const summary = useSummary(query);
  const { banks } = useBanks();
  const pdf = useDownloadSummaryPdf();
  const data = summary.data;
  const loadError = summary.error && !summary.isFetching ? summary.error : null;
  const queryString = writeSummaryState(state).toString();

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={`${periodLabel(state.from, state.to)} · ${t.screen.intro}`}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
            <Button
              variant="outlined"
              component={RouterLink}
              to={queryString ? `${printablePath}?${queryString}` : printablePath}
              startIcon={<PrintOutlinedIcon />}
            >
              {t.screen.printable}
            </Button>
            <Button
              variant="contained"
              startIcon={<PictureAsPdfOutlinedIcon />}
              loading={pdf.isPending}
              onClick={() => pdf.mutate(query)}
            >
              {t.screen.downloadPdf}
            </Button>
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <SummaryFilters
          state={state}
          banks={banks}
          onChange={(patch) => update((current) => ({ ...current, ...patch }))}
        />
      </Paper>
      {loadError && (
        <RetryAlert retryLabel={t.common.retry} onRetry={() => void summary.refetch()}>
          {isApiError(loadError) ? loadError.message : t.common.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 2,
            opacity: summary.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
          aria-busy={summary.isPlaceholderData}
        >
          <SummaryKpis
            totals={data.totals}
            previous={data.previous.totals}
            comparedWith={comparedPeriodText(data.previous)}
          />
          <SummaryCharts summary={data} />
          <Paper variant="outlined" component="section" aria-label={t.table.title} sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h2" sx={{ p: { xs: 1.5, sm: 2 }, pb: 1 }}>
              {t.table.title}
            </Typography>
            <MonthTable summary={data} />
            {state.channel && (
              <Typography variant="body2" color="text.secondary" sx={{ p: { xs: 1.5, sm: 2 } }}>
                {t.printable.channelNote}
              </Typography>
            )}
          </Paper>
        </Box>
      ) : (
        !loadError && <Skeleton variant="rounded" height={420} aria-label={t.common.loading} />
      )}
      <ErrorSnackbar open={pdf.isError} onClose={() => pdf.reset()}>
        {isApiError(pdf.error) ? pdf.error.message : t.screen.pdfFailed}
      </ErrorSnackbar>
    </Box>
  );
}
