import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReferralCodeSummary } from '@cambix/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { InfoList } from '@/components/ui/info-list.tsx';
import { StatusChip } from '@/features/customers-admin';
import { useModuleAccess } from '@/features/staff-permissions';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useReferralCode } from '../api/get-referral-code.ts';
import { formatDiscount } from '../format.ts';
import { DiscountDialog } from './discount-dialog.tsx';
import { ReferralActiveChip } from './referral-active-chip.tsx';
import { ReferredCustomersTable } from './referred-customers-table.tsx';
import { ToggleActiveDialog } from './toggle-active-dialog.tsx';

const t = staffReferralsEs.detail;

export interface ReferralCodeScreenProps {
  code: string;
  title: string;
  listHref: string;
  customerHref(id: number): string;
  orderHref(id: number): string;
}

function BackLink({ href }: { href: string }) {
  return (
    <Link
      component={RouterLink}
      to={href}
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
    >
      <ArrowBackIcon fontSize="small" />
      {t.back}
    </Link>
  );
}

function Summary({ code, customerHref }: { code: ReferralCodeSummary; customerHref(id: number): string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.6fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <InfoList
          items={[
            {
              label: t.owner,
              value: (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Link component={RouterLink} to={customerHref(code.owner.id)} sx={{ fontWeight: 600 }}>
                    {code.owner.name}
                  </Link>
                  <Typography color="text.secondary">{code.owner.documentNumber}</Typography>
                  <StatusChip status={code.owner.accountStatus} />
                </Stack>
              ),
              wide: true,
            },
            {
              label: t.code,
              value: <Box sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{code.code}</Box>,
            },
            { label: t.discount, value: formatDiscount(code.percentDiscount) },
            { label: t.createdAt, value: formatDateTime(code.createdAt) },
          ]}
        />
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t.totals} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t.totals}
        </Typography>
        <InfoList
          columns={1}
          items={[
            { label: t.referred, value: code.referred },
            { label: t.finished, value: code.finished },
            { label: t.rewardPoints, value: code.rewardPoints },
          ]}
        />
      </Paper>
    </Box>
  );
}

/**
 * /admin/referred-codes/:code (module referidos): the code, its owner and totals, the referred customers
 * with their first order and reward; with edit, "Cambiar descuento" and Activar/Desactivar, each confirmed.
 */
export function ReferralCodeScreen({
  code,
  title,
  listHref,
  customerHref,
  orderHref,
}: ReferralCodeScreenProps) {
  const detail = useReferralCode(code);
  const { canEdit, isLoading } = useModuleAccess('referidos');
  const [dialog, setDialog] = useState<'discount' | 'toggle' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${code} · ${title}`;
  }, [code, title]);

  if (detail.isError && isApiError(detail.error) && detail.error.status === 404) {
    return (
      <MissingRecord message={detail.error.message || t.notFound}>
        <BackLink href={listHref} />
      </MissingRecord>
    );
  }
  if (detail.isError) {
    return (
      <RetryAlert retryLabel={staffReferralsEs.common.retry} onRetry={() => void detail.refetch()}>
        {isApiError(detail.error) ? detail.error.message : staffReferralsEs.common.loadFailed}
      </RetryAlert>
    );
  }
  if (detail.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }} aria-label={staffReferralsEs.common.loading}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }

  const summary = detail.data.code;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Box component="header" sx={{ display: 'grid', gap: 1.5 }}>
        <BackLink href={listHref} />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {title}
            </Typography>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h1" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {summary.code}
              </Typography>
              <ReferralActiveChip active={summary.active} />
            </Stack>
          </Box>
          {canEdit && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => setDialog('discount')}>
                {t.changeDiscount}
              </Button>
              <Button
                variant={summary.active ? 'outlined' : 'contained'}
                color={summary.active ? 'error' : 'primary'}
                onClick={() => setDialog('toggle')}
              >
                {summary.active ? t.deactivate : t.activate}
              </Button>
            </Box>
          )}
        </Box>
        {!isLoading && !canEdit && <Alert severity="info">{t.readOnly}</Alert>}
      </Box>

      <Summary code={summary} customerHref={customerHref} />

      <Box
        component="section"
        aria-labelledby="referred-heading"
        sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
      >
        <Typography id="referred-heading" variant="h2">
          {t.referredHeading}
        </Typography>
        <ReferredCustomersTable
          rows={detail.data.referred}
          customerHref={customerHref}
          orderHref={orderHref}
        />
      </Box>

      {dialog === 'discount' && (
        <DiscountDialog
          code={summary.code}
          current={summary.percentDiscount}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice(t.discountDialog.saved);
          }}
        />
      )}
      {dialog === 'toggle' && (
        <ToggleActiveDialog
          code={summary.code}
          active={summary.active}
          onClose={() => setDialog(null)}
          onDone={(active) => {
            setDialog(null);
            setNotice(active ? t.toggleDialog.activated : t.toggleDialog.deactivated);
          }}
        />
      )}
      <MessageSnackbar message={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}
