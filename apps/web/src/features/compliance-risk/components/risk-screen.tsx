import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { RiskLevel } from '@cambix/contract';
import { useState } from 'react';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffComplianceRiskEs } from '@/i18n/staff-compliance-risk.ts';
import { useCustomerRisks } from '../api/risk.ts';
import { RiskCard } from './risk-card.tsx';

const t = staffComplianceRiskEs;
const FILTERS = ['all', 'high', 'medium', 'low'] as const;

/** Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk): customers by level, overdue reviews first. */
export function RiskScreen({ title, canEdit }: { title: string; canEdit: boolean }) {
  const [level, setLevel] = useState<RiskLevel | 'all'>('all');
  const risks = useCustomerRisks(level);
  const [message, setMessage] = useState<string | null>(null);
  const counts = risks.data?.counts;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.intro} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={level}
          onChange={(_event, value: RiskLevel | 'all' | null) => value && setLevel(value)}
          sx={{ flexWrap: 'wrap' }}
        >
          {FILTERS.map((filter) => (
            <ToggleButton key={filter} value={filter}>
              {t.filter[filter]}
              {counts && filter !== 'all' ? ` (${counts[filter]})` : ''}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {counts && counts.overdue > 0 && (
          <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
            {t.counts(counts.overdue)}
          </Typography>
        )}
      </Box>
      {risks.error && (
        <RetryAlert retryLabel={t.retry} onRetry={() => void risks.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      )}
      {!risks.data && !risks.error && <Skeleton variant="rounded" height={160} />}
      {risks.data?.rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          {t.empty}
        </Paper>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {risks.data?.rows.map((risk) => (
          <RiskCard key={risk.customer.id} risk={risk} canEdit={canEdit} onDone={setMessage} />
        ))}
      </Box>
      <MessageSnackbar message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}
