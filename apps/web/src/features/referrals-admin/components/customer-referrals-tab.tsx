import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { InfoList } from '@/components/ui/info-list.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useCustomerReferrals } from '../api/get-customer-referrals.ts';
import { formatDiscount } from '../format.ts';
import { ReferralActiveChip } from './referral-active-chip.tsx';
import { ReferredCustomersTable } from './referred-customers-table.tsx';

const t = staffEs.customer.referrals;
const d = staffReferralsEs.detail;

export interface CustomerReferralsTabProps {
  userId: number;
  /** The code the customer signed up with, if any. */
  referredByCode: string | null;
  customerHref(id: number): string;
  orderHref(id: number): string;
  /** The code's page in Referidos; absent when the caller has no module referidos. */
  codeHref?: (code: string) => string;
}

/**
 * Tab Referidos of the customer file: the code they signed up with, their own code with its totals, and the
 * customers who signed up with it, their first order and the points it paid.
 */
export function CustomerReferralsTab({
  userId,
  referredByCode,
  customerHref,
  orderHref,
  codeHref,
}: CustomerReferralsTabProps) {
  const referrals = useCustomerReferrals(userId);
  if (referrals.isPending) return <Skeleton variant="rounded" height={200} aria-label={d.referredHeading} />;
  if (referrals.isError)
    return (
      <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void referrals.refetch()}>
        {isApiError(referrals.error) ? referrals.error.message : staffEs.common.loadFailed}
      </RetryAlert>
    );
  const { code, referred } = referrals.data;
  const signedUpWith = { label: t.referredBy, value: referredByCode ?? staffEs.common.none };
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Paper variant="outlined" component="section" aria-label={t.ownCode} sx={{ p: { xs: 2, sm: 2.5 } }}>
        {code ? (
          <InfoList
            columns={3}
            items={[
              {
                label: t.ownCode,
                value: (
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                      {code.code}
                    </Box>
                    <ReferralActiveChip active={code.active} />
                    {codeHref && (
                      <Link component={RouterLink} to={codeHref(code.code)} underline="hover">
                        {t.openCode}
                      </Link>
                    )}
                  </Stack>
                ),
              },
              { label: d.discount, value: formatDiscount(code.percentDiscount) },
              signedUpWith,
              { label: d.referred, value: code.referred },
              { label: d.finished, value: code.finished },
              { label: d.rewardPoints, value: code.rewardPoints },
            ]}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography color="text.secondary">{t.noCode}</Typography>
            <InfoList items={[signedUpWith]} />
          </Box>
        )}
      </Paper>
      {code && (
        <Box
          component="section"
          aria-labelledby="customer-referred-heading"
          sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
        >
          <Typography id="customer-referred-heading" variant="h3" component="h2">
            {d.referredHeading}
          </Typography>
          <ReferredCustomersTable rows={referred} customerHref={customerHref} orderHref={orderHref} />
        </Box>
      )}
    </Box>
  );
}
