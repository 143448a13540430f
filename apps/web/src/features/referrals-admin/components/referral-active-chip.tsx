import Chip from '@mui/material/Chip';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';

const t = staffReferralsEs.common;

/** Whether a referral code works now. */
export function ReferralActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? t.active : t.inactive}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
