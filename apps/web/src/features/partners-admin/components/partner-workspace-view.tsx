import ListAltIcon from '@mui/icons-material/ListAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PartnerWorkspace } from '@cambix/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { MonthFigures } from '@/features/partners-orders';
import { partnersEs } from '@/i18n/partners.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatSoles } from '@/lib/money.ts';
import { usePartnerWorkspace } from '../api/partner-workspace.ts';
import { ApiAccess } from './api-access.tsx';
import { WebhookEndpoints } from './webhook-endpoints.tsx';

const t = partnersEs.module;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="h3" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 1.5,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
        '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ minWidth: 0 }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function Workspace({ workspace }: { workspace: PartnerWorkspace }) {
  const { partner, month } = workspace;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Section title={t.profile}>
        <Facts
          rows={[
            [partnersEs.partnerForm.name, partner.name],
            [t.ruc, partner.ruc],
            [
              t.contact,
              <>
                {partner.contactName}
                <br />
                {partner.contactEmail}
                <br />
                {partner.contactPhone}
              </>,
            ],
            [t.sharePercent, `${partner.sharePercent} %`],
            [
              t.commission,
              partner.commissionPercent ? `${partner.commissionPercent} %` : t.defaultCommission,
            ],
            [
              t.payoutAccount,
              `${partner.payoutBank.name} · ${partner.payoutAccountNumber} · CCI ${partner.payoutCci}`,
            ],
            [t.linkHours, t.hours(partner.linkHours)],
          ]}
        />
      </Section>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Section title={t.month}>
          <MonthFigures month={month} shareLabel={partnersEs.orders.month.share} dense />
          <Box sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {t.unsettled}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
              {formatSoles(workspace.unsettledShare)}
            </Typography>
          </Box>
        </Section>
        <Section title={t.users}>
          {partner.users.length === 0 ? (
            <Typography color="text.secondary">{t.noUsers}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
              {partner.users.map((user) => (
                <Box
                  component="li"
                  key={user.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    color={user.active ? 'success' : 'default'}
                    variant="outlined"
                    label={user.active ? partnersEs.common.active : partnersEs.common.inactive}
                  />
                </Box>
              ))}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary">
            {t.usersHint}
          </Typography>
        </Section>
      </Box>
      <Section title={t.settlements}>
        {workspace.settlements.length === 0 ? (
          <Typography color="text.secondary">{partnersEs.shares.noSettlements}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {workspace.settlements.map((settlement) => (
              <Box component="li" key={settlement.id} sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {partnersEs.shares.settlementRow(
                      settlement.from.split('-').reverse().join('/'),
                      settlement.to.split('-').reverse().join('/'),
                    )}
                  </Typography>
                  <Typography sx={{ fontWeight: 800 }}>{formatSoles(settlement.amount)}</Typography>
                </Box>
                <Typography variant="caption" color="text.secondary">
                  {partnersEs.shares.settlementCount(settlement.shareCount)} ·{' '}
                  {partnersEs.shares.operation(settlement.operationNumber)} ·{' '}
                  {formatDateTime(settlement.createdAt)}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Section>
      <ApiAccess apiKeys={workspace.apiKeys} />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <WebhookEndpoints />
      </Box>
    </Box>
  );
}

/** Módulo Terceros for a partner's user: its business, users, share, settlements and API access. */
export function PartnerWorkspaceView({ title, ordersHref }: { title: string; ordersHref: string }) {
  const workspace = usePartnerWorkspace();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={workspace.data ? `${workspace.data.partner.name} · ${t.intro}` : t.intro}
        action={
          <Button variant="contained" startIcon={<ListAltIcon />} component={RouterLink} to={ordersHref}>
            {t.myOrders}
          </Button>
        }
      />
      {workspace.isError && (
        <RetryAlert retryLabel={partnersEs.common.retry} onRetry={() => void workspace.refetch()}>
          {isApiError(workspace.error) ? workspace.error.message : partnersEs.common.loadFailed}
        </RetryAlert>
      )}
      {workspace.data ? (
        <Workspace workspace={workspace.data} />
      ) : (
        !workspace.isError && (
          <Skeleton variant="rounded" height={420} aria-label={partnersEs.common.loading} />
        )
      )}
    </Box>
  );
}
