import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { dayTickLabel, formatSolesTick } from '@/components/ui/chart-scale.ts';
import { VerticalBarChart } from '@/components/ui/vertical-bar-chart.tsx';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { parseMoney } from '@cambix/contract';
import { formatSoles } from '@/lib/money.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { LatestOrders } from './latest-orders.tsx';
import { PeriodFigures } from './period-figures.tsx';
import { ToActCards, type ToActLinks } from './to-act-cards.tsx';

const t = staffEs.staffHome;

export interface StaffHomeProps {
  title: string;
  links: ToActLinks & { orders: string; order: (id: number) => string };
}

/** Inicio: what there is to act on, today's and this month's figures, 14 days of amounts, the newest orders. */
export function StaffHome({ title, links }: StaffHomeProps) {
  const dashboard = useDashboard();
  const orders = useModuleAccess('ordenes');
  const data = dashboard.data;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title={title} intro={t.intro} />
      {dashboard.error && !dashboard.isFetching && (
        <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void dashboard.refetch()}>
          {isApiError(dashboard.error) ? dashboard.error.message : staffEs.common.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        <>
          <ToActCards toAct={data.toAct} links={links} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <PeriodFigures label={t.today} figures={data.today} />
            <PeriodFigures label={t.month} figures={data.month} />
          </Box>
          <VerticalBarChart
            title={t.chartTitle}
            description={t.chartDescription}
            emptyText={t.chartEmpty}
            formatTick={formatSolesTick}
            // Numbers only to scale the drawing; every figure shown is the server's decimal string.
            bars={data.daily.map((day) => ({
              key: day.date,
              label: dayTickLabel(day.date),
              value: Number(parseMoney(day.sent)) / 100,
              valueLabel: t.chartBar(dayTickLabel(day.date), formatSoles(day.sent), day.orders),
            }))}
          />
          <LatestOrders
            orders={data.latest}
            orderHref={links.order}
            allHref={orders.canView ? links.orders : null}
          />
        </>
      ) : (
        !dashboard.error && <Skeleton variant="rounded" height={420} aria-label={staffEs.common.loading} />
      )}
    </Box>
  );
}
