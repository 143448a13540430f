import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { useBanks } from '@/features/banks';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useBalanceOverview } from '../api/get-balance-overview.ts';
import { formatDay } from '../format.ts';
import { AccountBalanceCard } from './account-balance-card.tsx';
import { CurrencyTotals } from './currency-totals.tsx';
import { ReconciliationSection } from './reconciliation-section.tsx';

const t = staffBalanceEs.screen;

/** Where the screen links to; null where the person may not go (the server would refuse them). */
export interface BalanceLinks {
  /** /dashboard/egreso (egreso edit). */
  recordMovement: string | null;
  /** /dashboard/flujo, optionally filtered by one account (flujo view). */
  movements: ((accountId?: number) => string) | null;
  /** /dashboard/resumen (resumen view). */
  summary: string | null;
  order(orderId: number): string;
}

export interface BalanceScreenProps {
  title: string;
  search: URLSearchParams;
  links: BalanceLinks;
  /** Balance edit: may run a reconciliation. */
  canReconcile: boolean;
}

interface BalanceView {
  reconciliationId: number | null;
}

const readView = (query: URLSearchParams): BalanceView => {
  const id = Number(query.get('reconciliationId'));
  return { reconciliationId: Number.isInteger(id) && id > 0 ? id : null };
};
const writeView = (view: BalanceView) =>
  new URLSearchParams(
    view.reconciliationId === null ? {} : { reconciliationId: String(view.reconciliationId) },
  );

/**
 * /dashboard/nuevo-balance (module balance, docs/rules/finance-reports.md#balance): the totals per currency,
 * one card per account, and bank reconciliation with the past ones.
 */
export function BalanceScreen({ title, search, links, canReconcile }: BalanceScreenProps) {
  const overview = useBalanceOverview();
  const { banks } = useBanks();
  const [view, update] = useQueryState(search, readView, writeView);
  const data = overview.data;
  const accounts = useMemo(() => data?.accounts.map((item) => item.account) ?? [], [data]);
  const loadError = overview.error && !overview.isFetching ? overview.error : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={data ? t.intro(formatDay(data.today)) : t.introLoading}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flex: 'none' }}>
            {links.summary && (
              <Button variant="outlined" component={RouterLink} to={links.summary}>
                {t.summary}
              </Button>
            )}
            {links.movements && (
              <Button variant="outlined" component={RouterLink} to={links.movements()}>
                {t.movements}
              </Button>
            )}
            {links.recordMovement && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={links.recordMovement}
              >
                {t.record}
              </Button>
            )}
          </Box>
        }
      />
      {loadError && (
        <RetryAlert retryLabel={staffBalanceEs.common.retry} onRetry={() => void overview.refetch()}>
          {isApiError(loadError) ? loadError.message : t.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        <>
          <CurrencyTotals totals={data.totals} />
          {data.accounts.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">{t.empty}</Typography>
            </Paper>
          ) : (
            <Box
              component="section"
              aria-label={t.accountsLabel}
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr)',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {data.accounts.map((item) => (
                <AccountBalanceCard
                  key={item.account.id}
                  item={item}
                  bank={banks.find((bank) => bank.id === item.account.bankId)}
                  movementsHref={links.movements ? links.movements(item.account.id) : null}
                />
              ))}
            </Box>
          )}
          <ReconciliationSection
            accounts={accounts}
            reconciliationId={view.reconciliationId}
            onOpen={(reconciliationId) => update(() => ({ reconciliationId }))}
            detailHref={(id) => `?${writeView({ reconciliationId: id }).toString()}`}
            canReconcile={canReconcile}
            registerHref={links.recordMovement}
            orderHref={links.order}
          />
        </>
      ) : (
        !loadError && <Skeleton variant="rounded" height={360} aria-label={staffBalanceEs.common.loading} />
      )}
    </Box>
  );
}
