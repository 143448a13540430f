import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { AlertStatus } from '@cambix/contract';
import { useState } from 'react';
import { useQueryState } from '@/lib/use-query-state.ts';
import { statusInAddress } from '@/lib/status-in-address.ts';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { StatusFilter } from '@/components/ui/status-filter.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffComplianceScreeningEs } from '@/i18n/staff-compliance-screening.ts';
import { useAlerts } from '../api/screening.ts';
import { AlertCard } from './alert-card.tsx';

const t = staffComplianceScreeningEs;
const FILTERS = ['open', 'confirmed', 'discarded', 'all'] as const;
const STATUS = statusInAddress<AlertStatus | 'all'>(FILTERS, 'open');

/**
 * Cumplimiento › Alertas (docs/rules/compliance.md#alerts): hits with their score and why; decide them. The
 * status shown lives in the address.
 */
export function AlertsScreen({
  title,
  canEdit,
  caseHref,
  search,
}: {
  title: string;
  canEdit: boolean;
  caseHref(id: number): string;
  search: URLSearchParams;
}) {
  const [status, setStatus] = useQueryState(search, STATUS.read, STATUS.write);
  const alerts = useAlerts(status);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.alerts.intro} />
      <StatusFilter
        value={status}
        options={FILTERS}
        labels={t.alerts.status}
        label={t.alerts.state}
        phoneColumns={2}
        onChange={(value) => setStatus(() => value)}
      />
      {alerts.error && (
        <RetryAlert retryLabel={t.retry} onRetry={() => void alerts.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      )}
      {!alerts.data && !alerts.error && <Skeleton variant="rounded" height={160} />}
      {alerts.data?.rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          {t.alerts.empty}
        </Paper>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {alerts.data?.rows.map((alert) => (
          <AlertCard key={alert.id} alert={alert} canEdit={canEdit} caseHref={caseHref} onDone={setMessage} />
        ))}
      </Box>
      <MessageSnackbar message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}
