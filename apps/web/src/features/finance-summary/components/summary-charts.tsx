import Box from '@mui/material/Box';
import { monthWords, type FinanceSummary } from '@cambix/contract';
import { formatSolesTick } from '@/components/ui/chart-scale.ts';
import { HorizontalBarChart } from '@/components/ui/horizontal-bar-chart.tsx';
import { VerticalBarChart } from '@/components/ui/vertical-bar-chart.tsx';
import { staffSummaryEs } from '@/i18n/staff-summary.ts';
import { formatSoles } from '@/lib/money.ts';
import { chartValue, formatCount } from '../figures.ts';
import { dayLabel, shortMonth } from '../month-names.ts';
import { ChannelTable } from './channel-table.tsx';

const t = staffSummaryEs.charts;

const formatCountTick = (value: number) => (Number.isInteger(value) ? formatCount(value) : '');

/** Where a person would rather look (docs/rules/finance-reports.md#summary): months, banks, days, channels. */
export function SummaryCharts({ summary }: { summary: FinanceSummary }) {
  const lastMonth = summary.to.slice(0, 7);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'stretch',
      }}
    >
      <VerticalBarChart
        title={t.commissions}
        description={t.commissionsDescription}
        emptyText={t.empty}
        formatTick={formatSolesTick}
        bars={summary.months.map((month) => ({
          key: month.month,
          label: shortMonth(month.month),
          value: chartValue(month.commissions),
          valueLabel: `${monthWords(month.month)}: ${formatSoles(month.commissions)}`,
        }))}
      />
      <HorizontalBarChart
        title={t.byBank}
        description={t.byBankDescription}
        emptyText={t.empty}
        formatTick={formatSolesTick}
        bars={summary.byBank.map((bank) => ({
          key: String(bank.bankId),
          label: bank.bankName,
          value: chartValue(bank.amountReceived),
          valueLabel: `${bank.bankName}: ${formatSoles(bank.amountReceived)}`,
        }))}
      />
      <VerticalBarChart
        title={t.days(monthWords(lastMonth))}
        description={t.daysDescription}
        emptyText={t.empty}
        formatTick={formatCountTick}
        bars={summary.days.map((day) => ({
          key: day.date,
          label: dayLabel(day.date),
          value: day.orders,
          valueLabel: t.dayBar(dayLabel(day.date), day.orders, formatSoles(day.commissions)),
        }))}
      />
      <ChannelTable rows={summary.byChannel} />
    </Box>
  );
}
