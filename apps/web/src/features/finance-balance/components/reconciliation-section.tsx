import type { FinanceAccount } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffBalanceEs } from '@/i18n/staff-balance.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useReconciliation } from '../api/get-reconciliation.ts';
import { ReconciliationHistory } from './reconciliation-history.tsx';
import { ReconciliationResult } from './reconciliation-result.tsx';
import { ReconciliationWizard } from './reconciliation-wizard.tsx';

const t = staffBalanceEs.reconcile;

export interface ReconciliationSectionProps {
  accounts: readonly FinanceAccount[];
  /** The reconciliation shown, from the address; null shows the wizard. */
  reconciliationId: number | null;
  onOpen(reconciliationId: number | null): void;
  detailHref(reconciliationId: number): string;
  /** Balance edit: may run a new reconciliation; view only sees past ones. */
  canReconcile: boolean;
  registerHref: string | null;
  orderHref(orderId: number): string;
}

/** "Conciliación bancaria": run one (balance edit) or open a past one, and the list of those run. */
export function ReconciliationSection({
  accounts,
  reconciliationId,
  onOpen,
  detailHref,
  canReconcile,
  registerHref,
  orderHref,
}: ReconciliationSectionProps) {
  const detail = useReconciliation(reconciliationId);
  // The run just made shows "Nueva conciliación"; a past one opened from the list, "Volver".
  const [justRun, setJustRun] = useState<number | null>(null);
  const [wizardKey, setWizardKey] = useState(0);
  const top = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reconciliationId !== null) top.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [reconciliationId]);

  const back = () => {
    if (reconciliationId === justRun) setWizardKey((key) => key + 1);
    onOpen(null);
  };

  let body;
  if (reconciliationId !== null) {
    if (detail.data) {
      body = (
        <ReconciliationResult
          detail={detail.data}
          registerHref={registerHref}
          orderHref={orderHref}
          backLabel={reconciliationId === justRun ? t.newRun : t.back}
          onBack={back}
        />
      );
    } else if (detail.error && !detail.isFetching) {
      body = (
        <RetryAlert retryLabel={staffBalanceEs.common.retry} onRetry={() => void detail.refetch()}>
          {isApiError(detail.error) ? detail.error.message : staffBalanceEs.history.detailFailed}
        </RetryAlert>
      );
    } else {
      body = <Skeleton variant="rounded" height={240} aria-label={staffBalanceEs.common.loading} />;
    }
  }

  return (
    <Paper
      ref={top}
      component="section"
      variant="outlined"
      aria-labelledby="reconciliation-title"
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
        minWidth: 0,
        scrollMarginTop: 80,
      }}
    >
      <Box>
        <Typography
          id="reconciliation-title"
          component="h2"
          variant="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 700 }}
        >
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {canReconcile ? t.intro : t.viewOnly}
        </Typography>
      </Box>
      {body}
      {/* Kept mounted under an open result, so "Volver" finds the file and columns as they were. */}
      {canReconcile && (
        <Box sx={{ display: reconciliationId === null ? 'block' : 'none', minWidth: 0 }}>
          <ReconciliationWizard
            key={wizardKey}
            accounts={accounts}
            onReconciled={(id) => {
              setJustRun(id);
              onOpen(id);
            }}
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {staffBalanceEs.history.title}
        </Typography>
        <ReconciliationHistory detailHref={detailHref} />
      </Box>
    </Paper>
  );
}
