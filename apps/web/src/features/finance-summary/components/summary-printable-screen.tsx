import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatAmount, formatLimaDateTime, previousPeriodText, type FinanceSummary } from '@cambix/contract';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { useBanks } from '@/features/banks';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useDownloadSummaryPdf } from '../api/download-summary-pdf.ts';
import { useSummary } from '../api/get-summary.ts';
import { periodLabel } from '../month-names.ts';
import { readSummaryState, toSummaryQuery, writeSummaryState, type SummaryState } from '../summary-state.ts';
import { MonthTable } from './month-table.tsx';
import { PrintStylesheet } from './print-stylesheet.tsx';

const t = staffSummaryEs;

export interface SummaryPrintableScreenProps {
  search: URLSearchParams;
  /** Resumen, to go back with the same filters. */
  summaryPath: string;
}

/**
 * /dashboard/resumen-formated (module resumen): the summary's month table as an A4 report for the
 * accountant, with the company's name, RUC and address from Ajustes › Empresa
 * (docs/rules/finance-reports.md#summary).
 */
export function SummaryPrintableScreen({ search, summaryPath }: SummaryPrintableScreenProps) {
  const state = useMemo(() => readSummaryState(search), [search]);
  const query = useMemo(() => toSummaryQuery(state), [state]);
  const summary = useSummary(query);
  const pdf = useDownloadSummaryPdf();
  const data = summary.data;
  const loadError = summary.error && !summary.isFetching ? summary.error : null;
  const queryString = writeSummaryState(state).toString();

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PrintStylesheet />
      <Box
        data-print-hidden
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Button
          component={RouterLink}
          to={queryString ? `${summaryPath}?${queryString}` : summaryPath}
          startIcon={<ArrowBackIcon />}
        >
          {t.printable.back}
        </Button>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<PrintOutlinedIcon />}
            onClick={() => window.print()}
            disabled={!data}
          >
            {t.printable.print}
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
      </Box>
      {loadError && (
        <RetryAlert retryLabel={t.common.retry} onRetry={() => void summary.refetch()}>
          {isApiError(loadError) ? loadError.message : t.common.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        <Report summary={data} state={state} />
      ) : (
        !loadError && <Skeleton variant="rounded" height={480} aria-label={t.common.loading} />
      )}
      <ErrorSnackbar open={pdf.isError} onClose={() => pdf.reset()}>
        {isApiError(pdf.error) ? pdf.error.message : t.screen.pdfFailed}
      </ErrorSnackbar>
    </Box>
  );
}

function Report({ summary, state }: { summary: FinanceSummary; state: SummaryState }) {
  const { banks } = useBanks();
  const { company } = summary;
  const titleId = useId();
  const bankName =
    state.bankId === ''
      ? null
      : (banks.find((bank) => String(bank.id) === state.bankId)?.name ??
        summary.byBank.find((bank) => String(bank.bankId) === state.bankId)?.bankName ??
        `#${state.bankId}`);
  const filters = [
    bankName && t.printable.bankFilter(bankName),
    state.channel && t.printable.channelFilter(t.channel[state.channel]),
  ].filter(Boolean);
  const details: [string, string][] = [
    [t.printable.period, periodLabel(summary.from.slice(0, 7), summary.to.slice(0, 7))],
    [t.printable.previousPeriod, previousPeriodText(summary.previous)],
    [t.printable.filters, filters.length > 0 ? filters.join(' · ') : t.printable.noFilters],
    [t.printable.generatedAt, formatLimaDateTime(new Date(summary.generatedAt))],
  ];
  return (
    <Paper
      component="article"
      variant="outlined"
      className="summary-report"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, maxWidth: 1100, width: '100%', mx: 'auto', minWidth: 0 }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{company.name}</Typography>
          <Typography variant="body2">
            {company.ruc ? t.printable.ruc(company.ruc) : t.printable.noRuc}
          </Typography>
          {company.address && <Typography variant="body2">{company.address}</Typography>}
        </Box>
        <Typography
          id={titleId}
          variant="h1"
          component="h1"
          sx={{ fontSize: '1.5rem', alignSelf: 'flex-end' }}
        >
          {t.printable.title}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.25,
          m: 0,
          mb: 2,
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 0.75, sm: 0 } },
        }}
      >
        {details.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {term}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <MonthTable summary={summary} withComparison isFlush />
      <Typography variant="body2" component="p" sx={{ mt: 1.5, fontWeight: 600 }}>
        {t.printable.dollars(
          formatAmount(summary.totals.usdReceived),
          formatAmount(summary.totals.usdPaidOut),
          summary.totals.divisasOrders,
        )}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        {t.printable.amountsNote}
        {state.channel && ` ${t.printable.channelNote}`}
      </Typography>
    </Paper>
  );
}
