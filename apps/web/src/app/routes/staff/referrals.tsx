import { useNavigate } from 'react-router';
import { ReferralCodesScreen } from '@/features/referrals-admin';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

/** /dashboard/referreds (Referidos, module referidos): the referral codes with their owners and results. */
export default function ReferralsPage({ search, title }: PageProps) {
  const navigate = useNavigate();
  return (
    <ReferralCodesScreen
      title={title}
      search={search}
      codeHref={paths.staff.referralCode}
      customerHref={paths.staff.customer}
      onOpen={(code) => void navigate(paths.staff.referralCode(code))}
    />
  );
}
